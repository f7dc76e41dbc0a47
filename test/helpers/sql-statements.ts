/**
 * The SQL statements a piece of work runs, as Sequelize logs them (without its "Executing (…): "
 * prefix): how tests check how many statements a read makes and what they say.
 */
import type { Sequelize } from 'sequelize-typescript';

export async function statementsOf(sequelize: Sequelize, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  sequelize.options.logging = (sql: string) => { statements.push(sql.replace(/^Executing \([^)]*\): /, '')); };
  try {
    await work();
  } finally {
    sequelize.options.logging = false;
  }
  return statements;
}
