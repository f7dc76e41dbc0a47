import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface BlogPostRevisionAttributes {
  id: number;
  postId: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  /** The category names the post had, in order. */
  categories: string[];
  publishDate: Date;
  author: string;
  status: string;
  savedBy: string;
  /** admin, api-key or system. */
  savedByKind: string;
  createdAt: Date;
}

/**
 * blog_post_revisions: a copy of a post's fields at each save, with who saved it. Deleting the
 * post deletes its revisions (ON DELETE CASCADE, see the migration).
 */
@Table({ tableName: 'blog_post_revisions', timestamps: true, updatedAt: false })
export class BlogPostRevision extends Model<BlogPostRevisionAttributes, Omit<BlogPostRevisionAttributes, 'id' | 'createdAt'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare postId: number;

  @Column({ type: DataType.STRING(200), allowNull: false })
  declare title: string;

  @Column({ type: DataType.STRING(200), allowNull: false })
  declare slug: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare excerpt: string;

  // MEDIUMTEXT on MySQL (see the migration).
  @Column({ type: DataType.TEXT, allowNull: false })
  declare content: string;

  @Column({ type: DataType.STRING(100), allowNull: true })
  declare imageUrl: string | null;

  /** A JSON array of names in a TEXT column (the same on every database). */
  @Column({
    type: DataType.TEXT,
    allowNull: false,
    get(this: Model) {
      const raw = this.getDataValue('categories') as unknown;
      try {
        const parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
        return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
      } catch {
        return [];
      }
    },
    set(this: Model, value: string[]) {
      this.setDataValue('categories', JSON.stringify(value) as never);
    },
  })
  declare categories: string[];

  @Column({ type: DataType.DATE, allowNull: false })
  declare publishDate: Date;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare author: string;

  @Column({ type: DataType.STRING(20), allowNull: false })
  declare status: string;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare savedBy: string;

  @Column({ type: DataType.STRING(20), allowNull: false })
  declare savedByKind: string;

  declare createdAt: CreationOptional<Date>;
}
