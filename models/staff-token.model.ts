import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';
import type { StaffRole } from './user.model.js';

export type StaffTokenPurpose = 'invitation' | 'password-reset';

export interface StaffTokenAttributes {
  id: number;
  purpose: StaffTokenPurpose;
  /** SHA-256 of the token, hex: the token itself is only in the e-mail. */
  tokenHash: string;
  email: string;
  /** An invitation's role. */
  role: StaffRole | null;
  /** A password reset's account. */
  userId: number | null;
  createdBy: number | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** staff_tokens: one-time links of invitations and password resets (see the migration). */
@Table({ tableName: 'staff_tokens', timestamps: true })
export class StaffToken extends Model<StaffTokenAttributes,
  Pick<StaffTokenAttributes, 'purpose' | 'tokenHash' | 'email' | 'expiresAt'> & Partial<Pick<StaffTokenAttributes, 'role' | 'userId' | 'createdBy'>>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(20), allowNull: false })
  declare purpose: StaffTokenPurpose;

  @Column({ type: DataType.STRING(64), allowNull: false, unique: true })
  declare tokenHash: string;

  @Column({ type: DataType.STRING(254), allowNull: false })
  declare email: string;

  @Column({ type: DataType.STRING(20), allowNull: true })
  declare role: StaffRole | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare userId: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare createdBy: number | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare expiresAt: Date;

  @Column({ type: DataType.DATE, allowNull: true })
  declare usedAt: CreationOptional<Date | null>;

  @Column({ type: DataType.DATE, allowNull: true })
  declare revokedAt: CreationOptional<Date | null>;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
