import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** One stored file of an item: its storage key, width and format (the kinds the library writes). */
export interface MediaFileRecord {
  key: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';
  bytes: number;
}

export interface MediaAttributes {
  id: number;
  /** The first 32 hex digits of the SHA-256 of the uploaded bytes: the folder of its files. */
  hash: string;
  /** The uploaded file's name (searchable; never used for a path). */
  fileName: string;
  alt: string;
  caption: string;
  /** Shown without alt text on purpose (decoration only). */
  decorative: boolean;
  /** The type of the full-size file served (`original`). */
  mimeType: string;
  width: number;
  height: number;
  /** The uploaded file's size in bytes. */
  size: number;
  /** A data: URL of a tiny blurred preview. */
  placeholder: string;
  /** JSON: the full-size file, then the variants (MediaFileRecord[]). */
  files: string;
  createdAt: Date;
  updatedAt: Date;
}

/** media: the media library's items (issue 21); their files are in the media storage under `hash`. */
@Table({ tableName: 'media', timestamps: true })
export class Media extends Model<MediaAttributes, Omit<MediaAttributes, 'id' | 'createdAt' | 'updatedAt'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(32), allowNull: false })
  declare hash: string;

  @Column({ type: DataType.STRING(255), allowNull: false })
  declare fileName: string;

  @Column({ type: DataType.STRING(500), allowNull: false, defaultValue: '' })
  declare alt: string;

  @Column({ type: DataType.STRING(1000), allowNull: false, defaultValue: '' })
  declare caption: string;

  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false })
  declare decorative: boolean;

  @Column({ type: DataType.STRING(40), allowNull: false })
  declare mimeType: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare width: number;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare height: number;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare size: number;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare placeholder: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare files: string;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
