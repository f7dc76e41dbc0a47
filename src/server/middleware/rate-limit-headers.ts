/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) on every answer to an
 * API key, refused ones included: `RateLimit-Policy: "api-key";q=<limit>;w=<window seconds>` and
 * `RateLimit: "api-key";r=<remaining>;t=<seconds until the window resets>`, so a client can pace
 * itself instead of finding the limit by a 429. Such answers are private (never kept by a cache:
 * the remaining count is this client's).
 */
import type { ServerResponse } from 'node:http';
import type { Allowance } from '../../services/index.js';

const POLICY = '"api-key"';

export function setRateLimitHeaders(res: ServerResponse, allowance: Allowance): void {
  res.setHeader('RateLimit-Policy', `${POLICY};q=${allowance.limit};w=${allowance.windowSeconds}`);
  res.setHeader('RateLimit', `${POLICY};r=${allowance.remaining};t=${allowance.resetSeconds}`);
}
