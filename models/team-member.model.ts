import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/** team_members (SPEC section 3). No screen uses it yet; the table is kept for the experts page. */
@Table({ tableName: 'team_members', timestamps: true })
export class TeamMember extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare name: string;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare role: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  declare bio: string;

  @Column({ type: DataType.STRING(500), allowNull: false })
  declare photoUrl: string;

  @Column({ type: DataType.STRING(500), allowNull: true })
  declare linkedin: string | null;

  @Column({ type: DataType.STRING(500), allowNull: true })
  declare instagram: string | null;

  @Column({ type: DataType.STRING(500), allowNull: true })
  declare twitter: string | null;

  @Column({ type: DataType.STRING(500), allowNull: true })
  declare website: string | null;
}
