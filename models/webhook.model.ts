import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface WebhookAttributes {
  id: number;
  name: string;
  url: string;
  events: string[];
  secret: string;
  /** The secret before the last rotation: it still signs deliveries until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * webhooks: URLs staff registered for content events (src/services/webhook.service.ts). The
 * secret signs every delivery, so it is stored as it is (it must be read to sign); staff may view it.
 */
@Table({ tableName: 'webhooks', timestamps: true })
export class Webhook extends Model<WebhookAttributes, Omit<WebhookAttributes, 'id' | 'createdAt' | 'updatedAt' | 'previousSecret' | 'previousSecretUntil'> & Partial<Pick<WebhookAttributes, 'previousSecret' | 'previousSecretUntil'>>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare name: string;

  @Column({ type: DataType.STRING(2000), allowNull: false })
  declare url: string;

  /** The subscribed event names as a JSON array in a TEXT column (MariaDB answers JSON as a string). */
  @Column({
    type: DataType.TEXT,
    allowNull: false,
    get(this: Model) {
      const raw = this.getDataValue('events') as unknown;
      return typeof raw === 'string' ? (JSON.parse(raw) as string[]) : ((raw as string[] | null) ?? []);
    },
    set(this: Model, value: string[]) {
      this.setDataValue('events', JSON.stringify(value) as never);
    },
  })
  declare events: string[];

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare secret: string;

  @Column({ type: DataType.STRING(100), allowNull: true })
  declare previousSecret: string | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare previousSecretUntil: Date | null;

  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true })
  declare active: boolean;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
