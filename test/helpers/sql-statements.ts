/**
 * The SQL statements a piece of work runs, as Sequelize logs them (without its "Executing (…): "
 * prefix): how tests check how many statements a read makes and what they say.
 */
import type { Sequelize } from 'sequelize-typescript';

/**
 * The response cache's read of the change log (every CACHE_SYNC_MS, from any test app still open in
 * this worker) is background work, not the work measured: a slow machine can fit one inside it.
 */
const CHANGE_LOG_POLL = /^SELECT\b[\s\S]*\bFROM [`"]?content_changes\b/i;

export async function statementsOf(sequelize: Sequelize, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  sequelize.options.logging = (sql: string) => {
    const statement = sql.replace(/^Executing \([^)]*\): /, '');
    if (!CHANGE_LOG_POLL.test(statement)) statements.push(statement);
  };
  try {
    await work();
  } finally {
    sequelize.options.logging = false;
  }
  return statements;
}
