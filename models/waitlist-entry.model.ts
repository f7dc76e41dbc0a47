import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** waitlist_entries (SPEC section 3): one row per e-mail address. */
@Table({ tableName: 'waitlist_entries', timestamps: true, updatedAt: false })
export class WaitlistEntry extends Model<{ id: number; firstName: string; lastName: string; email: string; createdAt: Date },
  { firstName: string; lastName: string; email: string }> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare firstName: string;

  @Column({ type: DataType.STRING(100), allowNull: false })
  declare lastName: string;

  @Column({ type: DataType.STRING(254), allowNull: false, unique: true })
  declare email: string;

  declare createdAt: CreationOptional<Date>;
}
