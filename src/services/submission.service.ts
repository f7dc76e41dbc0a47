/**
 * Staff's view of the form submissions: each kind newest first with its fields and its delivery
 * to the e-mail provider (waiting, sending, sent, failed with the last error, attempts), search,
 * a status filter, a retry for failed deliveries and a CSV export; and the inbox (issue 20, item
 * 9): each submission's state (new, handled, archived) with bulk changes, a note, and deletion
 * (an erasure request recorded as such in the audit log). The kinds, their labels and fields come
 * from the form declarations; the deliveries from the injected queue; staff's side from
 * submission-inbox.ts.
 */
import { Op, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { OUTBOX_STATUSES } from '../../models/outbox-message.model.js';
import { submissionModel, type SubmissionModel, type SubmissionRecord } from '../forms/submission-models.js';
import {
  FORM_KINDS, isFormKindKey, isSubmissionState, staffFields, formOfKind, MAX_SUBMISSION_BULK, MAX_SUBMISSION_NOTE_LENGTH,
  SUBMISSION_DELETE_REASONS, type FormKind, type SubmissionDeleteReason, type SubmissionState,
} from '../shared/forms/index.js';
import { parseWholeNumber } from '../shared/numbers.js';
import { currentActor } from './actor-context.js';
import type { AuditLogService } from './audit-log.service.js';
import { ConflictError, NotFoundError, ValidationError } from './errors.js';
import { submissionsCsv } from './submission-csv.js';
import { SubmissionInboxStore, STATE_FILTERS, type SubmissionStateFilter } from './submission-inbox.js';
import type { SubmissionQueue } from './submission-queue.js';
import { NOT_QUEUED, type SubmissionDeletion, type SubmissionKindSummary, type SubmissionPage, type SubmissionShape } from './submission.shapes.js';
import { searchCondition, searchText } from './text-search.js';
import { withWriteTransaction } from './write-transaction.js';

export const DEFAULT_SUBMISSION_PAGE_SIZE = 25;
export const MAX_SUBMISSION_PAGE_SIZE = 100;

export interface SubmissionListQuery {
  kind?: unknown;
  search?: unknown;
  /** The delivery's status: waiting, sending, sent or failed. */
  status?: unknown;
  /** The inbox state: new, handled, archived, or open (new or handled); any when absent. */
  state?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

type Row = { id: number; email: string; createdAt: Date } & Record<string, unknown>;

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? Math.min(number, max) : fallback;
}

function actorName(): string | null {
  const viewer = currentActor()?.viewer;
  if (viewer?.kind === 'session') return viewer.user.username;
  if (viewer?.kind === 'api-key') return `API key “${viewer.key.name}”`;
  return null;
}

/** A note as kept: trimmed, empty meaning none; text up to MAX_SUBMISSION_NOTE_LENGTH characters. */
function noteText(note: unknown): string | null {
  if (note !== null && typeof note !== 'string') throw new ValidationError({ note: 'note must be text, or null to remove it' });
  // NUL characters would cut SQLite's statement short.
  const text = (note ?? '').replace(/\0/g, '').trim();
  if (text.length > MAX_SUBMISSION_NOTE_LENGTH) throw new ValidationError({ note: `note must be at most ${MAX_SUBMISSION_NOTE_LENGTH} characters` });
  return text || null;
}

export class SubmissionService {
  private readonly inbox = new SubmissionInboxStore();

  constructor(
    private readonly sequelize: Sequelize,
    private readonly queue: SubmissionQueue,
    private readonly audit: AuditLogService,
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
      new: await this.inbox.countNew(form.kind, await submissionModel(form.kind).count()),
    })));
  }

  /** One submission of a kind. */
  async get(kind: unknown, id: unknown): Promise<SubmissionShape> {
    const { form, model } = this.kind(kind);
    const row = await this.row(model, id);
    return (await this.shapes(form, [row]))[0]!;
  }

  /** Moves submissions to a state (new, handled, archived); answers them as they are now. */
  async setState(kind: unknown, ids: unknown, state: unknown): Promise<SubmissionShape[]> {
    const { form, model } = this.kind(kind);
    if (!isSubmissionState(state)) throw new ValidationError({ state: 'state must be new, handled or archived' });
    const wanted = this.ids(ids);
    const rows = await this.existing(model, wanted);
    await withWriteTransaction(this.sequelize, (transaction) => this.inbox.write(form.kind, wanted, { state }, actorName(), transaction));
    return this.shapes(form, rows);
  }

  /** Keeps a note on a submission (empty or null removes it). */
  async setNote(kind: unknown, id: unknown, note: unknown): Promise<SubmissionShape> {
    return this.change(kind, id, { note });
  }

  /** PATCH of one submission: its state and/or its note, checked together before either is written. */
  async change(kind: unknown, id: unknown, input: unknown): Promise<SubmissionShape> {
    const { form, model } = this.kind(kind);
    const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
    const has = (key: string) => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
    if (!has('state') && !has('note')) throw new ValidationError({ state: 'Send a state (new, handled or archived), a note, or both' });
    const values: { state?: SubmissionState; note?: string | null } = {};
    if (has('state')) {
      if (!isSubmissionState(body.state)) throw new ValidationError({ state: 'state must be new, handled or archived' });
      values.state = body.state;
    }
    if (has('note')) values.note = noteText(body.note);
    const row = await this.row(model, id);
    await withWriteTransaction(this.sequelize, (transaction) => this.inbox.write(form.kind, [row.id], values, actorName(), transaction));
    return (await this.shapes(form, [row]))[0]!;
  }

  /**
   * Deletes submissions for good, with their queued delivery (the outbox's copy of the data) and
   * staff's note, and records each in the audit log without the person's data: as an erasure
   * request when that is the reason. A delivery already sent lives on at the provider; the answer
   * counts those so staff can delete them there too.
   */
  async delete(kind: unknown, ids: unknown, reason: unknown): Promise<SubmissionDeletion> {
    const { form, model } = this.kind(kind);
    if (!(SUBMISSION_DELETE_REASONS as readonly unknown[]).includes(reason)) {
      throw new ValidationError({ reason: 'reason must be erasure (the person asked for their data to be deleted) or other' });
    }
    const why = reason as SubmissionDeleteReason;
    const wanted = this.ids(ids);
    await this.existing(model, wanted);
    const deliveries = await this.queue.deliveryOf(form.kind, wanted);
    const sent = wanted.filter((id) => deliveries.get(id)?.status === 'sent');
    await withWriteTransaction(this.sequelize, async (transaction) => {
      await model.destroy({ where: { id: wanted }, transaction });
      await this.inbox.forget(form.kind, wanted, transaction);
      await this.queue.forget(form.kind, wanted, transaction);
      for (const id of wanted) {
        const atProvider = sent.includes(id) ? ' It had already been sent to the e-mail provider: delete it there too.' : '';
        await this.audit.record({
          kind: why === 'erasure' ? 'submission.erased' : 'submission.deleted',
          objectType: 'submission',
          objectId: `${form.kind}:${id}`,
          summary: why === 'erasure'
            ? `${form.label} submission #${id} deleted at the person's request (erasure).${atProvider}`
            : `${form.label} submission #${id} deleted.${atProvider}`,
        }, transaction);
      }
    });
    return { deleted: wanted.length, sentToProvider: sent.length };
  }

  /** Puts a failed delivery back in the queue for a fresh round of attempts. */
  async retry(kind: unknown, id: unknown): Promise<SubmissionShape> {
    const { form, model } = this.kind(kind);
    const row = await this.row(model, id);
    if (!(await this.queue.retry(form.kind, row.id))) throw new ConflictError('Only a failed delivery can be retried');
    return (await this.shapes(form, [row]))[0]!;
  }

  private ids(value: unknown): number[] {
    const list = Array.isArray(value) ? value.map((item) => parseWholeNumber(item, { min: 1 })) : [];
    if (!list.length || list.length > MAX_SUBMISSION_BULK || list.some((id) => id === null)) {
      throw new ValidationError({ ids: `ids must be a list of 1 to ${MAX_SUBMISSION_BULK} submission ids` });
    }
    return [...new Set(list as number[])];
  }

  private async row(model: SubmissionModel, id: unknown): Promise<Row> {
    const number = parseWholeNumber(id, { min: 1 });
    const row = number === null ? null : ((await model.findByPk(number, { raw: true })) as unknown as Row | null);
    if (!row) throw new NotFoundError('Submission not found');
    return row;
  }

  /** The rows of these ids, newest first; NOT_FOUND naming the first missing one. */
  private async existing(model: SubmissionModel, ids: number[]): Promise<Row[]> {
    const rows = (await model.findAll({ where: { id: ids }, order: [['createdAt', 'DESC'], ['id', 'DESC']], raw: true })) as unknown as Row[];
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new NotFoundError(`Submission ${missing} not found`);
    return rows;
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
    if (query.state !== undefined && query.state !== null && query.state !== '') {
      if (typeof query.state !== 'string' || !(STATE_FILTERS as readonly string[]).includes(query.state)) {
        throw new ValidationError({ state: 'state must be new, handled, archived or open (new or handled)' });
      }
      conditions.push(this.inbox.withState(form.kind, query.state as SubmissionStateFilter));
    }
    return conditions.length ? { [Op.and]: conditions } : {};
  }

  private async shapes(form: FormKind, rows: Row[]): Promise<SubmissionShape[]> {
    const ids = rows.map((row) => row.id);
    const deliveries = rows.length ? await this.queue.deliveryOf(form.kind, ids) : new Map();
    const inbox = await this.inbox.of(form.kind, ids);
    const fields = staffFields(form);
    return rows.map((row) => ({
      kind: form.kind,
      id: row.id,
      email: row.email,
      createdAt: new Date(row.createdAt).toISOString(),
      fields: fields.map((field) => ({ key: field.key, label: field.label, value: (row[field.key] as string | null) ?? null })),
      delivery: deliveries.get(row.id) ?? NOT_QUEUED,
      ...(inbox.get(row.id) ?? { state: 'new' as SubmissionState, note: null, updatedBy: null, updatedAt: null }),
    }));
  }
}
