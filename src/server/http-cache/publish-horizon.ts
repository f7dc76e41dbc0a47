/**
 * How long a rendered response may live without any write: until the next scheduled post falls
 * due (it then appears in lists and gets its page) and at most until the year ends (the footer
 * shows the year). Unknown while it is being read after a change: nothing is stored meanwhile.
 */
import type { Logger } from '../../config/logger.js';

export type NextScheduledPublish = (after: Date) => Promise<Date | null>;

/** Midnight starting next year, local time (the footer's year is the server's local year). */
export function startOfNextYear(now: number): number {
  return new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();
}

const RETRY_MS = 1000;

export class PublishHorizon {
  private value: number | null = null;
  private loading = false;
  private stale = true;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly nextScheduled: NextScheduledPublish,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  /** Epoch ms until which a response rendered now may be served, or null (do not store). */
  current(): number | null {
    if (this.value !== null && this.now() >= this.value) this.invalidate();
    return this.value;
  }

  /** A post changed: its schedule may have; read it again. */
  invalidate(): void {
    this.value = null;
    this.stale = true;
    void this.load();
  }

  stop(): void {
    clearTimeout(this.retry);
  }

  private async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    try {
      // A change arriving during the read makes the answer doubtful: read again.
      while (this.stale) {
        this.stale = false;
        const now = this.now();
        const next = await this.nextScheduled(new Date(now));
        if (!this.stale) this.value = Math.min(next ? next.getTime() : Infinity, startOfNextYear(now));
      }
    } catch (error) {
      this.logger.warn({ event: 'cache.horizon_failed', err: error }, 'could not read the next scheduled publish time; not storing responses');
      this.stale = true;
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.load(), RETRY_MS);
      this.retry.unref();
    } finally {
      this.loading = false;
    }
  }
}
