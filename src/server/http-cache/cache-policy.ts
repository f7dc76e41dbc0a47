/**
 * The caching headers the app puts on its responses, in one place:
 * - public reads (anonymous pages, feeds, public REST and GraphQL GET): `Cache-Control: public,
 *   max-age=0, must-revalidate` (browsers and CDNs revalidate with the ETag every time; operators
 *   with a CDN opt into `s-maxage` / `stale-while-revalidate`), and the cache tags of what the
 *   response shows as `Surrogate-Key` (space-separated) and `Cache-Tag` (comma-separated), so a
 *   CDN can purge by tag;
 * - the same reads with a content API key (publishable: it reads what anyone reads) are public
 *   too, varying on Origin when the key is limited to allowed origins; the response cache still
 *   never stores or answers a request that carries a key (request-key.ts);
 * - anything personal (a session, a preview or admin API key, the admin): `private, no-store`.
 * The response cache in front of the app stores only what is marked public here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheSettings } from '../../config/cache.config.js';
import { readsAsPublic, type Viewer } from '../../services/index.js';

export const PRIVATE_NO_STORE = 'private, no-store';
export const SURROGATE_KEY = 'Surrogate-Key';
export const CACHE_TAG = 'Cache-Tag';

export class CachePolicy {
  /** The Cache-Control value of public responses. */
  readonly publicControl: string;

  constructor(settings: Pick<CacheSettings, 'sMaxAge' | 'staleWhileRevalidate'>) {
    const parts = ['public', 'max-age=0', 'must-revalidate'];
    if (settings.sMaxAge !== null) parts.push(`s-maxage=${settings.sMaxAge}`);
    if (settings.staleWhileRevalidate !== null) parts.push(`stale-while-revalidate=${settings.staleWhileRevalidate}`);
    this.publicControl = parts.join(', ');
  }

  /** A response anyone may be given and any cache may keep, tagged with what it shows. */
  markPublic(res: ServerResponse, tags: readonly string[]): void {
    res.setHeader('Cache-Control', this.publicControl);
    const unique = [...new Set(tags)];
    if (unique.length) {
      res.setHeader(SURROGATE_KEY, unique.join(' '));
      res.setHeader(CACHE_TAG, unique.join(','));
    } else {
      res.removeHeader(SURROGATE_KEY);
      res.removeHeader(CACHE_TAG);
    }
  }

  /** A response for this asker only: no browser or shared cache keeps it. */
  markPrivate(res: ServerResponse): void {
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    res.removeHeader(SURROGATE_KEY);
    res.removeHeader(CACHE_TAG);
  }

  /** Public for an anonymous asker or a content key; private for a session, a preview or admin key (their answers may differ). */
  markRead(req: IncomingMessage & { viewer?: Viewer }, res: ServerResponse, tags: readonly string[]): void {
    const viewer = req.viewer;
    if (!viewer || !readsAsPublic(viewer)) return this.markPrivate(res);
    this.markPublic(res, tags);
    // A key limited to some origins answers others 403: a shared cache must not hand its 200 across origins.
    if (viewer.kind === 'api-key' && viewer.key.allowedOrigins) appendVary(res, 'Origin');
  }
}

/** The tags a stored response names (its Surrogate-Key header). */
export function tagsOfHeader(value: unknown): string[] {
  return typeof value === 'string' ? value.split(' ').filter(Boolean) : [];
}

/** Adds a header name to Vary unless it is there already. */
export function appendVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const names = current.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
  if (names.includes(name.toLowerCase()) || names.includes('*')) return;
  res.setHeader('Vary', current ? `${current}, ${name}` : name);
}
