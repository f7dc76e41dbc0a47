/**
 * Caching headers for the API: /api/admin is private, no-store; GraphQL GET queries from an
 * anonymous asker or a content key are public like the REST reads (tagged with every post and category, since a
 * query may show any of them), everything else on /graphql is private, no-store.
 */
import type { RequestHandler } from 'express';
import { CATEGORIES_TAG, POSTS_TAG } from '../../shared/cache-tags.js';
import { readsAsPublic } from '../../services/index.js';
import type { CachePolicy } from './cache-policy.js';
import { hasSessionCookie } from './request-key.js';

export function privateResponses(policy: CachePolicy): RequestHandler {
  return (_req, res, next) => {
    policy.markPrivate(res);
    next();
  };
}

/**
 * Apollo's CSRF prevention refuses a GET without a header a browser cannot send cross-site
 * without a preflight. It protects requests that carry the browser's credentials (the session
 * cookie: cross-site timing and XS-Search on staff data). A GET without the cookie reads only
 * what anyone may read, and queries only (Apollo refuses mutations over GET), so it is let
 * through as if preflighted; with the cookie Apollo's rule applies unchanged.
 */
export function graphqlGetQueries(policy: CachePolicy): RequestHandler {
  return (req, res, next) => {
    // HEAD is GET without the body (RFC 9110 9.3.2), as the response cache answers it: Apollo
    // knows only GET and POST, and Node leaves the body of a HEAD answer out by itself.
    if (req.method === 'HEAD') req.method = 'GET';
    if (req.method === 'GET' && !hasSessionCookie(req)) req.headers['apollo-require-preflight'] ??= 'no-credentials';
    if (req.method === 'GET' && readsAsPublic(req.viewer)) {
      policy.markRead(req, res, [POSTS_TAG, CATEGORIES_TAG]);
      // Apollo answers application/json or application/graphql-response+json by Accept.
      // Appended: CORS may have set Vary: Origin (an allow-list) already.
      res.vary('Accept');
    } else {
      policy.markPrivate(res);
    }
    next();
  };
}
