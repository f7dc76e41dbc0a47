/**
 * GET /api/changes?since=<ISO date or nextCursor>&limit=<1–200> (issue 23): the changes feed
 * (services/changes-feed.ts) as `{ changes: [{ type, action, id, slug, at }], nextCursor,
 * hasMore }`. Public data, but an answer depends on the moment it is asked (scheduled posts go
 * live): never stored by a cache. Bad parameters answer 400 naming them; a cursor older than the
 * log keeps answers 410.
 */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export function changesRoutes(services: Services): Router {
  const router = Router();
  router.get('/changes', async (req, res) => {
    // A repeated or nested parameter arrives as an array or object: the service refuses it, naming it.
    const page = await services.changesFeed.read({ since: req.query.since, limit: req.query.limit });
    res.set('Cache-Control', 'no-store');
    res.json({ ...page, changes: page.changes.map((entry) => ({ ...entry, at: entry.at.toISOString() })) });
  });
  return router;
}
