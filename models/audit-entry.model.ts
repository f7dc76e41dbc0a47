import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface AuditEntryAttributes {
  id: number;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  kind: string;
  objectType: string | null;
  objectId: string | null;
  summary: string;
}

/** audit_log: one row per staff action (issue 24), written in the action's own transaction. Never a secret. */
@Table({ tableName: 'audit_log', timestamps: true, updatedAt: false })
export class AuditEntry extends Model<AuditEntryAttributes, Omit<AuditEntryAttributes, 'id' | 'createdAt'> & { createdAt?: Date }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.DATE(3), allowNull: false })
  declare createdAt: CreationOptional<Date>;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare actorId: number | null;

  @Column({ type: DataType.STRING(100), allowNull: true })
  declare actorName: string | null;

  @Column({ type: DataType.STRING(64), allowNull: true })
  declare ip: string | null;

  @Column({ type: DataType.STRING(40), allowNull: false })
  declare kind: string;

  @Column({ type: DataType.STRING(30), allowNull: true })
  declare objectType: string | null;

  @Column({ type: DataType.STRING(64), allowNull: true })
  declare objectId: string | null;

  @Column({ type: DataType.STRING(500), allowNull: false })
  declare summary: string;
}
