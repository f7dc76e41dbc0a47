/**
 * Staff's view of the form submissions: each kind newest first with its fields and its delivery
 * to the e-mail provider (waiting, sending, sent, failed with the last error, attempts), search,
 * a status filter, a retry for failed deliveries and a CSV export.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { OutboxMessage } from '../../models/index.js';
import { OUTBOX_STATUSES } from '../../models/outbox-message.model.js';
import { OutboxStore } from '../outbox/outbox.store.js';
import { ConflictError, NotFoundError, ValidationError } from './errors.js';
import { submissionsCsv } from './submission-csv.js';
import { searchCondition } from './text-search.js';
import { SUBMISSION_KIND_SPECS, isSubmissionKind, type SubmissionKindSpec } from './submission-kinds.js';
import type { SubmissionKind } from './form.service.js';

export const DEFAULT_SUBMISSION_PAGE_SIZE = 25;
export const MAX_SUBMISSION_PAGE_SIZE = 100;

export interface SubmissionListQuery {
  kind?: unknown;
  search?: unknown;
  /** waiting, sending, sent or failed. */
  status?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

export interface DeliveryShape {
  /** waiting, sending, sent, failed, or not_queued for a row without an outbox entry. */
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface SubmissionShape {
  kind: SubmissionKind;
  id: number;
  email: string;
  createdAt: string;
  fields: Array<{ key: string; label: string; value: string | null }>;
  delivery: DeliveryShape;
}

export interface SubmissionPage {
  items: SubmissionShape[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface SubmissionKindSummary {
  kind: SubmissionKind;
  label: string;
  total: number;
  waiting: number;
  failed: number;
}

type Row = { id: number; email: string; createdAt: Date } & Record<string, unknown>;

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? Math.min(number, max) : fallback;
}

export class SubmissionService {
  private readonly store = new OutboxStore();

  constructor(private readonly sequelize: Sequelize) {}

  async list(query: SubmissionListQuery): Promise<SubmissionPage> {
    const spec = this.spec(query.kind);
    const pageSize = positiveInt(query.pageSize, DEFAULT_SUBMISSION_PAGE_SIZE, MAX_SUBMISSION_PAGE_SIZE);
    const where = this.where(spec, query);
    const total = await spec.model.count({ where });
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(positiveInt(query.page, 1, Number.MAX_SAFE_INTEGER), pageCount);
    const rows = await spec.model.findAll({ where, order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: pageSize, offset: (page - 1) * pageSize, raw: true });
    return { items: await this.shapes(spec, rows as unknown as Row[]), total, page, pageSize, pageCount };
  }

  /** Every matching submission of one kind as CSV (a header row, then newest first). */
  async csv(query: SubmissionListQuery): Promise<string> {
    const spec = this.spec(query.kind);
    const rows = await spec.model.findAll({ where: this.where(spec, query), order: [['createdAt', 'DESC'], ['id', 'DESC']], raw: true });
    return submissionsCsv(spec, await this.shapes(spec, rows as unknown as Row[]));
  }

  async summaries(): Promise<SubmissionKindSummary[]> {
    const counts = (await OutboxMessage.findAll({
      attributes: ['kind', 'status', [this.sequelize.fn('COUNT', this.sequelize.col('id')), 'count']],
      group: ['kind', 'status'],
      raw: true,
    })) as unknown as Array<{ kind: string; status: string; count: number | string }>;
    const count = (kind: string, status: string) => Number(counts.find((row) => row.kind === kind && row.status === status)?.count ?? 0);
    return Promise.all(Object.values(SUBMISSION_KIND_SPECS).map(async (spec) => ({
      kind: spec.kind,
      label: spec.label,
      total: await spec.model.count(),
      waiting: count(spec.kind, 'waiting') + count(spec.kind, 'sending'),
      failed: count(spec.kind, 'failed'),
    })));
  }

  /** Puts a failed delivery back in the queue for a fresh round of attempts. */
  async retry(kind: unknown, id: number): Promise<SubmissionShape> {
    const spec = this.spec(kind);
    const row = (await spec.model.findByPk(id, { raw: true })) as unknown as Row | null;
    if (!row) throw new NotFoundError('Submission not found');
    if (!(await this.store.retryFailed(spec.kind, id))) throw new ConflictError('Only a failed delivery can be retried');
    return (await this.shapes(spec, [row]))[0]!;
  }

  private spec(kind: unknown): SubmissionKindSpec {
    if (!isSubmissionKind(kind)) throw new ValidationError({ kind: 'Unknown kind of submission' });
    return SUBMISSION_KIND_SPECS[kind];
  }

  private where(spec: SubmissionKindSpec, query: SubmissionListQuery): WhereOptions {
    const conditions: WhereOptions[] = [];
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    if (search) conditions.push(searchCondition(this.sequelize, search, ['email', ...spec.fields.map((field) => field.key)]));
    if (query.status !== undefined && query.status !== null && query.status !== '') {
      if (!(OUTBOX_STATUSES as readonly unknown[]).includes(query.status)) {
        throw new ValidationError({ status: 'Status must be waiting, sending, sent or failed' });
      }
      const q = this.sequelize.getQueryInterface();
      conditions.push(this.sequelize.literal(
        `${q.quoteIdentifier('id')} IN (SELECT ${q.quoteIdentifier('submissionId')} FROM ${q.quoteIdentifier('outbox_messages')} ` +
        `WHERE ${q.quoteIdentifier('kind')} = ${this.sequelize.escape(spec.kind)} AND ${q.quoteIdentifier('status')} = ${this.sequelize.escape(query.status as string)})`,
      ) as unknown as WhereOptions);
    }
    return conditions.length ? { [Op.and]: conditions } : {};
  }

  private async shapes(spec: SubmissionKindSpec, rows: Row[]): Promise<SubmissionShape[]> {
    const messages = rows.length
      ? await OutboxMessage.findAll({ where: { kind: spec.kind, submissionId: rows.map((row) => row.id) } })
      : [];
    const bySubmission = new Map(messages.map((message) => [message.submissionId, message]));
    const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
    return rows.map((row) => {
      const message = bySubmission.get(row.id);
      return {
        kind: spec.kind,
        id: row.id,
        email: row.email,
        createdAt: iso(row.createdAt)!,
        fields: spec.fields.map((field) => ({ ...field, value: (row[field.key] as string | null) ?? null })),
        delivery: message
          ? { status: message.status, attempts: message.attempts, lastError: message.lastError ?? null, nextAttemptAt: message.status === 'waiting' ? iso(message.nextAttemptAt) : null, sentAt: iso(message.sentAt) }
          : { status: 'not_queued', attempts: 0, lastError: null, nextAttemptAt: null, sentAt: null },
      };
    });
  }
}
