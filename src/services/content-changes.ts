/**
 * The log of content changes. Every write to posts or categories records what happened and which
 * cache tags it invalidates, inside the write's own transaction, so the log and the data can never
 * disagree. Two kinds of listener hang off it, wired at start-up:
 * - in-transaction listeners (e.g. webhook deliveries queued in the outbox), committed with the write;
 * - after-commit listeners (e.g. this process's response cache), told once the write is visible.
 * Other processes catch up by reading the log by id (`since`).
 */
import { Op, type Transaction } from 'sequelize';
import { BlogCategory, BlogPost, ContentChange as ContentChangeRow } from '../../models/index.js';

/** How long the log keeps changes by default: the changes feed's cursors live this long. */
export const DEFAULT_CHANGES_KEEP_MS = 30 * 24 * 3_600_000;

export type ContentEvent =
  | 'post.created' | 'post.updated' | 'post.published' | 'post.unpublished' | 'post.deleted'
  | 'category.created' | 'category.updated' | 'category.deleted';

export interface ContentChange {
  event: ContentEvent;
  subject: { type: 'post' | 'category'; id: number };
  /** Cache tags this change invalidates (src/shared/cache-tags.ts). */
  tags: string[];
  /**
   * What listeners in this process need to purge precisely (webhook payloads); not stored in the
   * log: a post's slug, status and categories before a save that changed them, and the posts a
   * category change touched.
   */
  details?: ChangeDetails;
}

export interface ChangeDetails {
  previous?: { slug?: string; status?: string; categories?: string[] };
  posts?: Array<{ id: number; slug: string }>;
}

export interface RecordedChange extends ContentChange {
  id: number;
  at: Date;
  /** The slug the public knew the subject by (see the migration); null for a post never public around this change. */
  slug?: string | null;
}

export type InTransactionListener = (changes: RecordedChange[], transaction: Transaction) => Promise<void>;
export type CommittedListener = (changes: RecordedChange[]) => void;

function toRecorded(row: ContentChangeRow): RecordedChange {
  return {
    id: row.id,
    event: row.event as ContentEvent,
    subject: { type: row.subjectType as 'post' | 'category', id: row.subjectId },
    tags: row.tags,
    at: new Date(row.createdAt),
    slug: row.slug ?? null,
  };
}

const isPublic = (status: string | undefined, publishDate: Date, now: Date) => status === 'published' && publishDate.getTime() <= now.getTime();

/**
 * The slug the public knew the subject by, read in the write's transaction (a deleted row is
 * recorded before it goes): a category's slug; a post's when it is public after the change (or,
 * for a deletion, before it) or was public before it (its slug then), else null.
 */
async function publicSlugOf(change: ContentChange, transaction: Transaction): Promise<string | null> {
  if (change.subject.type === 'category') {
    const category = await BlogCategory.findByPk(change.subject.id, { attributes: ['slug'], transaction });
    return category?.slug ?? null;
  }
  const post = await BlogPost.findByPk(change.subject.id, { attributes: ['slug', 'status', 'publishDate'], transaction });
  if (!post) return null;
  const now = new Date();
  const previous = change.details?.previous;
  if (change.event !== 'post.deleted' && isPublic(post.status, post.publishDate, now)) return post.slug;
  return isPublic(previous?.status ?? post.status, post.publishDate, now) ? previous?.slug ?? post.slug : null;
}

export class ContentChangeLog {
  /** Changes older than this are pruned (CONTENT_CHANGES_KEEP_DAYS). */
  constructor(readonly keepMs: number = DEFAULT_CHANGES_KEEP_MS) {}

  private readonly inTransaction: InTransactionListener[] = [];
  private readonly committed: CommittedListener[] = [];

  /** Runs inside each recording write's transaction; a failure rolls the write back. */
  onRecord(listener: InTransactionListener): void {
    this.inTransaction.push(listener);
  }

  /** Runs after the write committed, in this process. */
  onCommit(listener: CommittedListener): void {
    this.committed.push(listener);
  }

  async record(changes: ContentChange[], transaction: Transaction): Promise<void> {
    if (!changes.length) return;
    // One row each (a write records one or two changes): every row gets its id on both databases.
    const recorded: RecordedChange[] = [];
    for (const change of changes) {
      const row = await ContentChangeRow.create(
        { event: change.event, subjectType: change.subject.type, subjectId: change.subject.id, tags: [...new Set(change.tags)], slug: await publicSlugOf(change, transaction) },
        { transaction },
      );
      recorded.push(change.details ? { ...toRecorded(row), details: change.details } : toRecorded(row));
    }
    for (const listener of this.inTransaction) await listener(recorded, transaction);
    transaction.afterCommit(() => {
      for (const listener of this.committed) listener(recorded);
    });
  }

  /** Changes recorded after `afterId`, oldest first. */
  async since(afterId: number, limit = 1000): Promise<RecordedChange[]> {
    const rows = await ContentChangeRow.findAll({ where: { id: { [Op.gt]: afterId } }, order: [['id', 'ASC']], limit });
    return rows.map(toRecorded);
  }

  /** The newest change's id (0 when there is none): where a new reader starts. */
  async latestId(): Promise<number> {
    return ((await ContentChangeRow.max('id')) as number | null) ?? 0;
  }

  /** Deletes changes older than `before`; returns how many. */
  async prune(before: Date): Promise<number> {
    return ContentChangeRow.destroy({ where: { createdAt: { [Op.lt]: before } } });
  }
}
