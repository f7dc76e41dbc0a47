import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** users (docs/product.md §3): password holds an argon2id hash, never the password. */
@Table({ tableName: 'users', timestamps: true })
export class User extends Model<
  { id: number; username: string; password: string; credentialsVersion: number },
  { username: string; password: string; credentialsVersion?: number }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false, unique: true })
  declare username: string;

  @Column({ type: DataType.STRING(255), allowNull: false })
  declare password: string;

  /** Goes up whenever the password changes; a session opened under an older value is over. */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare credentialsVersion: CreationOptional<number>;
}
