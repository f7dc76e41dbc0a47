/**
 * The four public forms. Each submission is validated with the schema the browser uses, then
 * stored; `afterStore` runs inside the same transaction (the e-mail provider's outbox hooks in
 * there), so a submission is either wholly kept or the caller hears that it failed.
 */
import { UniqueConstraintError, type Model, type ModelStatic, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { ExpertApplication, InterestRegistration, Suggestion, WaitlistEntry } from '../../models/index.js';
import { expertApplicationSchema } from '../shared/schemas/expert-application.schema.js';
import { interestSchema } from '../shared/schemas/interest.schema.js';
import { suggestionSchema } from '../shared/schemas/suggestion.schema.js';
import { waitlistSchema } from '../shared/schemas/waitlist.schema.js';
import { validate } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';

export const SUBMISSION_KINDS = ['waitlist', 'suggestion', 'expert_application', 'interest_registration'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export interface StoredSubmission {
  kind: SubmissionKind;
  id: number;
  email: string;
  fields: Record<string, string | null>;
  createdAt: Date;
}

export type AfterStore = (submission: StoredSubmission, transaction: Transaction) => Promise<void>;

/** What every form call answers; it never says whether an address was already known. */
export interface SubmissionReceipt {
  success: true;
}

type StoredRow = { id: number; email: string; createdAt: Date };
type SubmissionModel = typeof Suggestion | typeof ExpertApplication | typeof InterestRegistration;

const RECEIPT: SubmissionReceipt = { success: true };

/** Bots fill in the hidden "website" field that people never see: drop them without a word. */
function isBot(input: unknown): boolean {
  const trap = (input as { website?: unknown } | null)?.website;
  return typeof trap === 'string' && trap.trim() !== '';
}

export class FormService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly afterStore: AfterStore = async () => undefined,
  ) {}

  async joinWaitlist(input: unknown): Promise<SubmissionReceipt> {
    const values = await validate(waitlistSchema, input);
    if (isBot(input)) return RECEIPT;
    const email = values.email.toLowerCase();
    try {
      await withWriteTransaction(this.sequelize, async (transaction) => {
        // A second sign-up with a known address changes nothing (no row, no outbox row) and answers the same.
        const [entry, created] = await WaitlistEntry.findOrCreate({
          where: { email },
          defaults: { firstName: values.firstName, lastName: values.lastName, email },
          transaction,
        });
        if (created) await this.afterStore(this.stored('waitlist', entry, { firstName: entry.firstName, lastName: entry.lastName }), transaction);
      });
    } catch (error) {
      // The same address signing up at the same instant elsewhere: it is known now, which is all we say.
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
    return RECEIPT;
  }

  async suggest(input: unknown): Promise<SubmissionReceipt> {
    const values = await validate(suggestionSchema, input);
    if (isBot(input)) return RECEIPT;
    await this.store('suggestion', Suggestion, {
      name: values.name, email: values.email.toLowerCase(), type: values.type, message: values.message,
    });
    return RECEIPT;
  }

  async applyAsExpert(input: unknown): Promise<SubmissionReceipt> {
    const values = await validate(expertApplicationSchema, input);
    if (isBot(input)) return RECEIPT;
    await this.store('expert_application', ExpertApplication, {
      firstName: values.firstName, lastName: values.lastName, email: values.email.toLowerCase(), link: values.link,
      about: values.about || null,
    });
    return RECEIPT;
  }

  async registerInterest(input: unknown): Promise<SubmissionReceipt> {
    const values = await validate(interestSchema, input);
    if (isBot(input)) return RECEIPT;
    await this.store('interest_registration', InterestRegistration, {
      name: values.name, email: values.email.toLowerCase(), interest: values.interest, message: values.message || null,
    });
    return RECEIPT;
  }

  private async store(kind: SubmissionKind, model: SubmissionModel, values: Record<string, string | null> & { email: string }): Promise<void> {
    await withWriteTransaction(this.sequelize, async (transaction) => {
      const row = (await (model as ModelStatic<Model>).create(values, { transaction })) as unknown as StoredRow;
      const { email: _email, ...fields } = values;
      await this.afterStore(this.stored(kind, row, fields), transaction);
    });
  }

  private stored(kind: SubmissionKind, row: StoredRow, fields: Record<string, string | null>): StoredSubmission {
    return { kind, id: row.id, email: row.email, fields, createdAt: row.createdAt };
  }
}
