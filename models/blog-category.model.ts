import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface BlogCategoryAttributes {
  id: number;
  name: string;
  group: string;
  description: string | null;
  slug: string;
  /** The editors' order within the group (issue 20, item 8): smaller first. */
  position: number;
}

/** blog_categories (docs/product.md §3). */
@Table({ tableName: 'blog_categories', timestamps: true })
export class BlogCategory extends Model<BlogCategoryAttributes, Omit<BlogCategoryAttributes, 'id' | 'position'> & { position?: number }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false, unique: true })
  declare name: string;

  @Column({ type: DataType.STRING(20), allowNull: false })
  declare group: string;

  @Column({ type: DataType.STRING(500), allowNull: true })
  declare description: string | null;

  @Column({ type: DataType.STRING(100), allowNull: false, unique: true })
  declare slug: string;

  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 })
  declare position: CreationOptional<number>;
}
