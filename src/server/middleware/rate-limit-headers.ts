/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) on every API answer,
 * refused ones included: `RateLimit-Policy: "<policy>";q=<limit>;w=<window seconds>` and
 * `RateLimit: "<policy>";r=<remaining>;t=<seconds until the window resets>`, so a client can pace
 * itself instead of finding the limit by a 429. The policy is `"api-key"` for a request with a
 * key (counted per key and client address) and `"address"` for one without (per client address,
 * address-allowance.ts). A GraphQL answer adds the client's cost budget as a second policy,
 * `"graphql-cost"` (its points, not requests: graphql-cost-budget.ts). The response cache never
 * stores these figures: they are set on each answer, hits included, for that client.
 */
import type { ServerResponse } from 'node:http';
import type { Allowance } from '../../services/index.js';

export type RateLimitPolicy = 'api-key' | 'address' | 'graphql-cost';

export const RATE_LIMIT_HEADERS = ['ratelimit', 'ratelimit-policy'] as const;

export function setRateLimitHeaders(res: ServerResponse, allowance: Allowance, policy: RateLimitPolicy = 'api-key'): void {
  res.setHeader('RateLimit-Policy', `"${policy}";q=${allowance.limit};w=${allowance.windowSeconds}`);
  res.setHeader('RateLimit', `"${policy}";r=${allowance.remaining};t=${allowance.resetSeconds}`);
}

/** Adds a policy to the ones already set on this answer (RateLimit fields are lists): the GraphQL cost budget beside the request allowance. */
export function appendRateLimitHeaders(res: ServerResponse, allowance: Allowance, policy: RateLimitPolicy): void {
  const add = (name: string, item: string) => {
    const current = res.getHeader(name);
    res.setHeader(name, current === undefined ? item : `${String(current)}, ${item}`);
  };
  add('RateLimit-Policy', `"${policy}";q=${allowance.limit};w=${allowance.windowSeconds}`);
  add('RateLimit', `"${policy}";r=${allowance.remaining};t=${allowance.resetSeconds}`);
}
