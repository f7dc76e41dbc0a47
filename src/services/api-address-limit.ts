/**
 * The Content API's allowance for requests without a key, per client address (issue 23): so
 * keyless reads are no longer unlimited, and every API answer can say where its client stands.
 *
 * Counted in this process's memory (rate-limiter-flexible's RateLimiterMemory), not in the shared
 * `rate_limits` table: these requests are mostly answered from the response cache in microseconds,
 * and a database write per hit would cost more than the answer. With N processes behind a
 * balancer an address gets up to N times the allowance (docs/configuration.md).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { RateLimitedError, waitText, type Allowance } from './errors.js';

export interface ApiAddressLimitSettings {
  /** Requests per address per window; 0 switches the limit off. */
  limit: number;
  windowMs: number;
}

export class ApiAddressLimit {
  private readonly counter?: RateLimiterMemory;
  private readonly windowSeconds: number;

  constructor(private readonly settings: ApiAddressLimitSettings = { limit: 0, windowMs: 60_000 }) {
    this.windowSeconds = Math.max(1, Math.ceil(settings.windowMs / 1000));
    if (settings.limit > 0) this.counter = new RateLimiterMemory({ keyPrefix: 'api-address', points: settings.limit, duration: this.windowSeconds });
  }

  get enabled(): boolean {
    return this.counter !== undefined;
  }

  /** Counts one request from the address; where it stands (null without a limit), or RateLimitedError once used up. */
  async count(address: string): Promise<Allowance | null> {
    if (!this.counter) return null;
    try {
      const counted = await this.counter.consume(address);
      return { limit: this.settings.limit, windowSeconds: this.windowSeconds, remaining: counted.remainingPoints, resetSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) };
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      const seconds = Math.max(1, Math.ceil((refusal as { msBeforeNext: number }).msBeforeNext / 1000));
      throw new RateLimitedError(
        `Too many API requests from this address (at most ${this.settings.limit} per ${waitText(this.windowSeconds)} without an API key). Try again in ${waitText(seconds)}, or send an API key.`,
        seconds,
        { limit: this.settings.limit, windowSeconds: this.windowSeconds, remaining: 0, resetSeconds: seconds },
      );
    }
  }
}
