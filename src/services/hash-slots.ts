/**
 * A small queue in front of password hashing. argon2 runs on libuv's thread pool (4 threads by
 * default), the same pool the database drivers use, so a flood of logins would leave page
 * renders waiting for a thread. At most `concurrency` hashes run at once; up to `queue` more wait
 * their turn, and past that a login is told to retry in a moment instead of piling up.
 */
import { RateLimitedError } from './errors.js';

export interface HashSlotOptions {
  concurrency: number;
  queue: number;
}

export const BUSY_MESSAGE = 'The server is busy checking other logins. Please try again in a few seconds.';

export class HashSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: HashSlotOptions) {}

  /** Hashes running now (for tests and figures). */
  get active(): number {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) throw new RateLimitedError(BUSY_MESSAGE, 2);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
