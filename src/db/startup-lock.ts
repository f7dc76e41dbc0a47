import type { Sequelize } from 'sequelize-typescript';
import { dialectOf } from './connection.js';

/**
 * Serialises start-up work (migrations, seeding) between server processes sharing one MySQL
 * database: a named lock held by one pooled connection inside a transaction while the work runs
 * on the others. SQLite serialises writers itself.
 */
export async function withStartupLock<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  if (dialectOf(sequelize) === 'sqlite') return work();
  return sequelize.transaction(async (transaction) => {
    const [rows] = await sequelize.query("SELECT GET_LOCK('site_startup', 120) AS acquired", { transaction });
    if (Number((rows as Array<{ acquired: number }>)[0]?.acquired) !== 1) {
      throw new Error('Timed out waiting for another server process to finish its start-up migrations');
    }
    try {
      return await work();
    } finally {
      await sequelize.query("SELECT RELEASE_LOCK('site_startup')", { transaction });
    }
  });
}
