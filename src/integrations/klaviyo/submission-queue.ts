/**
 * The services' SubmissionQueue (src/services/submission-queue.ts) on the outbox table: a stored
 * submission's outbox row is written in the submission's own transaction; staff read and retry
 * deliveries through it. The composition root passes an instance to createServices().
 */
import { fn, col, literal, Op, type Transaction, type WhereOptions } from 'sequelize';
import { OutboxMessage } from '../../../models/outbox-message.model.js';
import type { DeliveryActivity, DeliveryCount, StoredSubmission, SubmissionQueue } from '../../services/submission-queue.js';
import type { DeliveryShape } from '../../services/submission.shapes.js';
import { OutboxStore } from '../../outbox/outbox.store.js';

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export class OutboxSubmissionQueue implements SubmissionQueue {
  constructor(private readonly store = new OutboxStore()) {}

  async enqueue(submission: StoredSubmission, transaction: Transaction): Promise<void> {
    await this.store.enqueue({
      kind: submission.kind,
      sourceId: submission.id,
      payload: { email: submission.email, fields: submission.fields, createdAt: new Date(submission.createdAt).toISOString() },
    }, transaction);
  }

  async deliveryOf(kind: string, ids: readonly number[]): Promise<Map<number, DeliveryShape>> {
    const messages = await OutboxMessage.findAll({ where: { kind, submissionId: [...ids] } });
    return new Map(messages.map((message) => [message.submissionId, {
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError ?? null,
      nextAttemptAt: message.status === 'waiting' ? iso(message.nextAttemptAt) : null,
      sentAt: iso(message.sentAt),
    }]));
  }

  /** `id IN (the outbox rows of this kind with this status)`, as a subquery on the submission's table. */
  withStatus(kind: string, status: string): WhereOptions {
    const sequelize = OutboxMessage.sequelize!;
    const q = sequelize.getQueryInterface();
    return literal(
      `${q.quoteIdentifier('id')} IN (SELECT ${q.quoteIdentifier('submissionId')} FROM ${q.quoteIdentifier(OutboxMessage.tableName)} ` +
      `WHERE ${q.quoteIdentifier('kind')} = ${sequelize.escape(kind)} AND ${q.quoteIdentifier('status')} = ${sequelize.escape(status)})`,
    ) as unknown as WhereOptions;
  }

  retry(kind: string, id: number): Promise<boolean> {
    return this.store.retryFailed(kind, id);
  }

  async counts(): Promise<DeliveryCount[]> {
    const rows = (await OutboxMessage.findAll({
      attributes: ['kind', 'status', [fn('COUNT', col('id')), 'count']],
      group: ['kind', 'status'],
      raw: true,
    })) as unknown as Array<{ kind: string; status: string; count: number | string }>;
    return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
  }

  async forget(kind: string, ids: readonly number[], transaction: Transaction): Promise<void> {
    if (ids.length) await OutboxMessage.destroy({ where: { kind, submissionId: [...ids] }, transaction });
  }

  async activity(kinds: readonly string[]): Promise<DeliveryActivity> {
    const sent = await OutboxMessage.findOne({ where: { kind: [...kinds], sentAt: { [Op.ne]: null } }, order: [['sentAt', 'DESC']], attributes: ['sentAt'] });
    // A failed attempt leaves its error; a retry by staff starts the count again (attempts 0) and is no failure yet.
    const failed = await OutboxMessage.findOne({
      where: { kind: [...kinds], status: ['waiting', 'failed'], attempts: { [Op.gt]: 0 }, lastError: { [Op.ne]: null } },
      order: [['updatedAt', 'DESC']], attributes: ['updatedAt', 'lastError'],
    });
    return {
      lastSentAt: sent?.sentAt ? new Date(sent.sentAt) : null,
      lastFailure: failed ? { at: new Date(failed.updatedAt), error: failed.lastError ?? '' } : null,
    };
  }
}
