import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface ContentChangeAttributes {
  id: number;
  event: string;
  subjectType: string;
  subjectId: number;
  tags: string[];
  /** The slug the public knew the subject by at this change; null for a post never public around it. */
  slug: string | null;
  createdAt: Date;
}

/**
 * content_changes: one row per write to posts or categories, in the write's own transaction. The
 * response caches of other server processes read it to purge what changed (the tags), and it is
 * the source of the content webhooks. Old rows are pruned.
 */
@Table({ tableName: 'content_changes', timestamps: true, updatedAt: false })
export class ContentChange extends Model<ContentChangeAttributes, Omit<ContentChangeAttributes, 'id' | 'createdAt' | 'slug'> & { slug?: string | null }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  /** post.created, post.updated, post.published, post.unpublished, post.deleted, category.created, ... */
  @Column({ type: DataType.STRING(40), allowNull: false })
  declare event: string;

  @Column({ type: DataType.STRING(20), allowNull: false })
  declare subjectType: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare subjectId: number;

  /** Cache tags (`post:12`, `posts`, ...), space-separated in a TEXT column. */
  @Column({
    type: DataType.TEXT,
    allowNull: false,
    get(this: Model) {
      const raw = this.getDataValue('tags') as unknown;
      return typeof raw === 'string' ? raw.split(' ').filter(Boolean) : [];
    },
    set(this: Model, value: string[]) {
      this.setDataValue('tags', value.join(' ') as never);
    },
  })
  declare tags: string[];

  @Column({ type: DataType.STRING(200), allowNull: true })
  declare slug: string | null;

  declare createdAt: CreationOptional<Date>;
}
