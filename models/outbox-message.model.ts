import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export const OUTBOX_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a submission looked like when it was stored; the worker builds the provider's request from it. */
export interface SubmissionPayload {
  email: string;
  fields: Record<string, string | null>;
  createdAt: string;
}

/** A webhook delivery (kind `webhook`): the JSON body to send, exactly as it is signed and sent. */
export interface WebhookPayload {
  body: string;
}

/** A staff e-mail (kind `mail`): the message as sent. */
export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type OutboxPayload = SubmissionPayload | WebhookPayload | MailPayload;

export interface OutboxAttributes {
  id: number;
  kind: string;
  submissionId: number;
  payload: OutboxPayload;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * outbox_messages: one row per form submission, written in the submission's transaction and
 * delivered to the e-mail provider by the worker (src/outbox); and one row per webhook delivery
 * (kind `webhook`, `submissionId` = the webhook_deliveries row), written in the content write's
 * transaction and delivered by the webhook worker. `lockedBy` names the claim that
 * holds a row in `sending` until `lockedUntil`; after that any worker may take it again.
 */
@Table({ tableName: 'outbox_messages', timestamps: true })
export class OutboxMessage extends Model<OutboxAttributes,
  { kind: string; submissionId: number; payload: OutboxPayload; nextAttemptAt: Date }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(40), allowNull: false })
  declare kind: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare submissionId: number;

  /** JSON in a TEXT column: MariaDB hands JSON back as a string, so (de)serialise here. */
  @Column({
    type: DataType.TEXT,
    allowNull: false,
    get(this: Model) {
      const raw = this.getDataValue('payload') as unknown;
      return typeof raw === 'string' ? (JSON.parse(raw) as OutboxPayload) : (raw as OutboxPayload);
    },
    set(this: Model, value: OutboxPayload) {
      this.setDataValue('payload', JSON.stringify(value) as never);
    },
  })
  declare payload: OutboxPayload;

  @Column({ type: DataType.STRING(10), allowNull: false, defaultValue: 'waiting' })
  declare status: CreationOptional<OutboxStatus>;

  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare attempts: CreationOptional<number>;

  @Column({ type: DataType.DATE(3), allowNull: false })
  declare nextAttemptAt: Date;

  @Column({ type: DataType.STRING(64), allowNull: true })
  declare lockedBy: CreationOptional<string | null>;

  @Column({ type: DataType.DATE(3), allowNull: true })
  declare lockedUntil: CreationOptional<Date | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare lastError: CreationOptional<string | null>;

  @Column({ type: DataType.DATE(3), allowNull: true })
  declare sentAt: CreationOptional<Date | null>;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
