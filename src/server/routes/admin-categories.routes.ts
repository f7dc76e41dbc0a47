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

  // The editors' order (issue 20, item 8): { ids: [...] } in the order wanted; answers every category in the new order.
  router.put('/blog-categories/order', async (req, res) => {
    res.json({ categories: await services.categories.reorder((req.body as { ids?: unknown } | undefined)?.ids) });
  });

  router.put('/blog-categories/:id', async (req, res) => {
    res.json({ category: await services.categories.update(req.params.id, req.body) });
  });

  router.delete('/blog-categories/:id', async (req, res) => {
    res.json({ success: true, ...(await services.categories.delete(req.params.id)) });
  });

  return router;
}
