/**
 * Webhook deliveries over REST (issue 23), beside the GraphQL admin operations: the inspector
 * (GET: the delivery with its last request and response) and redelivery (POST …/redeliver: 200
 * with the delivery, now waiting; 409 while it is still on its way). Behind requireAdmin.
 */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function adminWebhookRoutes(services: Services): Router {
  const router = Router();
  router.get('/webhook-deliveries/:id', async (req, res) => {
    res.json({ delivery: await services.webhooks.delivery(req.params.id) });
  });
  router.post('/webhook-deliveries/:id/redeliver', async (req, res) => {
    res.json({ delivery: await services.webhooks.redeliver(req.params.id) });
  });
  return router;
}
