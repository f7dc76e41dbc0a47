/**
 * The GraphQL cost budget per client over a time window (issue 23, "a cost budget per client over
 * time, not only per request"): every operation that runs is charged its computed cost
 * (src/graphql/limits.ts) against its client's budget for the current window; one whose cost is
 * more than what is left is refused (RateLimitedError, not charged), so a client may still run a
 * cheaper query until the window ends. A GraphQL GET answered from the response cache is charged
 * what it cost when it was rendered: the cache never changes an answer (docs/api.md, "Cost budget").
 *
 * Clients are named by the caller: an API key with its client address (a publishable key in many
 * browsers is not one shared budget), else the address. Counted in this process's memory, like the
 * per-address allowance (api-address-limit.ts): charging is synchronous, so two operations of one
 * client cannot both spend the same points, and a cache hit costs no database write. With N
 * processes behind a balancer a client gets up to N times the budget (docs/configuration.md).
 */
import { RateLimitedError, waitText, type Allowance } from './errors.js';
import type { Viewer } from './identity.service.js';

export interface CostBudgetSettings {
  /** Cost points per client per window; 0 switches the budget (and its headers) off. */
  points: number;
  windowMs: number;
}

interface Window {
  startedAt: number;
  spent: number;
}

/** Past this many clients, windows that have ended are dropped before a new one is kept. */
const SWEEP_AT = 10_000;

export class GraphQLCostBudget {
  private readonly windows = new Map<string, Window>();
  private readonly windowSeconds: number;

  constructor(private readonly settings: CostBudgetSettings = { points: 0, windowMs: 60_000 }, private readonly clock: () => Date = () => new Date()) {
    this.windowSeconds = Math.max(1, Math.ceil(settings.windowMs / 1000));
  }

  get enabled(): boolean {
    return this.settings.points > 0;
  }

  /**
   * Charges `cost` to the client's budget: where it then stands (null with the budget off), or
   * RateLimitedError (with where it stands, nothing charged) when the cost is more than is left.
   */
  charge(client: string, cost: number): Allowance | null {
    if (!this.enabled) return null;
    const now = this.clock().getTime();
    const window = this.windowOf(client, now);
    const left = this.settings.points - window.spent;
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + this.settings.windowMs - now) / 1000));
    if (cost > left) {
      throw new RateLimitedError(
        `This query costs ${cost} and ${left} of your GraphQL cost budget is left (${this.settings.points} per ${waitText(this.windowSeconds)}). `
          + `Try again in ${waitText(resetSeconds)}, or ask for smaller pages or fewer fields.`,
        resetSeconds,
        this.allowance(left, resetSeconds),
      );
    }
    window.spent += cost;
    return this.allowance(left - cost, resetSeconds);
  }

  private allowance(remaining: number, resetSeconds: number): Allowance {
    return { limit: this.settings.points, windowSeconds: this.windowSeconds, remaining, resetSeconds };
  }

  private windowOf(client: string, now: number): Window {
    const current = this.windows.get(client);
    if (current && now < current.startedAt + this.settings.windowMs) return current;
    if (!current && this.windows.size >= SWEEP_AT) {
      for (const [name, window] of this.windows) if (now >= window.startedAt + this.settings.windowMs) this.windows.delete(name);
    }
    const fresh = { startedAt: now, spent: 0 };
    this.windows.set(client, fresh);
    return fresh;
  }
}

/** Whose budget a request spends: its API key with its client address, else its address (sessions included). */
export function budgetClient(viewer: Viewer, clientIp = ''): string {
  return viewer.kind === 'api-key' ? `key:${viewer.key.id}|${clientIp}` : `address:${clientIp}`;
}
