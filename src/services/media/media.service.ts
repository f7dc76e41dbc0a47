/**
 * The media library (issue 21): upload (processed with bounded concurrency, files stored before
 * the row is committed, nothing left behind by a failure), list and search, edit alt text and
 * caption, delete (refused while a post uses the item), the orphan sweep, and the items posts
 * show. The HTTP layer hands in the uploaded bytes; this service never sees a request.
 */
import { Op, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogPost, Media } from '../../../models/index.js';
import { POSTS_TAG, postTag } from '../../shared/cache-tags.js';
import { mediaDetailsSchema } from '../../shared/schemas/media.schema.js';
import { ServerBusyError, WorkSlots } from '../../shared/work-slots.js';
import type { ContentChangeLog } from '../content-changes.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { searchCondition, searchText } from '../text-search.js';
import { parseId, validate } from '../validate.js';
import { withWriteTransaction } from '../write-transaction.js';
import type { AuditRecorder } from '../audit-log.service.js';
import { MIME_TYPES } from './image-kind.js';
import { processImage, type ProcessedImage } from './image-processing.js';
import { MediaFileIndex } from './media-file-index.js';
import type { MediaStorage } from './media-storage.js';
import { filesOf, toMediaShape, type MediaPage, type MediaShape } from './media.shapes.js';

export const MEDIA_PAGE_SIZE = 24;
/** Files without a row for this long are orphans (an upload still in progress has files but no row yet). */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export interface MediaLibraryOptions {
  storage: MediaStorage;
  /** Largest upload in bytes (the HTTP layer stops reading past it). */
  maxBytes: number;
  maxPixels: number;
  concurrency: number;
  queue: number;
  /** Where the files are served from: MEDIA_PUBLIC_URL (a CDN) or the site's /media. */
  publicUrl?: string;
  /** The site's public URL, for absolute URLs (Content API clients, webhooks). */
  siteUrl: string;
  changes: ContentChangeLog;
  clock?: () => Date;
  /** How long /media may trust what it knows of a file (CACHE_SYNC_MS); 0 asks storage every time. */
  filesMaxAgeMs?: number;
  /** Uploads, edits and deletions are in the audit log, in their own transaction. */
  audit?: AuditRecorder;
}

export interface UploadInput {
  bytes: Buffer;
  fileName: string;
  details: unknown;
}

export class MediaLibrary {
  private readonly slots: WorkSlots;
  readonly storage: MediaStorage;
  /** The served files' sizes and small files' bytes, in memory (media-file-index.ts). */
  readonly files: MediaFileIndex;
  /** Hash folders being written by this process: the sweep leaves them alone. */
  private readonly writing = new Set<string>();

  constructor(private readonly sequelize: Sequelize, private readonly options: MediaLibraryOptions) {
    this.storage = options.storage;
    this.files = new MediaFileIndex(options.storage, { ttlMs: options.filesMaxAgeMs ?? 0 });
    this.slots = new WorkSlots({
      concurrency: options.concurrency,
      queue: options.queue,
      busy: () => new ServerBusyError('Too many images are being processed right now. Please try again in a moment.', 5),
    });
  }

  /** Relative (/media) unless MEDIA_PUBLIC_URL is set; `absolute` puts the site's origin in front. */
  base(absolute = false): string {
    if (this.options.publicUrl) return this.options.publicUrl;
    return absolute ? `${this.options.siteUrl}/media` : '/media';
  }

  shape(row: Media, absolute = false): MediaShape {
    return toMediaShape(row, this.base(absolute));
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  /** Images processed now and waiting (figures, tests). */
  get processing(): { active: number; queued: number } {
    return { active: this.slots.active, queued: this.slots.queued };
  }

  async upload({ bytes, fileName, details }: UploadInput): Promise<MediaShape> {
    const values = await validate(mediaDetailsSchema, details ?? {});
    const image = await this.slots.run(() => processImage(bytes, this.options.maxPixels));
    this.writing.add(image.hash);
    try {
      const keys = await this.store(image);
      try {
        const row = await withWriteTransaction(this.sequelize, async (transaction) => this.audited(await Media.create({
          hash: image.hash,
          fileName: cleanFileName(fileName),
          alt: values.alt ?? '',
          caption: values.caption ?? '',
          decorative: values.decorative ?? false,
          mimeType: MIME_TYPES[image.original.format],
          width: image.width,
          height: image.height,
          size: bytes.length,
          placeholder: image.placeholder,
          files: JSON.stringify([image.original, ...image.variants].map(({ key, width, height, format, bytes: data }) => ({ key, width, height, format, bytes: data.length }))),
        }, { transaction }), 'media.uploaded', (item) => `Image “${item.fileName}” (${item.width}×${item.height}) uploaded`, transaction));
        return this.shape(row);
      } catch (error) {
        await this.dropFilesUnlessShared(image.hash, keys);
        throw error;
      }
    } finally {
      this.writing.delete(image.hash);
    }
  }

  /** Writes every file; on a failure the ones written are deleted again (unless another item has them). */
  private async store(image: ProcessedImage): Promise<string[]> {
    const files = [image.original, ...image.variants];
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.storage.put(file.key, file.bytes, MIME_TYPES[file.format]);
        written.push(file.key);
      }
      return written;
    } catch (error) {
      await this.dropFilesUnlessShared(image.hash, written);
      throw error;
    }
  }

  private async dropFilesUnlessShared(hash: string, keys: string[]): Promise<void> {
    if (await Media.count({ where: { hash } })) return;
    await this.storage.delete(keys);
    this.files.forget(keys);
  }

  async list(query: { search?: unknown; page?: unknown } = {}, absolute = false): Promise<MediaPage> {
    const search = searchText(query.search);
    const page = parseId(query.page) ?? 1;
    const where = search ? searchCondition(this.sequelize, search, ['fileName', 'alt']) : {};
    const { rows, count } = await Media.findAndCountAll({
      where, order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE,
    });
    return { items: rows.map((row) => this.shape(row, absolute)), total: count, page, pageSize: MEDIA_PAGE_SIZE, pageCount: Math.ceil(count / MEDIA_PAGE_SIZE) };
  }

  async get(id: unknown, absolute = false): Promise<MediaShape> {
    return this.shape(await this.find(id), absolute);
  }

  /** The items with these ids (the posts' images), by id; unknown ids are left out. */
  async byIds(ids: readonly number[], absolute = false): Promise<Map<number, MediaShape>> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
    if (!wanted.length) return new Map();
    const rows = await Media.findAll({ where: { id: { [Op.in]: wanted } } });
    return new Map(rows.map((row) => [row.id, this.shape(row, absolute)]));
  }

  /** The items whose files are under these hashes (images inside article bodies), by hash. */
  async byHashes(hashes: readonly string[], absolute = false): Promise<Map<string, MediaShape>> {
    const wanted = [...new Set(hashes)];
    if (!wanted.length) return new Map();
    const rows = await Media.findAll({ where: { hash: { [Op.in]: wanted } }, order: [['id', 'ASC']] });
    return new Map(rows.map((row) => [row.hash, this.shape(row, absolute)]));
  }

  /** True when an item with this id exists (a post's imageId or shareImageId). */
  async exists(id: number, transaction?: Transaction): Promise<boolean> {
    return (await Media.count({ where: { id }, transaction })) > 0;
  }

  /** Alt text, caption, decorative. The posts showing the item change too: their pages are purged. */
  async update(id: unknown, input: unknown, absolute = false): Promise<MediaShape> {
    const row = await this.find(id);
    const values = await validate(mediaDetailsSchema, input);
    const saved = await withWriteTransaction(this.sequelize, async (transaction) => {
      row.set(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)));
      const changed = row.changed() || [];
      await row.save({ transaction });
      if (changed.length) await this.audited(row, 'media.updated', (item) => `Image “${item.fileName}”: ${changed.join(', ')} changed`, transaction);
      const posts = await this.postsUsing(row, transaction);
      await this.options.changes.record(posts.map((post) => ({ event: 'post.updated' as const, subject: { type: 'post' as const, id: post.id }, tags: [postTag(post.id), POSTS_TAG] })), transaction);
      return row;
    });
    return this.shape(saved, absolute);
  }

  /** 409 naming the posts while any uses the item (featured, social or in its body); otherwise the row goes, then its files (unless another item has the same bytes). */
  async delete(id: unknown): Promise<void> {
    const row = await this.find(id);
    const users = await this.postsUsing(row);
    if (users.length) {
      const titles = users.map((post) => `“${post.title}”`).join(', ');
      const one = users.length === 1;
      const featured = users.some((post) => post.imageId === row.id);
      const social = users.some((post) => post.shareImageId === row.id);
      if (users.every((post) => post.imageId === row.id || post.shareImageId === row.id)) {
        const role = featured && social ? 'featured or social image' : featured ? 'featured image' : 'social image';
        throw new ConflictError(`This image is the ${role} of ${one ? 'a post' : `${users.length} posts`}: ${titles}. Choose another image for ${one ? 'it' : 'them'} first.`, 'id');
      }
      throw new ConflictError(`This image is used by ${one ? 'a post' : `${users.length} posts`}: ${titles}. Remove it from ${one ? 'that post' : 'them'} first.`, 'id');
    }
    await withWriteTransaction(this.sequelize, async (transaction) => {
      await row.destroy({ transaction });
      await this.audited(row, 'media.deleted', (item) => `Image “${item.fileName}” deleted`, transaction);
    });
    await this.dropFilesUnlessShared(row.hash, filesOf(row).map((file) => file.key));
  }

  /** Records a change to `row` in the audit log (when there is one) and answers the row. */
  private async audited(row: Media, kind: string, summary: (row: Media) => string, transaction: Transaction): Promise<Media> {
    await this.options.audit?.record({ kind, objectType: 'media', objectId: row.id, summary: summary(row) }, transaction);
    return row;
  }

  /**
   * The posts showing the item: as their featured image, their share cards' image or inside their body (its files under
   * /media/<hash>/, unless another item has the same bytes and keeps the files).
   */
  private async postsUsing(row: Media, transaction?: Transaction): Promise<BlogPost[]> {
    const shared = (await Media.count({ where: { hash: row.hash }, transaction })) > 1;
    return BlogPost.findAll({
      // The hash is 32 hex digits: nothing in it is special to LIKE.
      where: { [Op.or]: [{ imageId: row.id }, { shareImageId: row.id }, ...(shared ? [] : [{ content: { [Op.like]: `%/media/${row.hash}/%` } }])] },
      attributes: ['id', 'title', 'imageId', 'shareImageId'], order: [['id', 'ASC']], transaction,
    });
  }

  /** Deletes hash folders no item names that are older than ORPHAN_AGE_MS (a crash between files and row). */
  async sweepOrphans(): Promise<number> {
    const now = (this.options.clock ?? (() => new Date()))().getTime();
    const prefixes = await this.storage.listPrefixes();
    const known = new Set((await Media.findAll({ attributes: ['hash'] })).map((row) => row.hash));
    let swept = 0;
    for (const { prefix, modified } of prefixes) {
      if (known.has(prefix) || this.writing.has(prefix) || now - modified.getTime() < ORPHAN_AGE_MS) continue;
      await this.storage.deletePrefix(prefix);
      this.files.forgetPrefix(prefix);
      swept++;
    }
    return swept;
  }

  private async find(id: unknown): Promise<Media> {
    const key = parseId(id);
    const row = key ? await Media.findByPk(key) : null;
    if (!row) throw new NotFoundError('Media not found');
    return row;
  }
}

/** The name as uploaded, without folders or control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'image').slice(0, 255);
}
