/**
 * At most `concurrency` pieces of work at once, up to `queue` more waiting their turn (first come,
 * first served), and past that the caller is told the server is busy (`busy()`'s error) instead
 * of piling up. Used for password hashes (services/hash-slots.ts) and page renders (server/pages.ts).
 */
export interface WorkSlotOptions {
  concurrency: number;
  queue: number;
  /** The error for work that finds every slot taken and the queue full. */
  busy: () => Error;
}

/** Every render slot taken and the queue full: HTTP 503 with Retry-After (middleware/error-handler.ts). */
export class ServerBusyError extends Error {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
    this.name = 'ServerBusyError';
  }
}

export class WorkSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** How many of `waiting` (at its front) are priority work. */
  private priorityWaiting = 0;

  constructor(private readonly options: WorkSlotOptions) {}

  /** Work running now (for tests and figures). */
  get active(): number {
    return this.running;
  }

  /** Work waiting for a slot (for figures). */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * `priority` work (a known device's sign-in) waits ahead of the rest and is never told the
   * server is busy: a flood of other work cannot keep it out.
   */
  async run<T>(work: () => Promise<T>, options: { priority?: boolean } = {}): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (options.priority) {
        await new Promise<void>((resolve) => this.waiting.splice(this.priorityWaiting++, 0, () => {
          this.priorityWaiting--;
          resolve();
        }));
      } else {
        if (this.waiting.length - this.priorityWaiting >= this.options.queue) throw this.options.busy();
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      }
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
