/**
 * The changes feed (issue 23): what changed in the public content since a point in time or a
 * cursor, in order, so a client (a static build, a search index, another site's cache) can sync
 * without re-reading everything. Read from the content-change log (content-changes.ts) plus the
 * scheduled posts that went live meanwhile (they change without a write).
 *
 * Each entry names a post or a category by id and slug, and says `updated` (read it again) or
 * `removed` (a tombstone: drop it). Posts are judged as the public sees them now: a post that is
 * public is `updated`; one that was public and no longer is (unpublished, deleted, moved to a
 * future date) is `removed`, named by the slug the public knew; a post never public around its
 * changes (a draft) does not appear at all. No contents: the client reads what it needs.
 *
 * A cursor is opaque to clients (`c1_` and base64url JSON: the last log id read, and the publish
 * time and id up to which go-lives were read). Cursors live as long as the log keeps changes
 * (CONTENT_CHANGES_KEEP_DAYS): an older one answers GoneError (410), and the client starts over.
 */
import { Op } from 'sequelize';
import { BlogCategory, BlogPost, ContentChange as ContentChangeRow } from '../../models/index.js';
import { GoneError, ValidationError } from './errors.js';

export const CHANGES_DEFAULT_LIMIT = 50;
export const CHANGES_MAX_LIMIT = 200;
const CURSOR_PREFIX = 'c1_';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const POST_TAG = /^post-(\d+)$/;

export const SINCE_MESSAGE = 'since must be an ISO 8601 date or date-time (2026-03-01T09:00:00Z) or a nextCursor from an earlier answer';
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${CHANGES_MAX_LIMIT}`;

export interface ChangeEntry {
  type: 'post' | 'category';
  action: 'updated' | 'removed';
  id: number;
  slug: string;
  /** When it changed: the write, or a scheduled post's publish time. */
  at: Date;
}

export interface ChangesPage {
  changes: ChangeEntry[];
  /** Where to go on from: send it as `since` next time (also when `hasMore` is false, to poll). */
  nextCursor: string;
  /** More changes are waiting now: ask again at once with nextCursor. */
  hasMore: boolean;
}

interface Position {
  /** The last log id read. */
  id: number;
  /** Scheduled go-lives are read after (t, g): publish time (ms) and post id. */
  t: number;
  g: number;
}

function encode(position: Position): string {
  return CURSOR_PREFIX + Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decode(text: string): Position | null {
  try {
    const value = JSON.parse(Buffer.from(text.slice(CURSOR_PREFIX.length), 'base64url').toString('utf8')) as Partial<Position>;
    const whole = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
    return whole(value.id) && whole(value.t) && whole(value.g) ? { id: value.id!, t: value.t!, g: value.g! } : null;
  } catch {
    return null;
  }
}

const isPublic = (post: BlogPost, now: Date) => post.status === 'published' && post.publishDate.getTime() <= now.getTime();

export class ChangesFeed {
  constructor(private readonly keepMs: number, private readonly clock: () => Date = () => new Date()) {}

  async read(input: { since?: unknown; limit?: unknown }): Promise<ChangesPage> {
    const limit = readLimit(input.limit);
    const now = this.clock();
    const start = await this.startOf(input.since);
    if (start.t < now.getTime() - this.keepMs) {
      throw new GoneError(`This point is older than the ${Math.round(this.keepMs / 86_400_000)} days of changes kept: read the content again in full, then follow the feed from the nextCursor of a new request with since set to the time you started.`);
    }

    const rows = await ContentChangeRow.findAll({ where: { id: { [Op.gt]: start.id } }, order: [['id', 'ASC']], limit: limit + 1 });
    const moreRows = rows.length > limit;
    const read = rows.slice(0, limit);
    const next: Position = { id: read.at(-1)?.id ?? start.id, t: start.t, g: start.g };

    // What each subject's last change in this page was (its order) and the slug the public knew.
    const posts = new Map<number, { order: number; at: Date; slug: string | null }>();
    const categories = new Map<number, { order: number; at: Date; slug: string | null }>();
    let order = 0;
    const touch = (into: typeof posts, id: number, at: Date, slug: string | null) => {
      const known = into.get(id);
      into.delete(id);
      into.set(id, { order: order++, at, slug: slug ?? known?.slug ?? null });
    };
    for (const row of read) {
      if (row.subjectType === 'post') touch(posts, row.subjectId, row.createdAt, row.slug);
      else {
        touch(categories, row.subjectId, row.createdAt, row.slug);
        // A category change touched these posts (their updatedAt moved; they show its name).
        for (const tag of row.tags) {
          const match = POST_TAG.exec(tag);
          if (match) touch(posts, Number(match[1]), row.createdAt, null);
        }
      }
    }

    let moreGoLives = false;
    if (!moreRows) {
      // Scheduled posts whose time came since the last read, in publish order.
      const goLives = await BlogPost.findAll({
        attributes: ['id', 'publishDate'],
        where: {
          status: 'published',
          publishDate: { [Op.lte]: now },
          [Op.or]: [{ publishDate: { [Op.gt]: new Date(start.t) } }, { publishDate: new Date(start.t), id: { [Op.gt]: start.g } }],
        },
        order: [['publishDate', 'ASC'], ['id', 'ASC']],
        limit: limit + 1,
      });
      moreGoLives = goLives.length > limit;
      const taken = goLives.slice(0, limit);
      for (const post of taken) touch(posts, post.id, post.publishDate, null);
      const last = taken.at(-1);
      Object.assign(next, moreGoLives && last ? { t: last.publishDate.getTime(), g: last.id } : { t: now.getTime(), g: 0 });
    }

    const entries: Array<ChangeEntry & { order: number }> = [];
    const current = posts.size ? await BlogPost.findAll({ attributes: ['id', 'slug', 'status', 'publishDate'], where: { id: [...posts.keys()] } }) : [];
    const byId = new Map(current.map((post) => [post.id, post]));
    for (const [id, seen] of posts) {
      const post = byId.get(id);
      if (post && isPublic(post, now)) entries.push({ type: 'post', action: 'updated', id, slug: post.slug, at: seen.at, order: seen.order });
      else if (seen.slug) entries.push({ type: 'post', action: 'removed', id, slug: seen.slug, at: seen.at, order: seen.order });
    }
    const liveCategories = categories.size ? await BlogCategory.findAll({ attributes: ['id', 'slug'], where: { id: [...categories.keys()] } }) : [];
    const categorySlugs = new Map(liveCategories.map((category) => [category.id, category.slug]));
    for (const [id, seen] of categories) {
      const slug = categorySlugs.get(id);
      if (slug) entries.push({ type: 'category', action: 'updated', id, slug, at: seen.at, order: seen.order });
      else if (seen.slug) entries.push({ type: 'category', action: 'removed', id, slug: seen.slug, at: seen.at, order: seen.order });
    }
    entries.sort((a, b) => a.order - b.order);
    return { changes: entries.map(({ order: _order, ...entry }) => entry), nextCursor: encode(next), hasMore: moreRows || moreGoLives };
  }

  /** Where `since` points: a cursor, or a time (the log from the first change at or after it). */
  private async startOf(since: unknown): Promise<Position> {
    if (typeof since !== 'string' || !since.trim() || since.length > 500) throw new ValidationError({ since: SINCE_MESSAGE });
    const text = since.trim();
    if (text.startsWith(CURSOR_PREFIX)) {
      const position = decode(text);
      if (!position) throw new ValidationError({ since: SINCE_MESSAGE });
      return position;
    }
    const time = ISO_DATE.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(time)) throw new ValidationError({ since: SINCE_MESSAGE });
    const before = await ContentChangeRow.max('id', { where: { createdAt: { [Op.lt]: new Date(time) } } }) as number | null;
    return { id: before ?? 0, t: time, g: 0 };
  }
}

function readLimit(value: unknown): number {
  if (value === undefined || value === null || value === '') return CHANGES_DEFAULT_LIMIT;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,4}$/.test(text)) throw new ValidationError({ limit: LIMIT_MESSAGE });
  const limit = Number(text);
  if (limit < 1 || limit > CHANGES_MAX_LIMIT) throw new ValidationError({ limit: LIMIT_MESSAGE });
  return limit;
}
