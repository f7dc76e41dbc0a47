import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export type ApiKeyScopeValue = 'content' | 'preview' | 'admin';

export interface ApiKeyAttributes {
  id: number;
  name: string;
  scope: ApiKeyScopeValue;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: string;
  /** The token's first characters, shown in the admin list to recognise a key. */
  prefix: string;
  createdBy: number | null;
  /** The browser origins the key may be used from (JSON array text), or null for any. */
  allowedOrigins: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** api_keys: Content API keys (see the migration). */
@Table({ tableName: 'api_keys', timestamps: true, updatedAt: false })
export class ApiKey extends Model<ApiKeyAttributes, Omit<ApiKeyAttributes, 'id' | 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'allowedOrigins'> & { allowedOrigins?: string | null }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare name: string;

  @Column({ type: DataType.ENUM('content', 'preview', 'admin'), allowNull: false })
  declare scope: ApiKeyScopeValue;

  @Column({ type: DataType.STRING(64), allowNull: false, unique: true })
  declare tokenHash: string;

  @Column({ type: DataType.STRING(16), allowNull: false })
  declare prefix: string;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare createdBy: number | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare allowedOrigins: string | null;

  declare createdAt: CreationOptional<Date>;

  @Column({ type: DataType.DATE, allowNull: true })
  declare lastUsedAt: Date | null;

  @Column({ type: DataType.DATE, allowNull: true })
  declare revokedAt: Date | null;
}
