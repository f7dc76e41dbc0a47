import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** expert_applications (SPEC section 3). */
@Table({ tableName: 'expert_applications', timestamps: true, updatedAt: false })
export class ExpertApplication extends Model<
  { id: number; firstName: string; lastName: string; email: string; link: string; about: string | null; createdAt: Date },
  { firstName: string; lastName: string; email: string; link: string; about: string | null }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare firstName: string;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare lastName: string;

  @Column({ type: DataType.STRING(254), allowNull: false })
  declare email: string;

  @Column({ type: DataType.STRING(500), allowNull: false })
  declare link: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare about: string | null;

  declare createdAt: CreationOptional<Date>;
}
