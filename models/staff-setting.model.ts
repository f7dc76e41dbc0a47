import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** staff_settings: the staff-wide switches administrators set (e.g. `require2fa`). */
@Table({ tableName: 'staff_settings', timestamps: true, createdAt: false })
export class StaffSetting extends Model<{ name: string; value: string; updatedAt: Date }, { name: string; value: string }> {
  @Column({ type: DataType.STRING(60), primaryKey: true })
  declare name: string;

  @Column({ type: DataType.STRING(200), allowNull: false })
  declare value: string;

  declare updatedAt: CreationOptional<Date>;
}
