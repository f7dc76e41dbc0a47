/**
 * The public reads every page render makes (an article and its links, a list page, its counts),
 * written as SQL with `?` placeholders (src/services/sql.ts) and run through Sequelize's public
 * query API. A faster path once prepared them on SQLite's own connection; it reached into
 * Sequelize's connection manager, and behind the response cache a render is rare
 * (docs/performance-history.md), so the public API it is.
 */
import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';

export interface Statementlike {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** The rows a SELECT gives, as plain objects. */
export function selectRows<T extends object>(sequelize: Sequelize, statement: Statementlike): Promise<T[]> {
  return sequelize.query<T>(statement.text, { replacements: [...statement.values], type: QueryTypes.SELECT });
}
