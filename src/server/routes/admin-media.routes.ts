/** The media library for staff (issue 21); mounted behind authorize (src/server/middleware/authorize.ts), so nothing is read before the caller is known. */
import { Router } from 'express';
import type { Services } from '../../services/index.js';
import { readUpload } from '../middleware/read-upload.js';

export function adminMediaRoutes(services: Services): Router {
  const router = Router();

  router.post('/media', async (req, res) => {
    const upload = await readUpload(req, res, services.media.maxBytes);
    const media = await services.media.upload({ bytes: upload.bytes, fileName: upload.fileName, details: upload.fields });
    res.status(201).json({ media });
  });

  router.get('/media', async (req, res) => {
    res.json(await services.media.list({ search: req.query.search, page: req.query.page }));
  });

  router.get('/media/:id', async (req, res) => {
    res.json({ media: await services.media.get(req.params.id) });
  });

  router.patch('/media/:id', async (req, res) => {
    res.json({ media: await services.media.update(req.params.id, req.body) });
  });

  router.delete('/media/:id', async (req, res) => {
    await services.media.delete(req.params.id);
    res.status(204).end();
  });

  return router;
}
