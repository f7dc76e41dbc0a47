/** Admin blog categories (docs/product.md §7); mounted behind authorize (src/server/middleware/authorize.ts). */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function adminCategoryRoutes(services: Services): Router {
  const router = Router();

  router.get('/blog-categories', async (_req, res) => {
    res.json(await services.categories.list());
  });

  router.post('/blog-categories', async (req, res) => {
    res.status(201).json({ category: await services.categories.create(req.body) });
  });

  router.put('/blog-categories/:id', async (req, res) => {
    res.json({ category: await services.categories.update(req.params.id, req.body) });
  });

  router.delete('/blog-categories/:id', async (req, res) => {
    res.json({ success: true, ...(await services.categories.delete(req.params.id)) });
  });

  return router;
}
