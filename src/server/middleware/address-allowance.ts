/**
 * The API's per-address allowance for requests without a key (services/api-address-limit.ts),
 * applied in front of the response cache: a cache hit counts too, and every answer to /api and
 * /graphql without a key carries `RateLimit-Policy: "address";…` and `RateLimit: "address";…`
 * (set on the response before the cache or the app writes it; the cache keeps them out of what it
 * stores). Once used up: 429 with Retry-After, JSON `{ message }` (a GraphQL error with code
 * RATE_LIMITED on /graphql). A request with an API key is counted per key by identify instead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimitedError, type Services } from '../../services/index.js';
import { clientAddress, type TrustProxy } from '../observability/client-address.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

/** True for the API's paths: /api… and /graphql…. */
function isApiPath(url: string): boolean {
  return /^\/(api|graphql)(?=[/?]|$)/i.test(url);
}

function sendsApiKey(req: IncomingMessage): boolean {
  return req.headers['x-api-key'] !== undefined || /^Bearer\s/i.test(req.headers.authorization ?? '');
}

/** Counts the request when it is a keyless API request; answers the 429 itself, else calls `next`. */
export function addressAllowance(services: Pick<Services, 'apiAddresses'>, trustProxy: TrustProxy) {
  const addressOf = clientAddress(trustProxy);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = req.url ?? '/';
    if (!services.apiAddresses.enabled || req.method === 'OPTIONS' || !isApiPath(url) || sendsApiKey(req)) return next();
    services.apiAddresses.count(addressOf(req)).then((allowance) => {
      if (allowance) setRateLimitHeaders(res, allowance, 'address');
      next();
    }, (error: unknown) => {
      if (!(error instanceof RateLimitedError)) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end();
        return;
      }
      if (error.allowance) setRateLimitHeaders(res, error.allowance, 'address');
      const graphql = /^\/graphql(?=[?]|$)/.test(url);
      const body = graphql
        ? { errors: [{ message: error.message, extensions: { code: error.code, retryAfter: error.retryAfterSeconds } }] }
        : { message: error.message };
      res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(error.retryAfterSeconds) });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
    });
  };
}
