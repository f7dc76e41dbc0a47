/**
 * Staff's view of the form submissions: each kind newest first with its fields and its delivery
 * to the e-mail provider (waiting, sending, sent, failed with the last error, attempts), search,
 * a status filter, a retry for failed deliveries and a CSV export. The kinds, their labels and
 * fields come from the form declarations; the deliveries from the injected queue.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { OUTBOX_STATUSES } from '../../models/outbox-message.model.js';
import { submissionModel, type SubmissionModel, type SubmissionRecord } from '../forms/submission-models.js';
import { FORM_KINDS, isFormKindKey, staffFields, formOfKind, type FormKind } from '../shared/forms/index.js';
import { ConflictError, NotFoundError, ValidationError } from './errors.js';
import { submissionsCsv } from './submission-csv.js';
import type { SubmissionQueue } from './submission-queue.js';
import { NOT_QUEUED, type SubmissionKindSummary, type SubmissionPage, type SubmissionShape } from './submission.shapes.js';
import { searchCondition, searchText } from './text-search.js';

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

type Row = { id: number; email: string; createdAt: Date } & Record<string, unknown>;

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? Math.min(number, max) : fallback;
}

export class SubmissionService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly queue: SubmissionQueue,
  ) {}

  async list(query: SubmissionListQuery): Promise<SubmissionPage> {
    const { form, model } = this.kind(query.kind);
    const pageSize = positiveInt(query.pageSize, DEFAULT_SUBMISSION_PAGE_SIZE, MAX_SUBMISSION_PAGE_SIZE);
    const where = this.where(form, query);
    const total = await model.count({ where });
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(positiveInt(query.page, 1, Number.MAX_SAFE_INTEGER), pageCount);
    const rows = await model.findAll({ where, order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: pageSize, offset: (page - 1) * pageSize, raw: true });
    return { items: await this.shapes(form, rows as unknown as Row[]), total, page, pageSize, pageCount };
  }

  /** Every matching submission of one kind as CSV (a header row, then newest first). */
  async csv(query: SubmissionListQuery): Promise<string> {
    const { form, model } = this.kind(query.kind);
    const rows = await model.findAll({ where: this.where(form, query), order: [['createdAt', 'DESC'], ['id', 'DESC']], raw: true });
    return submissionsCsv(staffFields(form), await this.shapes(form, rows as unknown as Row[]));
  }

  async summaries(): Promise<SubmissionKindSummary[]> {
    const counts = await this.queue.counts();
    const count = (kind: string, status: string) => counts.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
    return Promise.all(FORM_KINDS.map(async (form) => ({
      kind: form.kind,
      label: form.label,
      total: await submissionModel(form.kind).count(),
      waiting: count(form.kind, 'waiting') + count(form.kind, 'sending'),
      failed: count(form.kind, 'failed'),
    })));
  }

  /** Puts a failed delivery back in the queue for a fresh round of attempts. */
  async retry(kind: unknown, id: number): Promise<SubmissionShape> {
    const { form, model } = this.kind(kind);
    const row = (await model.findByPk(id, { raw: true })) as unknown as Row | null;
    if (!row) throw new NotFoundError('Submission not found');
    if (!(await this.queue.retry(form.kind, id))) throw new ConflictError('Only a failed delivery can be retried');
    return (await this.shapes(form, [row]))[0]!;
  }

  private kind(kind: unknown): { form: FormKind; model: SubmissionModel } {
    if (!isFormKindKey(kind)) throw new ValidationError({ kind: 'Unknown kind of submission' });
    return { form: formOfKind(kind), model: submissionModel(kind) };
  }

  private where(form: FormKind, query: SubmissionListQuery): WhereOptions<SubmissionRecord> {
    const conditions: WhereOptions[] = [];
    const search = searchText(query.search);
    if (search) conditions.push(searchCondition(this.sequelize, search, ['email', ...staffFields(form).map((field) => field.key)]));
    if (query.status !== undefined && query.status !== null && query.status !== '') {
      if (typeof query.status !== 'string' || !(OUTBOX_STATUSES as readonly string[]).includes(query.status)) {
        throw new ValidationError({ status: 'Status must be waiting, sending, sent or failed' });
      }
      conditions.push(this.queue.withStatus(form.kind, query.status));
    }
    return conditions.length ? { [Op.and]: conditions } : {};
  }

  private async shapes(form: FormKind, rows: Row[]): Promise<SubmissionShape[]> {
    const deliveries = rows.length ? await this.queue.deliveryOf(form.kind, rows.map((row) => row.id)) : new Map();
    const fields = staffFields(form);
    return rows.map((row) => ({
      kind: form.kind,
      id: row.id,
      email: row.email,
      createdAt: new Date(row.createdAt).toISOString(),
      fields: fields.map((field) => ({ key: field.key, label: field.label, value: (row[field.key] as string | null) ?? null })),
      delivery: deliveries.get(row.id) ?? NOT_QUEUED,
    }));
  }
}
