import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface PostWorkingCopyAttributes {
  id: number;
  username: string;
  /** The post's id as text, or "new" for a post not created yet. */
  postKey: string;
  postId: number | null;
  /** JSON of the post form's values as typed (possibly incomplete). */
  fields: string;
  /** The post's version the edits started from; null for a new post. */
  baseVersion: number | null;
  /** Names the copy in its private preview link. */
  previewToken: string;
  createdAt: Date;
  updatedAt: Date;
}

/** post_working_copies: one staff member's unsaved work on one post (issue 20); goes with its post. */
@Table({ tableName: 'post_working_copies', timestamps: true })
export class PostWorkingCopy extends Model<PostWorkingCopyAttributes, Omit<PostWorkingCopyAttributes, 'id' | 'createdAt' | 'updatedAt'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare username: string;

  @Column({ type: DataType.STRING(20), allowNull: false })
  declare postKey: string;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare postId: number | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare fields: string;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare baseVersion: number | null;

  @Column({ type: DataType.STRING(64), allowNull: false })
  declare previewToken: string;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
