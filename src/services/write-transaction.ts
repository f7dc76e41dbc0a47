/**
 * Runs a short write transaction, retrying when the database asks for it: SQLite's "database is
 * locked" when several processes share the file, MySQL/MariaDB's deadlock and lock-wait errors.
 *
 * SQLite has one writer at a time. Each transaction starts IMMEDIATE (takes the write lock up
 * front, so a read-then-write transaction cannot fail half-way on a stale snapshot), and this
 * process runs them one after another: node-sqlite3 waits for a lock on one of libuv's four pool
 * threads, so many concurrent waiters would starve the lock holder's own statements.
 */
import { Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { isLockConflict } from '../shared/database-unavailable.js';
const ATTEMPTS = 5;
/** No new attempt after this long: a database that stays locked is an outage (503), not a wait. */
const RETRY_BUDGET_MS = 2_000;
const sqliteQueues = new WeakMap<Sequelize, Promise<unknown>>();

async function withRetries<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isLockConflict(error) || Date.now() - started > RETRY_BUDGET_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}

export function withWriteTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (sequelize.getDialect() !== 'sqlite') return withRetries(sequelize, work);
  const previous = sqliteQueues.get(sequelize) ?? Promise.resolve();
  const result = previous.then(() => withRetries(sequelize, work));
  sqliteQueues.set(sequelize, result.catch(() => undefined));
  return result;
}
