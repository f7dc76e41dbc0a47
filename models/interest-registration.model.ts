import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** interest_registrations (SPEC section 3). */
@Table({ tableName: 'interest_registrations', timestamps: true, updatedAt: false })
export class InterestRegistration extends Model<
  { id: number; name: string; email: string; interest: string; message: string | null; createdAt: Date },
  { name: string; email: string; interest: string; message: string | null }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare name: string;

  @Column({ type: DataType.STRING(254), allowNull: false })
  declare email: string;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare interest: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare message: string | null;

  declare createdAt: CreationOptional<Date>;
}
