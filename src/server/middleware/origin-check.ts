/**
 * Refuses state-changing requests that a browser sent from another site (login CSRF, a
 * cross-site text/plain POST that logs the admin out, a form posted from elsewhere). Every
 * POST, PUT, PATCH and DELETE, on /api, /graphql and any page, passes here:
 *
 * - an `Origin` header must be the site's own: PUBLIC_URL's origin or the host the request was
 *   sent to (so development on another port and a second domain pointing here both work);
 *   `Origin: null` (sandboxed frames, file: pages) counts as foreign;
 * - without `Origin`, a `Referer` must be the site's own when there is one;
 * - with neither (curl, server-to-server clients), the request goes on: those are not browsers
 *   acting on a visitor's cookie.
 *
 * `allow` is the extension point: each hook may let a foreign origin through (e.g. an API-key
 * client with no cookie, or an origin listed for CORS). Refusals are 403 with a message that says
 * why: JSON { message } under /api, a GraphQL error (code FORBIDDEN) under /graphql, text elsewhere.
 */
import type { Request, RequestHandler } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Lets a request from `origin` (a foreign one) through when it answers true. */
export type OriginAllowHook = (origin: string, req: Request) => boolean;

export interface OriginCheckOptions {
  /** PUBLIC_URL: its origin is always the site's own. */
  publicUrl: string;
  allow?: OriginAllowHook[];
}

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused. Reload the page on this site and try again.';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function isOwn(origin: string, req: Request, publicOrigin: string | null): boolean {
  if (origin === publicOrigin) return true;
  // The Host the browser addressed: a page served from here posts back to here.
  const host = req.headers.host;
  return !!host && new URL(origin).host === host.toLowerCase();
}

function refuse(req: Request, res: Parameters<RequestHandler>[1], reason: string): void {
  res.status(403).set('Cache-Control', 'no-store');
  if (req.path === '/graphql' || req.originalUrl.startsWith('/graphql')) {
    res.json({ errors: [{ message: CROSS_SITE_MESSAGE, extensions: { code: 'FORBIDDEN', reason } }] });
  } else if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') {
    res.json({ message: CROSS_SITE_MESSAGE });
  } else {
    res.type('text/plain').send(CROSS_SITE_MESSAGE);
  }
}

export function originCheck(options: OriginCheckOptions): RequestHandler {
  const publicOrigin = originOf(options.publicUrl);
  const hooks = options.allow ?? [];
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const header = req.headers.origin;
    const referer = req.headers.referer;
    let origin: string | null;
    let source: string;
    if (header !== undefined) {
      origin = originOf(header);
      source = 'origin';
    } else if (referer !== undefined) {
      origin = originOf(referer);
      source = 'referer';
    } else {
      return next();
    }
    if (origin && isOwn(origin, req, publicOrigin)) return next();
    if (origin && hooks.some((hook) => hook(origin!, req))) return next();
    refuse(req, res, `foreign ${source}`);
  };
}
