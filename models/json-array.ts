import { DataType } from 'sequelize-typescript';

/**
 * A text array stored in a JSON column (a post's tags). MariaDB keeps JSON as LONGTEXT and mysql2 hands it back
 * as a string, so the getter parses it; SQLite and MySQL 8 already return arrays.
 */
export function jsonArrayColumn(field: string) {
  return {
    type: DataType.JSON,
    allowNull: false,
    defaultValue: [],
    get(this: { getDataValue(key: string): unknown }): string[] {
      const value = this.getDataValue(field);
      if (typeof value === 'string') return JSON.parse(value) as string[];
      return Array.isArray(value) ? (value as string[]) : [];
    },
  };
}
