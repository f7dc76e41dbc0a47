/**
 * Keeps this process's cache in step with writes made by other processes on the same database:
 * every `intervalMs` it reads the content-change log past what it has seen and hands the new
 * changes on. Ids are given out when a write inserts its change but become visible when it
 * commits, so a later id can appear before an earlier one: ids skipped over are looked for again
 * until they show up (or for GAP_TIMEOUT_MS: a rolled-back write leaves a hole for good).
 * Changes this process made itself arrive through `markSeen` and are not applied twice.
 * Now and then it deletes log rows old enough that no process can still need them.
 */
import type { Logger } from '../../config/logger.js';
import type { RecordedChange } from '../../services/index.js';

export interface ChangeLogReader {
  since(afterId: number, limit?: number): Promise<RecordedChange[]>;
  latestId(): Promise<number>;
  prune(before: Date): Promise<number>;
  /** How long the log keeps changes (the changes feed reads them that far back). */
  readonly keepMs?: number;
}

export const GAP_TIMEOUT_MS = 60_000;
export const BATCH = 1000;
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_MS = 30 * 24 * 60 * 60_000;

export class ChangeSync {
  /** Every id up to here has been applied (or given up on). */
  private floor = 0;
  private readonly seen = new Set<number>();
  private readonly gapSince = new Map<number, number>();
  private timer?: NodeJS.Timeout;
  private lastOk = 0;
  private nextPrune = Date.now() + Math.random() * PRUNE_EVERY_MS;
  private failing = false;
  private polling = false;

  constructor(
    private readonly log: ChangeLogReader,
    private readonly intervalMs: number,
    /** Applies changes; `everything` when too many arrived to go through one by one. */
    private readonly apply: (changes: RecordedChange[], everything: boolean) => void,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.floor = await this.log.latestId();
    this.lastOk = Date.now();
    this.timer = setInterval(() => void this.poll(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** False when the log has not been read for a while: what other processes wrote may be missing. */
  healthy(): boolean {
    return Date.now() - this.lastOk <= 2 * this.intervalMs + 1000;
  }

  /** Changes this process committed: already applied. */
  markSeen(changes: RecordedChange[]): void {
    for (const change of changes) if (change.id > this.floor) this.seen.add(change.id);
  }

  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const changes = await this.log.since(this.floor, BATCH);
      const fresh = changes.filter((change) => !this.seen.has(change.id));
      for (const change of changes) this.seen.add(change.id);
      if (changes.length === BATCH) {
        // Too much at once: start over from the newest and drop everything.
        this.apply(fresh, true);
        this.resetTo(changes[changes.length - 1]!.id);
      } else {
        if (fresh.length) this.apply(fresh, false);
        this.advance();
      }
      this.lastOk = Date.now();
      if (this.failing) this.logger.info({ event: 'cache.sync_recovered' }, 'content-change log readable again');
      this.failing = false;
      await this.maybePrune();
    } catch (error) {
      if (!this.failing) this.logger.warn({ event: 'cache.sync_failed', err: error }, 'cannot read the content-change log; the response cache stands aside until it can');
      this.failing = true;
    } finally {
      this.polling = false;
    }
  }

  private advance(): void {
    const now = Date.now();
    const highest = Math.max(this.floor, ...this.seen);
    for (let id = this.floor + 1; id <= highest; id++) {
      if (this.seen.has(id)) continue;
      const since = this.gapSince.get(id) ?? now;
      this.gapSince.set(id, since);
      if (now - since < GAP_TIMEOUT_MS) break;
      this.seen.add(id); // given up: a write that never committed
    }
    while (this.seen.has(this.floor + 1)) {
      this.floor++;
      this.seen.delete(this.floor);
      this.gapSince.delete(this.floor);
    }
  }

  private resetTo(id: number): void {
    this.floor = id;
    this.seen.clear();
    this.gapSince.clear();
  }

  private async maybePrune(): Promise<void> {
    if (Date.now() < this.nextPrune) return;
    this.nextPrune = Date.now() + PRUNE_EVERY_MS;
    const removed = await this.log.prune(new Date(Date.now() - (this.log.keepMs ?? KEEP_MS)));
    if (removed) this.logger.info({ event: 'cache.changes_pruned', removed }, 'old content changes deleted');
  }
}
