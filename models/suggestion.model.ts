import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** suggestions (SPEC section 3). */
@Table({ tableName: 'suggestions', timestamps: true, updatedAt: false })
export class Suggestion extends Model<{ id: number; name: string; email: string; type: string; message: string; createdAt: Date },
  { name: string; email: string; type: string; message: string }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare name: string;

  @Column({ type: DataType.STRING(254), allowNull: false })
  declare email: string;

  @Column({ type: DataType.STRING(50), allowNull: false })
  declare type: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare message: string;

  declare createdAt: CreationOptional<Date>;
}
