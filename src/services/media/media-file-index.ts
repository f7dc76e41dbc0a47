/**
 * What /media serves, kept in memory (issue 21): for each content-addressed key asked for, its size
 * and, for a small file (the variants pages use), its bytes, so a served file costs no storage
 * round trip (a local stat and read, or an S3 HEAD and GET). A key's bytes never change; what can
 * change is whether it exists (an item deleted), so an entry lives at most `ttlMs` (CACHE_SYNC_MS,
 * the bound within which another process's writes show everywhere) and a deletion in this
 * process drops its keys at once. Unknown keys are never remembered (a file uploaded a moment
 * later must be found). Concurrent first requests for a key share one read.
 */
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { MediaStorage } from './media-storage.js';

export interface IndexedFile {
  size: number;
  /** The whole file when it is at most `maxFileBytes`, else null (streamed from storage). */
  bytes: Buffer | null;
}

export interface MediaFileIndexOptions {
  /** How long an entry is trusted (CACHE_SYNC_MS); 0 keeps nothing. */
  ttlMs: number;
  /** Memory for the files' bytes in all (default 32 MB). */
  maxBytes?: number;
  /** Files up to this size are kept whole (default 512 KB: every variant up to 1280 px of a typical photo). */
  maxFileBytes?: number;
}

/** Memory counted per entry besides its bytes. */
const ENTRY_OVERHEAD = 200;

export class MediaFileIndex {
  private readonly files: LRUCache<string, IndexedFile> | null;
  private readonly maxFileBytes: number;

  constructor(private readonly storage: MediaStorage, options: MediaFileIndexOptions) {
    this.maxFileBytes = options.maxFileBytes ?? 512 * 1024;
    this.files = options.ttlMs > 0
      ? new LRUCache<string, IndexedFile>({
          max: 20_000,
          maxSize: options.maxBytes ?? 32 * 1024 * 1024,
          sizeCalculation: (file) => (file.bytes?.length ?? 0) + ENTRY_OVERHEAD,
          ttl: options.ttlMs,
          fetchMethod: (key) => this.load(key),
        })
      : null;
  }

  /** The file under a key, or undefined when storage has none. */
  async lookup(key: string): Promise<IndexedFile | undefined> {
    return this.files ? this.files.fetch(key) : this.load(key);
  }

  /** Keys whose files were just deleted: answered 404 from now on. */
  forget(keys: readonly string[]): void {
    for (const key of keys) this.files?.delete(key);
  }

  /** Every key under a hash folder (the orphan sweep deletes whole folders). */
  forgetPrefix(prefix: string): void {
    if (!this.files) return;
    for (const key of [...this.files.keys()]) if (key.startsWith(`${prefix}/`)) this.files.delete(key);
  }

  private async load(key: string): Promise<IndexedFile | undefined> {
    const file = await this.storage.stat(key);
    if (!file) return undefined;
    if (file.size > this.maxFileBytes) return { size: file.size, bytes: null };
    const stream = await this.storage.read(key);
    if (!stream) return undefined;
    const bytes = await buffer(stream);
    return { size: bytes.length, bytes };
  }
}
