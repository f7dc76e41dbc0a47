import { Column, DataType, Model, Table } from 'sequelize-typescript';

export interface BlogPostCategoryAttributes {
  postId: number;
  categoryId: number;
  /** The order the editor chose; the lowest is the post's first category (its categoryLabel). */
  position: number;
}

/**
 * blog_post_categories: which categories a post has, in order. The primary key (postId,
 * categoryId) keeps each pair once; both keys cascade on delete (see the migration).
 */
@Table({ tableName: 'blog_post_categories', timestamps: false })
export class BlogPostCategory extends Model<BlogPostCategoryAttributes, BlogPostCategoryAttributes> {
  @Column({ type: DataType.INTEGER, primaryKey: true, allowNull: false })
  declare postId: number;

  @Column({ type: DataType.INTEGER, primaryKey: true, allowNull: false })
  declare categoryId: number;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare position: number;
}
