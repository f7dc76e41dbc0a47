/** Admin blog posts (docs/product.md §7); mounted behind requireAdmin. */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function adminPostRoutes(services: Services): Router {
  const router = Router();

  router.get('/blog-posts', async (req, res) => {
    res.json(await services.posts.listForAdmin({ search: String(req.query.search ?? ''), sort: String(req.query.sort ?? '') }));
  });

  router.get('/blog-posts/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.posts.getForAdmin(req.params.id));
  });

  router.post('/blog-posts', async (req, res) => {
    res.status(201).json({ post: await services.posts.create(req.body, req.viewer) });
  });

  router.put('/blog-posts/:id', async (req, res) => {
    res.json({ post: await services.posts.update(req.params.id, req.body, req.viewer) });
  });

  router.delete('/blog-posts/:id', async (req, res) => {
    res.json({ success: true, ...(await services.posts.delete(req.params.id)) });
  });

  return router;
}
