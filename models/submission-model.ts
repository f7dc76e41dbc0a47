import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

/**
 * A form kind's table as plain data: an auto id, the columns, createdAt (no updatedAt). The
 * form declarations (src/shared/forms) describe it; src/forms/submission-models.ts builds the
 * models from them with this factory, so a kind's columns are written once.
 */
export interface SubmissionTable {
  table: string;
  columns: ReadonlyArray<{
    name: string;
    type: 'string' | 'text';
    /** Characters of a string column. */
    length?: number;
    nullable?: boolean;
    unique?: boolean;
  }>;
}

/** A stored submission: id, e-mail and createdAt are common; the other columns vary by kind. */
export class SubmissionRecord extends Model {
  declare id: CreationOptional<number>;
  declare email: string;
  declare createdAt: CreationOptional<Date>;
  [column: string]: unknown;
}

export type SubmissionModel = typeof SubmissionRecord;

/** A sequelize-typescript model for one table: decorators applied in a loop, with explicit types. */
export function defineSubmissionModel({ table, columns }: SubmissionTable): SubmissionModel {
  const model = class extends SubmissionRecord {};
  Object.defineProperty(model, 'name', { value: table.replace(/(^|_)(\w)/g, (_match, _sep, letter: string) => letter.toUpperCase()) });
  Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })(model.prototype, 'id');
  for (const column of columns) {
    Column({
      type: column.type === 'text' ? DataType.TEXT : DataType.STRING(column.length ?? 255),
      allowNull: !!column.nullable,
      ...(column.unique ? { unique: true } : {}),
    })(model.prototype, column.name);
  }
  Table({ tableName: table, timestamps: true, updatedAt: false })(model);
  return model;
}
