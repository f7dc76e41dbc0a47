/** Admin blog posts (docs/product.md §7, plus issue 20's versions and trash); mounted behind authorize (src/server/middleware/authorize.ts). */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function adminPostRoutes(services: Services): Router {
  const router = Router();

  router.get('/blog-posts', async (req, res) => {
    res.json(await services.posts.listForAdmin({ search: String(req.query.search ?? ''), sort: String(req.query.sort ?? '') }));
  });

  router.get('/blog-posts/:id', async (req, res) => {
    const post = await services.posts.getForAdmin(req.params.id);
    // The version as an entity tag: a PUT with If-Match: "<version>" is refused (409) if someone saved since.
    res.set({ 'Cache-Control': 'no-store', ETag: `"${post.version}"` }).json(post);
  });

  router.post('/blog-posts', async (req, res) => {
    res.status(201).json({ post: await services.posts.create(req.body, req.viewer) });
  });

  router.put('/blog-posts/:id', async (req, res) => {
    const post = await services.posts.update(req.params.id, req.body, req.viewer, { ifMatch: req.get('If-Match') });
    res.set('ETag', `"${post.version}"`).json({ post });
  });

  // Moves the post to the trash (issue 20); the answer stays the spec's.
  router.delete('/blog-posts/:id', async (req, res) => {
    res.json({ success: true, ...(await services.posts.delete(req.params.id)) });
  });

  router.post('/blog-posts/:id/restore', async (req, res) => {
    res.json({ post: await services.posts.restore(req.params.id) });
  });

  router.get('/trash', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await services.posts.listTrash());
  });

  // Deletes a trashed post for good.
  router.delete('/trash/:id', async (req, res) => {
    res.json({ success: true, ...(await services.posts.deleteForever(req.params.id)) });
  });

  return router;
}
