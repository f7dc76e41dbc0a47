/**
 * What the public list reads, kept between reads: each filter's counts and, for lists whose pages
 * cost more than their own rows, the list's order (its post ids, first to last). A total is
 * exact, so counting visits every matching index entry: at 10,000 posts that was most of a list
 * page's database time, growing with the table; so does the walk to a deep page (`OFFSET`) and
 * InnoDB's `FULLTEXT` search, which reads every match before the first page. What a list holds
 * changes only with a content write or when a scheduled post falls due, so:
 * - anything kept goes when any post or category write in this process commits (createServices);
 * - and when changes other processes made are read from the content-change log (the response
 *   cache's sync), and in any case after `maxAgeMs` (CACHE_SYNC_MS, the same bound);
 * - and is used only while the clock stays before the next scheduled post's publish time, read
 *   once for everything kept (the "horizon": between its reading and that time the visible posts
 *   are the same).
 * Bounded by `maxCounts` counts and `maxIds` post ids in kept orders (least recently used go
 * first), as searches make keys without end. A `maxAgeMs` of 0 keeps nothing. The rows of a page
 * are always read fresh.
 */
import type { CountRow, ListCache } from './list.js';
import type { ListShape } from './statements.js';

interface Horizon {
  /** The clock time it was read at; what is kept holds from here... */
  from: number;
  /** ...until this publish time (null: nothing is scheduled). */
  until: Promise<number | null>;
  readAt: number;
}

interface Entry<T> {
  horizon: Horizon;
  keptAt: number;
  value: Promise<T>;
  weight: number;
}

/** Kept values by key, least recently used first, bounded by the sum of their weights. */
class Kept<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private weight = 0;

  constructor(private readonly maxWeight: number) {}

  get(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  peek(key: string): Entry<T> | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: Entry<T>): void {
    this.delete(key);
    if (entry.weight > this.maxWeight) return;
    this.entries.set(key, entry);
    this.weight += entry.weight;
    for (const [oldest, { weight }] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Lists remembered as wanted once. */
const MAX_WANTED = 1_000;

export interface PublicListCacheLimits {
  /** Counts kept (one per filter). */
  maxCounts?: number;
  /** Post ids kept in list orders, all together (4 bytes each). */
  maxIds?: number;
}

export class PublicListCache implements ListCache {
  private readonly countsKept: Kept<CountRow[]>;
  private readonly ordersKept: Kept<Int32Array>;
  /** Lists whose order was wanted since everything was last dropped. */
  private readonly wanted = new Set<string>();
  private horizon?: Horizon;

  constructor(
    private readonly maxAgeMs: number,
    /** When the next scheduled post falls due after a time (PostService.nextScheduledPublish). */
    private readonly nextDue: (after: Date) => Promise<Date | null>,
    limits: PublicListCacheLimits = {},
    private readonly monotonic: () => number = Date.now,
  ) {
    this.countsKept = new Kept(limits.maxCounts ?? 500);
    this.ordersKept = new Kept(limits.maxIds ?? 1_000_000);
  }

  /** Orders are read whole only to be kept. */
  get keepsOrders(): boolean {
    return this.maxAgeMs > 0;
  }

  /** The kept counts of this list while they hold, else `count()` (shared by concurrent callers). */
  counts(shape: ListShape, count: () => Promise<CountRow[]>): Promise<CountRow[]> {
    return this.keep(this.countsKept, countKey(shape), shape.filter.now, count, () => 1);
  }

  /**
   * The list's order (post ids, first to last) while kept, else `read()`, then kept; but nothing
   * (undefined) the first time a list's order is wanted since everything was last dropped: a list
   * asked for once is not worth reading whole (a deep page read once by OFFSET costs less).
   */
  order(shape: ListShape, read: () => Promise<Int32Array>): Promise<Int32Array> | undefined {
    if (this.maxAgeMs <= 0) return undefined;
    const key = orderKey(shape);
    if (!this.wanted.delete(key)) {
      this.wanted.add(key);
      for (const oldest of this.wanted) {
        if (this.wanted.size <= MAX_WANTED) break;
        this.wanted.delete(oldest);
      }
      return undefined;
    }
    this.wanted.add(key);
    return this.keep(this.ordersKept, key, shape.filter.now, read, (ids) => Math.max(ids.length, 1));
  }

  /** The list's kept order, if it is kept and holds; nothing is read. */
  async keptOrder(shape: ListShape): Promise<Int32Array | undefined> {
    const key = orderKey(shape);
    const entry = this.ordersKept.peek(key);
    if (!entry || !(await this.holds(entry, shape.filter.now))) return undefined;
    // Most recently used now.
    this.ordersKept.get(key);
    return entry.value.catch(() => undefined);
  }

  /** The visible posts at `now` from the unfiltered list's kept counts (the resource library's first page keeps them); undefined when not kept. */
  async visible(now: Date): Promise<number | undefined> {
    const entry = this.countsKept.peek(countKey({ filter: { now }, order: 'newest', pinned: true }));
    if (!entry || !(await this.holds(entry, now))) return undefined;
    const counts = await entry.value.catch(() => undefined);
    return counts?.filter((row) => row.part === 'all').reduce((sum, row) => sum + Number(row.n), 0);
  }

  /** Posts or categories changed: everything is read again. */
  forget(): void {
    this.countsKept.clear();
    this.ordersKept.clear();
    this.wanted.clear();
    this.horizon = undefined;
  }

  /** How many counts and orders are kept, for tests. */
  get size(): { counts: number; orders: number } {
    return { counts: this.countsKept.size, orders: this.ordersKept.size };
  }

  private async keep<T>(kept: Kept<T>, key: string, now: Date, read: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
    if (this.maxAgeMs <= 0) return read();
    const horizon = await this.horizonAt(now.getTime());
    if (!horizon) return read();
    const entry = kept.get(key);
    if (entry && entry.horizon === horizon && this.monotonic() - entry.keptAt < this.maxAgeMs) return entry.value;
    // Kept from the moment the read starts (weighed once it is done): a forget() meanwhile drops
    // it, so a read that began before a write committed is never kept after it.
    const value = read();
    const fresh: Entry<T> = { horizon, keptAt: this.monotonic(), value, weight: 1 };
    kept.set(key, fresh);
    value.then(
      (result) => {
        if (kept.peek(key) === fresh) kept.set(key, { ...fresh, weight: weigh(result) });
      },
      () => {
        if (kept.peek(key) === fresh) kept.delete(key);
      },
    );
    return value;
  }

  /** Whether a kept entry may answer at clock time `now`. */
  private async holds(entry: Entry<unknown>, now: Date): Promise<boolean> {
    const horizon = this.horizon;
    if (!horizon || entry.horizon !== horizon || this.monotonic() - entry.keptAt >= this.maxAgeMs) return false;
    const until = await horizon.until.catch(() => 0);
    const at = now.getTime();
    return horizon === this.horizon && at >= horizon.from && (until === null || at < until);
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
function countKey(shape: ListShape): string {
  const { now: _now, ...filter } = shape.filter;
  return JSON.stringify([filter, shape.pinned, !!shape.firstCategoryOrder]);
}

/** What an order depends on: the same and the order. */
function orderKey(shape: ListShape): string {
  const { now: _now, ...filter } = shape.filter;
  return JSON.stringify([filter, shape.pinned, shape.firstCategoryOrder ?? null, shape.order]);
}
