/**
 * The media library's files under /media/<hash>/<name>.<ext> (issue 21), answered by the serving
 * path's listener before the response cache and Express (compose.ts): no middleware, session or
 * page runs for them. Content-addressed, so cached for a year as immutable, with a strong ETag
 * (304), one byte range (206/416), CORP cross-origin (other sites embed them through the Content
 * API), nosniff and, in production, HSTS. What a key's file is comes from the library's in-memory
 * index (services/media/media-file-index.ts: a small file's bytes, a large one's size, never older
 * than CACHE_SYNC_MS); a large file streams from storage. The type comes from the extension the
 * library itself wrote; an unknown or deleted file, any other path under /media and any other
 * method are 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../../services/index.js';
import { kindOfExtension, MIME_TYPES } from '../../services/media/image-kind.js';
import { MEDIA_KEY } from '../../services/media/media-storage.js';

export const MEDIA_PATH = '/media';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** helmet's Strict-Transport-Security, which every other production answer carries (middleware/security.ts). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A request under /media/ is answered here; true when it was. */
export type MediaFileHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end('Not found');
}

/** The one range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; 'unsatisfiable'; or null to send the whole file (several ranges, another unit, nonsense). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
    if (Number(match[2]) === 0) return 'unsatisfiable';
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return null;
  }
  return start >= size ? 'unsatisfiable' : { start, end };
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function mediaFileHandler(services: Services, { hsts }: { hsts: boolean }): MediaFileHandler {
  const serve = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const key = path.slice(MEDIA_PATH.length + 1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !MEDIA_KEY.test(key)) return notFound(res);
    const file = await services.media.files.lookup(key);
    if (!file) return notFound(res);
    const etag = `"${key.replace('/', '-')}"`;
    const headers: Record<string, string> = {
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Accept-Ranges': 'bytes',
      'Content-Type': MIME_TYPES[kindOfExtension(key.slice(key.lastIndexOf('.') + 1))!],
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
      ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
    };
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.writeHead(304, headers).end();
    const range = byteRange(req.headers.range, file.size);
    if (range === 'unsatisfiable') return void res.writeHead(416, { ...headers, 'Content-Range': `bytes */${file.size}` }).end();
    const status = range ? 206 : 200;
    const length = range ? range.end - range.start + 1 : file.size;
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers['Content-Length'] = String(length);
    if (req.method === 'HEAD') return void res.writeHead(status, headers).end();
    if (file.bytes) return void res.writeHead(status, headers).end(range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes);
    const body = await services.media.storage.read(key, range ?? undefined);
    if (!body) {
      services.media.files.forget([key]);
      return notFound(res);
    }
    res.writeHead(status, headers);
    body.on('error', () => res.destroy());
    res.on('close', () => body.destroy());
    body.pipe(res);
  };

  return (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith(`${MEDIA_PATH}/`) && url !== MEDIA_PATH && !url.startsWith(`${MEDIA_PATH}?`)) return false;
    const mark = url.indexOf('?');
    serve(req, res, mark < 0 ? url : url.slice(0, mark)).catch(() => {
      if (!res.headersSent) {
        res.writeHead(503, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' });
        res.end('The media storage is not answering. Please try again in a moment.');
      } else res.destroy();
    });
    return true;
  };
}
