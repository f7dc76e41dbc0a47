/**
 * Cross-origin reads of the Content API (issue 11), in one place:
 *
 * - CORS (the `cors` package) on the public read API only: /graphql and the public REST reads
 *   (/api/blog-posts…, /api/blog-categories, /api/changes, /api/preview/{token}). Never with credentials: the session cookie does not
 *   cross origins (no Access-Control-Allow-Credentials), API clients send a key header instead.
 *   With CORS_ORIGINS unset or "*", every origin gets the same headers (`*`), so one cached
 *   response fits all; with a list, an allowed Origin is echoed with `Vary: Origin` (the response
 *   cache keys such responses by the allowed Origin, see request-key.ts). Preflights answer 204
 *   and allow Authorization, X-Api-Key and Content-Type.
 * - the origin check's allow hooks: a foreign origin may send a state-changing request only when
 *   it carries an API key header and no session cookie (the key, not a visitor's cookie, is what
 *   acts), or when it is a GraphQL query (not a mutation) without the session cookie (it reads
 *   what anyone may read). Everything else from a foreign origin stays refused (403).
 */
import cors from 'cors';
import { OperationTypeNode, parse, type DocumentNode } from 'graphql';
import type { Request, RequestHandler } from 'express';
import type { CorsSettings } from '../../config/config.js';
import { hasSessionCookie } from '../http-cache/request-key.js';
import type { OriginAllowHook } from './origin-check.js';

/** Where CORS applies: the public read API. */
export const CORS_PATHS = ['/graphql', '/api/blog-posts', '/api/blog-categories', '/api/changes', '/api/preview'];

/** Headers a foreign page may send with its requests. */
export const CORS_REQUEST_HEADERS = ['Authorization', 'X-Api-Key', 'Content-Type', 'Accept'];
/** Response headers a foreign page may read besides the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['ETag', 'Link', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'X-GraphQL-Cost', 'X-Total-Count', 'X-Page', 'X-Page-Size', 'X-Page-Count', 'X-Next-Cursor', 'X-Previous-Cursor'];

export function publicApiCors(settings: CorsSettings): RequestHandler {
  return cors({
    origin: settings.origins === '*' ? '*' : [...settings.origins],
    credentials: false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: CORS_REQUEST_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
}

/** True when the request names an API key (its validity is identify's business, after this). */
function sendsApiKey(req: Request): boolean {
  return req.headers['x-api-key'] !== undefined || /^Bearer\s/i.test(req.headers.authorization ?? '');
}

/** An API-key client without the session cookie: the key acts, not a visitor's cookie. */
export const apiKeyWithoutCookie: OriginAllowHook = (_origin, req) => sendsApiKey(req) && !hasSessionCookie(req);

/** The operation a GraphQL POST would run is a query (never a mutation), and no session cookie came along. */
export const publicGraphqlQuery: OriginAllowHook = (_origin, req) => {
  if (req.method !== 'POST' || req.path !== '/graphql' || hasSessionCookie(req)) return false;
  const body = req.body as { query?: unknown; operationName?: unknown } | undefined;
  if (!body || typeof body.query !== 'string' || body.query.length > 100_000) return false;
  let document: DocumentNode;
  try {
    // No token cap here: the length check above bounds the work, and a cap would turn a long
    // mutation into a "syntax error" waved through. Apollo applies GRAPHQL_MAX_TOKENS itself.
    document = parse(body.query);
  } catch {
    // Apollo answers the same syntax error; nothing runs.
    return true;
  }
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  const name = typeof body.operationName === 'string' ? body.operationName : undefined;
  const chosen = name === undefined ? operations : operations.filter((operation) => operation.name?.value === name);
  // Without a name Apollo runs the document's only operation; several unnamed ones are refused by Apollo.
  return chosen.length > 0 && chosen.every((operation) => operation.operation === OperationTypeNode.QUERY);
};

export const CROSS_ORIGIN_HOOKS: readonly OriginAllowHook[] = [apiKeyWithoutCookie, publicGraphqlQuery];
