/**
 * Staff's side of the submissions (issue 20, item 9) in submission_inbox: one row per kind and
 * submission, written the first time staff change its state or note; a submission without a row
 * is new. The submission service reads and writes it through this store only.
 */
import { literal, Op, type Transaction, type WhereOptions } from 'sequelize';
import { SubmissionInbox } from '../../models/index.js';
import type { SubmissionState } from '../shared/forms/index.js';

/** The list's state filter: one state, or open (new or handled: what still needs a look or may need one again). */
export const STATE_FILTERS = ['new', 'handled', 'archived', 'open'] as const;
export type SubmissionStateFilter = (typeof STATE_FILTERS)[number];

export interface InboxShape {
  state: SubmissionState;
  note: string | null;
  updatedBy: string | null;
  updatedAt: string | null;
}

export class SubmissionInboxStore {
  async of(kind: string, ids: readonly number[]): Promise<Map<number, InboxShape>> {
    if (!ids.length) return new Map();
    const rows = await SubmissionInbox.findAll({ where: { kind, submissionId: [...ids] } });
    return new Map(rows.map((row) => [row.submissionId, {
      state: row.state as SubmissionState,
      note: row.note,
      updatedBy: row.updatedBy,
      updatedAt: new Date(row.updatedAt).toISOString(),
    }]));
  }

  /** Submissions of the kind that are new: every one but those staff moved on. */
  async countNew(kind: string, total: number): Promise<number> {
    return total - (await SubmissionInbox.count({ where: { kind, state: { [Op.ne]: 'new' } } }));
  }

  /** A `where` on the kind's table: the submissions in this state. */
  withState(kind: string, filter: SubmissionStateFilter): WhereOptions {
    const sequelize = SubmissionInbox.sequelize!;
    const q = sequelize.getQueryInterface();
    const moved = (states: string[]) => `SELECT ${q.quoteIdentifier('submissionId')} FROM ${q.quoteIdentifier(SubmissionInbox.tableName)} `
      + `WHERE ${q.quoteIdentifier('kind')} = ${sequelize.escape(kind)} AND ${q.quoteIdentifier('state')} IN (${states.map((state) => sequelize.escape(state)).join(', ')})`;
    const id = q.quoteIdentifier('id');
    // No row means new: "new" is "not handled or archived", "open" is "not archived".
    const sql = filter === 'new' ? `${id} NOT IN (${moved(['handled', 'archived'])})`
      : filter === 'open' ? `${id} NOT IN (${moved(['archived'])})`
        : `${id} IN (${moved([filter])})`;
    return literal(sql) as unknown as WhereOptions;
  }

  /** Sets the state and/or the note of these submissions, creating their rows where missing. */
  async write(kind: string, ids: readonly number[], values: { state?: SubmissionState; note?: string | null }, by: string | null, transaction: Transaction): Promise<void> {
    const rows = await SubmissionInbox.findAll({ where: { kind, submissionId: [...ids] }, transaction });
    for (const id of ids) {
      const row = rows.find((candidate) => candidate.submissionId === id);
      if (row) {
        row.set({ ...values, updatedBy: by });
        // updatedAt moves even when the values stay the same (staff acted on it again).
        row.changed('updatedAt', true);
        await row.save({ transaction });
      } else {
        await SubmissionInbox.create({ kind, submissionId: id, state: values.state ?? 'new', note: values.note ?? null, updatedBy: by }, { transaction });
      }
    }
  }

  async forget(kind: string, ids: readonly number[], transaction: Transaction): Promise<void> {
    await SubmissionInbox.destroy({ where: { kind, submissionId: [...ids] }, transaction });
  }
}
