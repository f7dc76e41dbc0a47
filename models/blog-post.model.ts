import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface BlogPostAttributes {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  imageId: number | null;
  firstCategoryId: number | null;
  publishDate: Date;
  author: string;
  status: string;
  /** Raised by one at every save: a save naming an older version is refused (issue 20). */
  version: number;
  /** When the post went to the trash (status "trashed"), or null. */
  trashedAt: Date | null;
  /** The article's title and meta description for search engines and share cards; null falls back to the title and excerpt. */
  metaTitle: string | null;
  metaDescription: string | null;
  /** The media library image share cards show (issue 20, item 7); null falls back to the featured image. */
  shareImageId: number | null;
  /** The status a trashed post had, given back when it is restored. */
  trashedFromStatus: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type BlogPostCreation = Omit<BlogPostAttributes, 'id' | 'createdAt' | 'updatedAt' | 'firstCategoryId' | 'imageId' | 'version' | 'trashedAt' | 'trashedFromStatus' | 'metaTitle' | 'metaDescription' | 'shareImageId'>
  & { firstCategoryId?: number | null; imageId?: number | null; version?: number; metaTitle?: string | null; metaDescription?: string | null; shareImageId?: number | null };

/**
 * blog_posts (docs/product.md §3). A post's categories are rows of blog_post_categories;
 * firstCategoryId repeats the first of them as the key of the category sorts (see the migration).
 */
@Table({ tableName: 'blog_posts', timestamps: true })
export class BlogPost extends Model<BlogPostAttributes, BlogPostCreation> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(200), allowNull: false })
  declare title: string;

  @Column({ type: DataType.STRING(200), allowNull: false, unique: true })
  declare slug: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare excerpt: string;

  // MEDIUMTEXT on MySQL (see the migration); the model's type only matters for casting.
  @Column({ type: DataType.TEXT, allowNull: false })
  declare content: string;

  @Column({ type: DataType.STRING(100), allowNull: true })
  declare imageUrl: string | null;

  // The category sorts' key: the lowest-position category of blog_post_categories, or null.
  /** The featured image from the media library (issue 21), beside or instead of the imageUrl key. */
  @Column({ type: DataType.INTEGER, allowNull: true })
  declare imageId: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare firstCategoryId: number | null;

  @Column({ type: DataType.DATE, allowNull: false })
  declare publishDate: Date;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare author: string;

  @Column({ type: DataType.STRING(20), allowNull: false, defaultValue: 'published' })
  declare status: string;

  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 1 })
  declare version: CreationOptional<number>;

  @Column({ type: DataType.DATE, allowNull: true })
  declare trashedAt: CreationOptional<Date | null>;

  @Column({ type: DataType.STRING(20), allowNull: true })
  declare trashedFromStatus: CreationOptional<string | null>;

  @Column({ type: DataType.STRING(120), allowNull: true })
  declare metaTitle: CreationOptional<string | null>;

  @Column({ type: DataType.STRING(320), allowNull: true })
  declare metaDescription: CreationOptional<string | null>;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare shareImageId: CreationOptional<number | null>;

  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
