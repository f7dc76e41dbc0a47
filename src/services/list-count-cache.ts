/**
 * The public list's counts kept between reads. A total is exact, so counting visits every
 * matching index entry: at 10,000 posts that was most of a list page's database time (about 1 ms
 * on SQLite, 2-8 ms on MariaDB), growing with the table, while the rows of a page are read from
 * indexes at nearly the same cost at any size. What a filter counts changes only with a content
 * write or when a scheduled post falls due, so a count is kept:
 * - until any post or category write in this process commits (createServices forgets them all);
 * - until changes other processes made are read from the content-change log (the response
 *   cache's sync), and in any case no longer than `maxAgeMs` (CACHE_SYNC_MS, the same bound);
 * - only while the clock stays before the next scheduled post's publish time, read once for all
 *   kept counts (the "horizon": between its reading and that time the visible posts are the same).
 * Bounded by `maxEntries` (least recently used go first), as searches make keys without end.
 * A `maxAgeMs` of 0 keeps nothing.
 */
import type { CountRow, ListCounter } from './post-list.js';
import type { ListShape } from './post.query.js';

interface Horizon {
  /** The clock time it was read at; kept counts hold from here... */
  from: number;
  readAt: number;
  /** ...until this publish time (null: nothing is scheduled). */
  until: Promise<number | null>;
}

interface Kept {
  horizon: Horizon;
  keptAt: number;
  counts: Promise<CountRow[]>;
}

export class ListCountCache implements ListCounter {
  private kept = new Map<string, Kept>();
  private horizon?: Horizon;

  constructor(
    private readonly maxAgeMs: number,
    /** When the next scheduled post falls due after a time (PostService.nextScheduledPublish). */
    private readonly nextDue: (after: Date) => Promise<Date | null>,
    private readonly maxEntries = 500,
    private readonly monotonic: () => number = Date.now,
  ) {}

  /** The kept counts of this list while they hold, else `count()` (shared by concurrent callers). */
  async counts(shape: ListShape, count: () => Promise<CountRow[]>): Promise<CountRow[]> {
    if (this.maxAgeMs <= 0) return count();
    const at = shape.filter.now.getTime();
    const horizon = await this.horizonAt(at);
    if (!horizon) return count();
    const key = keyOf(shape);
    const kept = this.kept.get(key);
    if (kept && kept.horizon === horizon && this.monotonic() - kept.keptAt < this.maxAgeMs) {
      // Most recently used last: the map's order is the eviction order.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept.counts;
    }
    // Kept from the moment the count starts: a forget() meanwhile drops it, so a count that began
    // before a write committed is never kept after it.
    const counts = count();
    this.kept.delete(key);
    this.kept.set(key, { horizon, keptAt: this.monotonic(), counts });
    counts.catch(() => {
      if (this.kept.get(key)?.counts === counts) this.kept.delete(key);
    });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= this.maxEntries) break;
      this.kept.delete(oldest);
    }
    return counts;
  }

  /** The visible posts at `now` from the unfiltered list's kept counts (the resource library's first page keeps them); undefined when not kept. */
  async visible(now: Date): Promise<number | undefined> {
    const horizon = this.horizon;
    const kept = this.kept.get(keyOf({ filter: { now }, order: 'newest', pinned: true }));
    if (!horizon || !kept || kept.horizon !== horizon || this.monotonic() - kept.keptAt >= this.maxAgeMs) return undefined;
    const until = await horizon.until;
    const at = now.getTime();
    if (at < horizon.from || (until !== null && at >= until) || horizon !== this.horizon) return undefined;
    const counts = await kept.counts.catch(() => undefined);
    return counts?.filter((row) => row.part === 'all').reduce((sum, row) => sum + Number(row.n), 0);
  }

  /** Posts or categories changed: every count is read again. */
  forget(): void {
    this.kept.clear();
    this.horizon = undefined;
  }

  /** Kept counts, for tests. */
  get size(): number {
    return this.kept.size;
  }

  /**
   * The horizon holding at clock time `at` (from <= at < until), read again when it does not
   * hold or is older than `maxAgeMs` (another process may have scheduled a post meanwhile); null
   * when a forget() came while it was read.
   */
  private async horizonAt(at: number): Promise<Horizon | null> {
    let horizon = this.horizon;
    if (horizon && this.monotonic() - horizon.readAt < this.maxAgeMs && at >= horizon.from) {
      const until = await horizon.until;
      if (until === null || at < until) return horizon === this.horizon ? horizon : null;
    }
    horizon = { from: at, readAt: this.monotonic(), until: this.nextDue(new Date(at)).then((date) => date?.getTime() ?? null) };
    this.horizon = horizon;
    horizon.until.catch(() => {
      if (this.horizon === horizon) this.horizon = undefined;
    });
    await horizon.until;
    return horizon === this.horizon ? horizon : null;
  }
}

/** What a count depends on: the filter without its time, the pinning and the grouping (not the order). */
function keyOf(shape: ListShape): string {
  const { now: _now, ...filter } = shape.filter;
  return JSON.stringify([filter, shape.pinned, !!shape.firstCategoryOrder]);
}
