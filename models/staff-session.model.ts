import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface StaffSessionAttributes {
  /** Random id, kept in the cookie session's data. */
  id: string;
  userId: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * staff_sessions: the signed-in devices each member sees (issue 24). A cookie session counts only
 * while its row exists, so deleting the row ends it on its next request, on every process.
 */
@Table({ tableName: 'staff_sessions', timestamps: true, updatedAt: false })
export class StaffSession extends Model<StaffSessionAttributes, Omit<StaffSessionAttributes, 'createdAt'> & { createdAt?: Date }> {
  @Column({ type: DataType.STRING(32), primaryKey: true })
  declare id: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare userId: number;

  @Column({ type: DataType.STRING(300), allowNull: true })
  declare userAgent: string | null;

  @Column({ type: DataType.STRING(64), allowNull: true })
  declare ip: string | null;

  declare createdAt: CreationOptional<Date>;

  @Column({ type: DataType.DATE, allowNull: false })
  declare lastSeenAt: Date;
}
