/**
 * The public forms, one method for every kind (src/shared/forms declares them). A submission is
 * validated with the schema the browser uses, then stored together with its queued delivery in
 * one transaction, so it is either wholly kept or the caller hears that it failed.
 */
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { submissionModel, type SubmissionRecord } from '../forms/submission-models.js';
import { formOfKind, HONEYPOT_FIELD, isFormKindKey, type FormKindKey } from '../shared/forms/index.js';
import { ValidationError } from './errors.js';
import type { FormLimit } from './form-limit.js';
import type { StoredSubmission, SubmissionQueue } from './submission-queue.js';
import { validate } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';

/** What every form call answers; it never says whether an address was already known. */
export interface SubmissionReceipt {
  success: true;
}

const RECEIPT: SubmissionReceipt = { success: true };

/** Bots fill in the hidden "website" field that people never see: drop them without a word. */
function isBot(input: unknown): boolean {
  const trap = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof trap === 'string' && trap.trim() !== '';
}

/** Who sent a submission: the client address the rate limit counts against. */
export interface SubmissionOrigin {
  clientIp?: string;
}

export class FormService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly queue: SubmissionQueue,
    private readonly limit?: FormLimit,
  ) {}

  /** Every attempt counts against the client's allowance (REST, each GraphQL mutation, HTML posts alike). */
  async submit(kind: FormKindKey, input: unknown, origin: SubmissionOrigin = {}): Promise<SubmissionReceipt> {
    if (!isFormKindKey(kind)) throw new ValidationError({ kind: 'Unknown kind of form' });
    await this.limit?.count(origin.clientIp);
    const form = formOfKind(kind);
    const values = (await validate(form.schema, input)) as Record<string, string | undefined>;
    if (isBot(input)) return RECEIPT;
    // Stored as validated; an optional field left blank is NULL; addresses in lower case.
    const row: Record<string, string | null> = {};
    for (const field of form.fields) row[field.key] = field.column.nullable ? values[field.key] || null : (values[field.key] ?? '');
    row.email = row.email!.toLowerCase();
    try {
      await withWriteTransaction(this.sequelize, (transaction) => (form.dedupe === 'email'
        ? this.storeOncePerEmail(kind, row, transaction)
        : this.store(kind, row, transaction)));
    } catch (error) {
      // The same address signing up at the same instant elsewhere: it is known now, which is all we say.
      if (!(form.dedupe && error instanceof UniqueConstraintError)) throw error;
    }
    return RECEIPT;
  }

  private async store(kind: FormKindKey, values: Record<string, string | null>, transaction: Transaction): Promise<void> {
    const record = await submissionModel(kind).create(values, { transaction });
    await this.queue.enqueue(this.stored(kind, record), transaction);
  }

  /** A second sign-up with a known address changes nothing (no row, no delivery) and answers the same. */
  private async storeOncePerEmail(kind: FormKindKey, values: Record<string, string | null>, transaction: Transaction): Promise<void> {
    const [record, created] = await submissionModel(kind).findOrCreate({ where: { email: values.email! }, defaults: values, transaction });
    if (created) await this.queue.enqueue(this.stored(kind, record), transaction);
  }

  private stored(kind: FormKindKey, record: SubmissionRecord): StoredSubmission {
    const fields: Record<string, string | null> = {};
    for (const field of formOfKind(kind).fields) if (field.key !== 'email') fields[field.key] = (record.get(field.key) as string | null) ?? null;
    return { kind, id: record.id, email: record.email, fields, createdAt: record.createdAt };
  }
}
