import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface WebhookDeliveryAttributes {
  id: number;
  webhookId: number;
  event: string;
  subjectType: string | null;
  subjectId: number | null;
  /** The last attempt's request and response (JSON text, see WebhookExchange), or null before the first. */
  lastExchange: string | null;
  createdAt: Date;
}

/** What staff inspect of a delivery's last attempt. */
export interface WebhookExchange {
  attemptedAt: string;
  request: { method: 'POST'; url: string; headers: Record<string, string> };
  /** Null when no answer came (a timeout, a network error, a refused target). */
  response: { status: number; headers: Record<string, string>; bodyExcerpt: string } | null;
  error: string | null;
}

/**
 * webhook_deliveries: what each webhook delivery is about. Its state (status, attempts, last
 * error, next attempt) is its outbox row: kind `webhook`, `submissionId` = this row's id; the
 * row's payload is the JSON body sent. Deleting a webhook deletes its deliveries (ON DELETE CASCADE).
 */
@Table({ tableName: 'webhook_deliveries', timestamps: true, updatedAt: false })
export class WebhookDelivery extends Model<WebhookDeliveryAttributes, Omit<WebhookDeliveryAttributes, 'id' | 'createdAt' | 'lastExchange'> & { lastExchange?: string | null }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare webhookId: number;

  /** post.published, ..., or ping. */
  @Column({ type: DataType.STRING(40), allowNull: false })
  declare event: string;

  @Column({ type: DataType.STRING(20), allowNull: true })
  declare subjectType: string | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare subjectId: number | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare lastExchange: string | null;

  declare createdAt: CreationOptional<Date>;
}
