/**
 * Case-insensitive "contains" search over columns, the same on SQLite and MySQL/MariaDB, with
 * LIKE wildcards in the search taken literally. Columns holding a JSON array of strings (a post's
 * categories) are searched element by element: a LIKE over the array's JSON text would let a
 * search for `"` or `,` match every row.
 */
import { literal, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { dialectOf } from '../db/connection.js';

/** "!" escapes LIKE wildcards on both databases (a backslash reads differently in each). */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

export function searchCondition(
  sequelize: Sequelize,
  search: string,
  columns: string[],
  { jsonArrayColumns = [] as string[] } = {},
): WhereOptions {
  const pattern = sequelize.escape(`%${escapeLike(search.toLowerCase())}%`);
  const quote = (column: string) => sequelize.getQueryInterface().quoteIdentifier(column);
  const parts = columns.map((column) => `LOWER(${quote(column)}) LIKE ${pattern} ESCAPE '!'`);
  for (const column of jsonArrayColumns) {
    parts.push(dialectOf(sequelize) === 'sqlite'
      ? `EXISTS (SELECT 1 FROM json_each(${quote(column)}) WHERE LOWER(json_each.value) LIKE ${pattern} ESCAPE '!')`
      : `JSON_SEARCH(LOWER(${quote(column)}), 'one', ${pattern}, '!') IS NOT NULL`);
  }
  return literal(`(${parts.join(' OR ')})`) as unknown as WhereOptions;
}
