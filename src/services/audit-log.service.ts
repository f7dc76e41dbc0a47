/**
 * The staff audit log (issue 24): who did what, when, from where. Entries are written in the
 * transaction of the change they describe, so a change is never recorded without happening or
 * the reverse; content changes (posts, categories) are recorded by listening to the content
 * change log inside its transaction. Summaries name objects and roles, never a password, token,
 * secret, code or key.
 */
import { stringify } from 'csv-stringify/sync';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { AuditEntry, BlogPost, PostStaff } from '../../models/index.js';
import type { AuditEntryAttributes } from '../../models/audit-entry.model.js';
import { currentActor, type Actor } from './actor-context.js';
import type { ContentChangeLog, RecordedChange } from './content-changes.js';
import { ValidationError } from './errors.js';
import { cell } from './submission-csv.js';
import { parseWholeNumber } from '../shared/numbers.js';

/** What a service records: the kind, the summary, and the object (its id as a number or text). */
export type AuditRecord = Pick<AuditEntryAttributes, 'kind' | 'summary'> & { objectType?: string; objectId?: string | number };

/** What other services need of the audit log: one entry, written in their change's transaction. */
export interface AuditRecorder {
  record(entry: AuditRecord, transaction?: Transaction): Promise<void>;
}

/**
 * An entry as REST, the CSV and GraphQL answer it: the row's own fields (models/audit-entry.model.ts
 * declares them once), with `at` (ISO 8601) for when.
 */
export type AuditEntryShape = Omit<AuditEntryAttributes, 'createdAt'> & { at: string };

export interface AuditQuery {
  actorId?: unknown;
  kind?: unknown;
  from?: unknown;
  to?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

export interface AuditPage {
  items: AuditEntryShape[];
  total: number;
  page: number;
  pageSize: number;
}

/** Who an entry names when the actor is not the request's viewer (a failed sign-in names the username tried). */
export type ActorOverride = Partial<Pick<AuditEntryAttributes, 'actorId' | 'actorName' | 'ip'>>;

const MAX_PAGE_SIZE = 200;
const CSV_LIMIT = 50_000;

function actorOf(actor: Actor | undefined): Required<ActorOverride> {
  const viewer = actor?.viewer;
  const ip = actor?.ip ?? null;
  if (viewer?.kind === 'session') return { actorId: viewer.user.id, actorName: viewer.user.username, ip };
  if (viewer?.kind === 'api-key') return { actorId: null, actorName: `API key “${viewer.key.name}”`, ip };
  return { actorId: null, actorName: actor ? null : 'system', ip };
}

function toShape(row: AuditEntry): AuditEntryShape {
  const { createdAt, ...fields } = row.get({ plain: true });
  return { ...fields, at: new Date(createdAt).toISOString() };
}

function date(value: unknown, field: string): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = new Date(String(value));
  if (Number.isNaN(parsed.getTime())) throw new ValidationError({ [field]: `${field} must be a date such as 2026-11-26` });
  return parsed;
}

export class AuditLogService {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  /** Writes one entry (in `transaction` when the change has one). */
  async record(entry: AuditRecord, transaction?: Transaction, override: ActorOverride = {}): Promise<void> {
    const actor = { ...actorOf(currentActor()), ...override };
    await AuditEntry.create({
      ...actor,
      createdAt: this.clock(),
      kind: entry.kind,
      objectType: entry.objectType ?? null,
      objectId: entry.objectId === undefined ? null : String(entry.objectId),
      summary: entry.summary.slice(0, 500),
    }, { transaction });
  }

  /** Records posts' and categories' changes in their own transactions. */
  listenTo(changes: ContentChangeLog): void {
    changes.onRecord((recorded, transaction) => this.recordContent(recorded, transaction));
  }

  private async recordContent(changes: RecordedChange[], transaction: Transaction): Promise<void> {
    for (const change of changes) {
      const { type, id } = change.subject;
      let kind: string = change.event;
      let summary = `${type === 'post' ? 'Post' : 'Category'} #${id} ${change.event.split('.')[1]}`;
      if (type === 'post') {
        const post = await BlogPost.findByPk(id, { attributes: ['title', 'publishDate'], transaction });
        if (post) summary = `Post “${post.title}” (#${id}) ${change.event.split('.')[1]}`;
        if (change.event === 'post.published' && post && new Date(post.publishDate) > this.clock()) {
          kind = 'post.scheduled';
          summary = `Post “${post.title}” (#${id}) scheduled for ${new Date(post.publishDate).toISOString()}`;
        }
      }
      await this.record({ kind, objectType: type, objectId: id, summary }, transaction);
    }
  }

  async list(query: AuditQuery = {}): Promise<AuditPage> {
    const page = parseWholeNumber(query.page ?? 1, { min: 1 }) ?? 1;
    const pageSize = Math.min(parseWholeNumber(query.pageSize ?? 50, { min: 1 }) ?? 50, MAX_PAGE_SIZE);
    const where = this.where(query);
    const { rows, count } = await AuditEntry.findAndCountAll({ where, order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: pageSize, offset: (page - 1) * pageSize });
    return { items: rows.map(toShape), total: count, page, pageSize };
  }

  /** The same page with `kind` named `action` (the GraphQL schema keeps "kind" for enums). */
  async listForGraphql(query: AuditQuery = {}): Promise<Omit<AuditPage, 'items'> & { items: Array<Omit<AuditEntryShape, 'kind'> & { action: string }> }> {
    const page = await this.list(query);
    return { ...page, items: page.items.map(({ kind, ...rest }) => ({ ...rest, action: kind })) };
  }

  async csv(query: AuditQuery = {}): Promise<string> {
    const rows = await AuditEntry.findAll({ where: this.where(query), order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: CSV_LIMIT });
    const header = ['ID', 'When', 'Member', 'IP', 'Kind', 'Object', 'Object ID', 'Summary'];
    const lines = rows.map(toShape).map((entry) => [entry.id, entry.at, entry.actorName, entry.ip, entry.kind, entry.objectType, entry.objectId, entry.summary].map(cell));
    return stringify([header, ...lines], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  }

  /** Deletes entries older than `days`; answers how many. */
  async prune(days: number): Promise<number> {
    return AuditEntry.destroy({ where: { createdAt: { [Op.lt]: new Date(this.clock().getTime() - days * 86_400_000) } } });
  }

  private where(query: AuditQuery): WhereOptions<AuditEntryAttributes> {
    const where: Record<string | symbol, unknown> = {};
    if (query.actorId !== undefined && query.actorId !== '') {
      const actorId = parseWholeNumber(query.actorId, { min: 1 });
      if (actorId === null) throw new ValidationError({ actorId: 'actorId must be a staff member’s id' });
      where.actorId = actorId;
    }
    if (typeof query.kind === 'string' && query.kind) {
      if (!/^[a-z_]{1,40}(\.[a-z_]{1,40})?$/.test(query.kind)) {
        throw new ValidationError({ kind: 'kind must be an action such as post.published, or a family such as post' });
      }
      // "post" finds post.created, post.published, …; "post.published" only that kind.
      where.kind = query.kind.includes('.') ? query.kind : { [Op.like]: `${query.kind.replace(/[%_\\]/g, '')}.%` };
    }
    const from = date(query.from, 'from');
    const to = date(query.to, 'to');
    if (from || to) where.createdAt = { ...(from && { [Op.gte]: from }), ...(to && { [Op.lte]: to }) };
    return where as WhereOptions<AuditEntryAttributes>;
  }
}

/** Posts remember which staff member created them and who last changed them (in the change's transaction). */
export function attributePostChanges(changes: ContentChangeLog, staffId: () => number | null): void {
  changes.onRecord(async (recorded, transaction) => {
    const by = staffId();
    if (by === null) return;
    for (const change of recorded) {
      if (change.subject.type !== 'post' || change.event === 'post.deleted') continue;
      const postId = change.subject.id;
      // Read first: MySQL counts an UPDATE that changes nothing as no row, so "updated 0" proves nothing.
      const row = await PostStaff.findByPk(postId, { transaction });
      if (row) await row.update(change.event === 'post.created' ? { createdBy: by, updatedBy: by } : { updatedBy: by }, { transaction });
      else await PostStaff.create({ postId, createdBy: change.event === 'post.created' ? by : null, updatedBy: by }, { transaction });
    }
  });
}
