/**
 * The public forms (SPEC section 7). Each answers { success: true } once the submission is
 * stored; forwarding to the e-mail provider happens afterwards, never inline.
 */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function formRoutes(services: Services): Router {
  const router = Router();

  router.post('/waitlist', async (req, res) => {
    res.json(await services.forms.joinWaitlist(req.body));
  });

  router.post('/suggestion', async (req, res) => {
    res.json(await services.forms.suggest(req.body));
  });

  router.post('/expert-application', async (req, res) => {
    res.json(await services.forms.applyAsExpert(req.body));
  });

  router.post('/interest-registration', async (req, res) => {
    res.json(await services.forms.registerInterest(req.body));
  });

  return router;
}
