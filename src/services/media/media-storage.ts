/**
 * Where the media library's files live: one interface, a local folder (the default) or an
 * S3-compatible bucket (media-storage-s3.ts), so several servers can share one library. Keys are
 * content-addressed (`<hash>/<name>.<ext>`): a key's bytes never change once written.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
}

export interface StoredPrefix {
  prefix: string;
  modified: Date;
}

export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's size, or null when there is none. */
  stat(key: string): Promise<StoredFile | null>;
  /** The bytes from `start` to `end` (inclusive) or all of them; null when there is no such file. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Deletes every file under these keys; a missing one is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every folder (first key part, the hash) that holds files, with its newest write, for the orphan sweep. */
  listPrefixes(): Promise<StoredPrefix[]>;
  /** Deletes every file under a prefix (a hash folder). */
  deletePrefix(prefix: string): Promise<void>;
}

/** A key the library writes: a hex hash folder and a plain file name; anything else is not a media file. */
export const MEDIA_KEY = /^[0-9a-f]{32}\/[a-z0-9-]{1,40}\.(?:avif|webp|jpg|png|gif)$/;

export class LocalMediaStorage implements MediaStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private path(key: string): string {
    if (!MEDIA_KEY.test(key) && !/^[0-9a-f]{32}$/.test(key)) throw new Error(`Not a media key: ${key}`);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Not a media key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!(await this.stat(key))) return null;
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
    const folders = new Set(keys.map((key) => dirname(this.path(key))));
    // An emptied hash folder goes too (rmdir of a non-empty one fails, which is fine).
    await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
  }

  async listPrefixes(): Promise<StoredPrefix[]> {
    let entries;
    try {
      entries = await readdir(this.root, { withFileTypes: true });
    } catch {
      return [];
    }
    const folders = entries.filter((entry) => entry.isDirectory() && /^[0-9a-f]{32}$/.test(entry.name));
    return Promise.all(folders.map(async (entry) => ({ prefix: entry.name, modified: (await stat(resolve(this.root, entry.name))).mtime })));
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.path(prefix), { recursive: true, force: true });
  }
}
