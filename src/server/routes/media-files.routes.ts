/**
 * The media library's files under /media/<hash>/<name>.<ext> (issue 21), answered straight from
 * the storage, before the pages and outside the response cache: content-addressed, so cached for
 * a year as immutable, with a strong ETag, byte ranges and CORP cross-origin (other sites embed
 * them through the Content API). The type comes from the extension the library itself wrote; an
 * unknown or deleted file is a 404.
 */
import { Router, type Request, type Response } from 'express';
import type { Services } from '../../services/index.js';
import { kindOfExtension, MIME_TYPES } from '../../services/media/image-kind.js';
import { MEDIA_KEY } from '../../services/media/media-storage.js';

export const MEDIA_PATH = '/media';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
}

export function mediaFileRoutes(services: Services): Router {
  const router = Router({ caseSensitive: true, strict: true });

  const serve = async (req: Request, res: Response) => {
    const key = `${req.params.hash}/${req.params.file}`;
    if (!MEDIA_KEY.test(key)) return notFound(res);
    const kind = kindOfExtension(key.slice(key.lastIndexOf('.') + 1))!;
    const file = await services.media.storage.stat(key);
    if (!file) return notFound(res);
    const etag = `"${key.replace('/', '-')}"`;
    res.set({
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Accept-Ranges': 'bytes',
      'Content-Type': MIME_TYPES[kind],
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) return void res.status(304).end();
    let range: { start: number; end: number } | undefined;
    const ranges = req.headers.range ? req.range(file.size, { combine: true }) : undefined;
    if (ranges === -1) {
      res.status(416).set('Content-Range', `bytes */${file.size}`).end();
      return;
    }
    if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') {
      range = { start: ranges[0]!.start, end: ranges[0]!.end };
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
    res.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
    if (req.method === 'HEAD') return void res.end();
    const body = await services.media.storage.read(key, range);
    if (!body) return notFound(res);
    body.on('error', () => res.destroy());
    body.pipe(res);
  };

  router.get('/:hash/:file', serve);
  router.head('/:hash/:file', serve);
  router.use((_req, res) => notFound(res));
  return router;
}
