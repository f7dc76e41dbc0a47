/**
 * When to try a failed delivery again: exponential backoff with jitter, or the provider's own
 * Retry-After (plus a little jitter, so that several processes do not return in the same instant).
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  random?: () => number;
}

/** Delay before attempt `attempt + 1`, after `attempt` (1-based) failed: "equal jitter" in [cap/2, cap]. */
export function backoffDelay(attempt: number, { baseMs, maxMs, random = Math.random }: BackoffOptions): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const cap = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** Retry-After wins when the provider sent one; never sooner than it asked. */
export function retryDelay(attempt: number, retryAfterMs: number | undefined, options: BackoffOptions): number {
  if (retryAfterMs === undefined) return backoffDelay(attempt, options);
  const random = options.random ?? Math.random;
  return Math.round(retryAfterMs + random() * Math.min(1_000, options.baseMs));
}
