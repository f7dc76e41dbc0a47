import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface PostSlugRedirectAttributes {
  id: number;
  /** A slug the post had before; unique. */
  slug: string;
  postId: number;
  createdAt: Date;
}

/**
 * post_slug_redirects: an old slug of a post, answered with a 301 to its article. Deleting the
 * post deletes its rows (ON DELETE CASCADE, see the migration).
 */
@Table({ tableName: 'post_slug_redirects', timestamps: true, updatedAt: false })
export class PostSlugRedirect extends Model<PostSlugRedirectAttributes, Omit<PostSlugRedirectAttributes, 'id' | 'createdAt'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(200), allowNull: false, unique: true })
  declare slug: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare postId: number;

  declare createdAt: CreationOptional<Date>;
}
