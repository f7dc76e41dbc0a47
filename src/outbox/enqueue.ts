/**
 * The FormService's afterStore hook: writes the submission's outbox row in the submission's own
 * transaction, so the two are committed together or not at all.
 */
import type { Transaction } from 'sequelize';
import { OutboxMessage } from '../../models/index.js';
import type { StoredSubmission } from '../services/form.service.js';

export async function enqueueSubmission(submission: StoredSubmission, transaction: Transaction): Promise<void> {
  await OutboxMessage.create({
    kind: submission.kind,
    submissionId: submission.id,
    payload: { email: submission.email, fields: submission.fields, createdAt: new Date(submission.createdAt).toISOString() },
    nextAttemptAt: new Date(),
  }, { transaction });
}
