/**
 * The log of content changes. Every write to posts or categories records what happened and which
 * cache tags it invalidates, inside the write's own transaction, so the log and the data can never
 * disagree. Two kinds of listener hang off it, wired at start-up:
 * - in-transaction listeners (e.g. webhook deliveries queued in the outbox), committed with the write;
 * - after-commit listeners (e.g. this process's response cache), told once the write is visible.
 * Other processes catch up by reading the log by id (`since`).
 */
import { Op, type Transaction } from 'sequelize';
import { ContentChange as ContentChangeRow } from '../../models/index.js';

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
  };
}

export class ContentChangeLog {
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
        { event: change.event, subjectType: change.subject.type, subjectId: change.subject.id, tags: [...new Set(change.tags)] },
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
