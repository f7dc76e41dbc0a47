import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';
/** The staff roles (src/shared/staff-roles.ts says what each may do). */
export type StaffRole = 'administrator' | 'editor' | 'author' | 'contributor';

export interface UserAttributes {
  id: number;
  username: string;
  password: string;
  credentialsVersion: number;
  role: StaffRole;
  email: string | null;
  name: string | null;
  suspendedAt: Date | null;
  lastSignInAt: Date | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
  recoveryCodes: string[] | null;
  createdAt: Date;
  updatedAt: Date;
}

type Optional = 'id' | 'credentialsVersion' | 'role' | 'email' | 'name' | 'suspendedAt' | 'lastSignInAt' | 'totpSecret'
  | 'totpEnabledAt' | 'totpLastStep' | 'recoveryCodes' | 'createdAt' | 'updatedAt';

/**
 * users (docs/product.md §3; staff since issue 24): password holds an argon2id hash, never the
 * password; recoveryCodes holds SHA-256 hashes of the unused 2FA recovery codes.
 */
@Table({ tableName: 'users', timestamps: true })
export class User extends Model<UserAttributes, Omit<UserAttributes, Optional> & Partial<Pick<UserAttributes, Optional>>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false, unique: true })
  declare username: string;

  @Column({ type: DataType.STRING(255), allowNull: false })
  declare password: string;

  /** Goes up whenever the password changes; a session opened under an older value is over. */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare credentialsVersion: CreationOptional<number>;

  @Column({ type: DataType.STRING(20), allowNull: false, defaultValue: 'administrator' })
  declare role: CreationOptional<StaffRole>;

  @Column({ type: DataType.STRING(254), allowNull: true, unique: true })
  declare email: CreationOptional<string | null>;

  @Column({ type: DataType.STRING(120), allowNull: true })
  declare name: CreationOptional<string | null>;

  /** A suspended member cannot sign in; their sessions end. */
  @Column({ type: DataType.DATE, allowNull: true })
  declare suspendedAt: CreationOptional<Date | null>;

  @Column({ type: DataType.DATE, allowNull: true })
  declare lastSignInAt: CreationOptional<Date | null>;

  /** The TOTP secret, encrypted (src/services/totp-secret-box.ts): pending until totpEnabledAt is set by the first code. */
  @Column({ type: DataType.STRING(255), allowNull: true })
  declare totpSecret: CreationOptional<string | null>;

  @Column({ type: DataType.DATE, allowNull: true })
  declare totpEnabledAt: CreationOptional<Date | null>;

  /** The time step (30-second period) of the last code accepted: a code is good once. */
  @Column({ type: DataType.INTEGER, allowNull: true })
  declare totpLastStep: CreationOptional<number | null>;

  /** JSON in a TEXT column (MariaDB hands JSON back as a string). */
  @Column({
    type: DataType.TEXT,
    allowNull: true,
    get(this: Model) {
      const raw = this.getDataValue('recoveryCodes') as unknown;
      return typeof raw === 'string' ? (JSON.parse(raw) as string[]) : (raw as string[] | null);
    },
    set(this: Model, value: string[] | null) {
      this.setDataValue('recoveryCodes', (value ? JSON.stringify(value) : null) as never);
    },
  })
  declare recoveryCodes: CreationOptional<string[] | null>;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
