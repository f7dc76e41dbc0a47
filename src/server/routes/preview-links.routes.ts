/**
 * GET /api/preview/{token}: the post a short-lived preview link names (services/preview-links.ts),
 * drafts and scheduled posts included, in the public post shape. The token is the credential: no
 * key or session needed, and the answer is never kept (`private, no-store`), never indexed, and
 * sends no Referer onwards. 404 for a link that is not ours, 410 once it has expired.
 */
import { Router } from 'express';
import type { Services } from '../../services/index.js';

export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export function previewLinkRoutes(services: Services): Router {
  const router = Router();
  router.get('/preview/:token', async (req, res) => {
    res.set(PREVIEW_HEADERS);
    res.json(await services.previewLinks.read(req.params.token));
  });
  return router;
}
