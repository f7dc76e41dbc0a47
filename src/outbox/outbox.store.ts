/**
 * The outbox table's state changes. Claiming is one conditional UPDATE, atomic on SQLite and
 * MySQL/MariaDB alike: a row moves to `sending` under a fresh claim token only if it is still due
 * (waiting and nextAttemptAt passed, or sending with an expired lease), so two processes never
 * hold the same row, and a crashed process's rows come back once their lease runs out. Every
 * later change is conditioned on the token, so a worker whose lease expired cannot undo a newer claim.
 */
import { randomUUID } from 'node:crypto';
import { Op, fn, col, literal, type Transaction, type WhereOptions } from 'sequelize';
import { OutboxMessage, type OutboxAttributes, type OutboxPayload } from '../../models/outbox-message.model.js';

export interface NewOutboxMessage {
  kind: string;
  /** The row this message delivers (kind + source id are unique in the outbox). */
  sourceId: number;
  payload: OutboxPayload;
  /** When it is due (default: now). */
  at?: Date;
}

export interface ClaimOptions {
  kinds: readonly string[];
  limit: number;
  leaseMs: number;
}

export interface Claim {
  token: string;
  messages: OutboxMessage[];
}

export interface OutboxStats {
  waiting: number;
  sending: number;
  sent: number;
  failed: number;
  /** Seconds since the oldest undelivered (waiting or sending) row was stored; 0 when none. */
  oldestWaitingAgeSeconds: number;
}

function dueWhere(now: Date): WhereOptions<OutboxAttributes> {
  return {
    [Op.or]: [
      { status: 'waiting', nextAttemptAt: { [Op.lte]: now } },
      { status: 'sending', lockedUntil: { [Op.lt]: now } },
    ],
  };
}

export class OutboxStore {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  /** Stores a message in the caller's transaction: it is delivered only if that transaction commits. */
  async enqueue({ kind, sourceId, payload, at }: NewOutboxMessage, transaction: Transaction): Promise<void> {
    await OutboxMessage.create({ kind, submissionId: sourceId, payload, nextAttemptAt: at ?? this.clock() }, { transaction });
  }

  /** Takes up to `limit` due rows of these kinds; each claim counts as an attempt. */
  async claim({ kinds, limit, leaseMs }: ClaimOptions): Promise<Claim> {
    const token = randomUUID();
    if (!kinds.length) return { token, messages: [] };
    const now = this.clock();
    const candidates = await OutboxMessage.findAll({
      attributes: ['id'],
      where: { kind: [...kinds], ...dueWhere(now) },
      order: [['nextAttemptAt', 'ASC'], ['id', 'ASC']],
      limit,
    });
    if (!candidates.length) return { token, messages: [] };
    const [claimed] = await OutboxMessage.update(
      { status: 'sending', lockedBy: token, lockedUntil: new Date(now.getTime() + leaseMs), attempts: literal('attempts + 1') as never },
      { where: { id: candidates.map((row) => row.id), ...dueWhere(now) } },
    );
    if (!claimed) return { token, messages: [] };
    const messages = await OutboxMessage.findAll({ where: { lockedBy: token, status: 'sending' }, order: [['id', 'ASC']] });
    return { token, messages };
  }

  async markSent(message: OutboxMessage, token: string): Promise<boolean> {
    return this.settle(message, token, { status: 'sent', sentAt: this.clock(), lockedBy: null, lockedUntil: null });
  }

  async reschedule(message: OutboxMessage, token: string, delayMs: number, error: string): Promise<boolean> {
    const nextAttemptAt = new Date(this.clock().getTime() + delayMs);
    return this.settle(message, token, { status: 'waiting', nextAttemptAt, lastError: error, lockedBy: null, lockedUntil: null });
  }

  async markFailed(message: OutboxMessage, token: string, error: string): Promise<boolean> {
    return this.settle(message, token, { status: 'failed', lastError: error, lockedBy: null, lockedUntil: null });
  }

  /** A failed row goes back to the queue for a fresh round of attempts (staff's "retry"). */
  async retryFailed(kind: string, sourceId: number): Promise<boolean> {
    const [count] = await OutboxMessage.update(
      { status: 'waiting', attempts: 0, nextAttemptAt: this.clock(), lockedBy: null, lockedUntil: null },
      { where: { kind, submissionId: sourceId, status: 'failed' } },
    );
    return count === 1;
  }

  async stats(): Promise<OutboxStats> {
    const counts = (await OutboxMessage.findAll({
      attributes: ['status', [fn('COUNT', col('id')), 'count']],
      group: ['status'],
      raw: true,
    })) as unknown as Array<{ status: string; count: number | string }>;
    const by = Object.fromEntries(counts.map((row) => [row.status, Number(row.count)]));
    const oldest = await OutboxMessage.findOne({
      attributes: ['createdAt'],
      where: { status: ['waiting', 'sending'] },
      order: [['createdAt', 'ASC']],
    });
    const age = oldest ? Math.max(0, Math.floor((this.clock().getTime() - new Date(oldest.createdAt).getTime()) / 1000)) : 0;
    return { waiting: by.waiting ?? 0, sending: by.sending ?? 0, sent: by.sent ?? 0, failed: by.failed ?? 0, oldestWaitingAgeSeconds: age };
  }

  private async settle(message: OutboxMessage, token: string, values: Partial<OutboxAttributes>): Promise<boolean> {
    const [count] = await OutboxMessage.update(values, { where: { id: message.id, lockedBy: token, status: 'sending' } });
    return count === 1;
  }
}
