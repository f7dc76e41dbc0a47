import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export type CategoryAliasKind = 'slug' | 'name';

export interface CategoryAliasAttributes {
  id: number;
  /** What the value was: the category's slug or its name. */
  kind: CategoryAliasKind;
  value: string;
  categoryId: number;
  createdAt: Date;
}

/**
 * category_aliases: a slug or name a category had before (issue 20, item 8). Deleting the
 * category deletes its rows (ON DELETE CASCADE, see the migration).
 */
@Table({ tableName: 'category_aliases', timestamps: true, updatedAt: false })
export class CategoryAlias extends Model<CategoryAliasAttributes, Omit<CategoryAliasAttributes, 'id' | 'createdAt'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(10), allowNull: false })
  declare kind: CategoryAliasKind;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare value: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare categoryId: number;

  declare createdAt: CreationOptional<Date>;
}
