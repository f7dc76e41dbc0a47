/**
 * The public forms' rate limit: every submission counts once against its client's allowance,
 * however it arrives — REST, a GraphQL mutation (each alias is a submission), or an HTML form
 * posted without JavaScript. The counts live in the database (the rate_limits table), so every
 * server process sees the same ones. `limit` 0 switches it off.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitStore } from '../db/rate-limiter.js';
import { RateLimitedError } from './errors.js';

export interface FormLimitSettings {
  /** Submissions per client per window; 0 switches the limit off. */
  limit: number;
  windowMs: number;
}

export class FormLimit {
  private readonly counter?: RateLimiterAbstract;
  private readonly message: string;

  constructor(store: RateLimitStore | undefined, private readonly settings: FormLimitSettings) {
    const minutes = Math.max(1, Math.ceil(settings.windowMs / 60_000));
    this.message = `Too many submissions from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
    if (store && settings.limit > 0) {
      this.counter = store.counter({ keyPrefix: 'form-submissions', points: settings.limit, duration: Math.ceil(settings.windowMs / 1000) });
    }
  }

  /** Counts one submission from `client`; throws RateLimitedError once the allowance is used up. */
  async count(client: string | undefined): Promise<void> {
    if (!this.counter) return;
    try {
      // A submission without a known address (a test harness, a socket already gone) shares one allowance.
      await this.counter.consume(client || 'unknown');
    } catch (refusal) {
      // The store failed: that is an error of ours, not the client's.
      if (refusal instanceof Error) throw refusal;
      // rate-limiter-flexible refuses with the counter's state when the points are used up.
      const msBeforeNext = (refusal as { msBeforeNext: number }).msBeforeNext;
      throw new RateLimitedError(this.message, Math.max(1, Math.ceil(msBeforeNext / 1000)));
    }
  }
}
