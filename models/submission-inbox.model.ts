import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface SubmissionInboxAttributes {
  id: number;
  /** The form declaration's key (the submission's table). */
  kind: string;
  submissionId: number;
  /** new, handled or archived (src/shared/forms/submission-states.ts). */
  state: string;
  note: string | null;
  /** The staff member who last changed the state or the note. */
  updatedBy: string | null;
  updatedAt: Date;
}

/**
 * submission_inbox: staff's side of a form submission (issue 20, item 9), one row per kind and
 * submission, written the first time staff change it; a submission without a row is new.
 */
@Table({ tableName: 'submission_inbox', timestamps: true, createdAt: false })
export class SubmissionInbox extends Model<SubmissionInboxAttributes, Omit<SubmissionInboxAttributes, 'id' | 'updatedAt'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.STRING(40), allowNull: false })
  declare kind: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare submissionId: number;

  @Column({ type: DataType.STRING(10), allowNull: false, defaultValue: 'new' })
  declare state: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  declare note: string | null;

  @Column({ type: DataType.STRING(120), allowNull: true })
  declare updatedBy: string | null;

  @Column({ type: DataType.DATE(3), allowNull: false })
  declare updatedAt: CreationOptional<Date>;
}
