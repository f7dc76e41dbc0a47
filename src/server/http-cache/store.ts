/**
 * The stored responses: an LRU bounded by bytes, an index from cache tag to keys for purging,
 * and a purge log so a response rendered before a purge it did not see is never stored after it.
 */
import { LRUCache } from 'lru-cache';
import type { CacheEntry } from './entry.js';

/** Beyond this many remembered tag purges the log is folded into one "everything purged". */
const MAX_REMEMBERED_PURGES = 10_000;

export class ResponseStore {
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly byTag = new Map<string, Set<string>>();
  /** Purge sequence: renders note it when they start; a purge since then blocks their store. */
  private sequence = 0;
  private readonly purgedAt = new Map<string, number>();
  private clearedAt = 0;

  constructor(maxBytes: number, private readonly now: () => number) {
    this.entries = new LRUCache<string, CacheEntry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.size + key.length,
      dispose: (entry, key) => this.unindex(key, entry),
    });
  }

  /** A live entry, or undefined (an expired one is dropped). */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** An entry whatever its age (stale-if-error: the app cannot render a newer one). */
  peek(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  /** Where the purge log stands: taken when a render starts, handed to `set`. */
  position(): number {
    return this.sequence;
  }

  /** Stores unless it expired or one of its tags (or everything) was purged after `renderedFrom`. */
  set(key: string, entry: CacheEntry, renderedFrom: number): boolean {
    if (this.clearedAt > renderedFrom || this.now() >= entry.expiresAt) return false;
    if (entry.tags.some((tag) => (this.purgedAt.get(tag) ?? -1) > renderedFrom)) return false;
    this.entries.set(key, entry);
    if (!this.entries.has(key)) return false; // larger than the whole bound
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /** Drops every entry naming one of the tags; answers how many. */
  purge(tags: Iterable<string>): number {
    const sequence = ++this.sequence;
    let dropped = 0;
    for (const tag of tags) {
      this.purgedAt.set(tag, sequence);
      for (const key of [...(this.byTag.get(tag) ?? [])]) if (this.entries.delete(key)) dropped++;
    }
    if (this.purgedAt.size > MAX_REMEMBERED_PURGES) {
      this.purgedAt.clear();
      this.clearedAt = sequence;
    }
    return dropped;
  }

  clear(): void {
    this.clearedAt = ++this.sequence;
    this.entries.clear();
  }

  get count(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  private unindex(key: string, entry: CacheEntry): void {
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (!keys.size) this.byTag.delete(tag);
    }
  }
}
