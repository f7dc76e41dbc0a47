/**
 * Counters that every server process sees: rate-limiter-flexible's SQL stores on the site's own
 * database, in the `rate_limits` table (a migration creates it on both databases). MySQL/MariaDB
 * borrows connections from Sequelize's pool; SQLite gets its own connection to the same file (the
 * store runs its statements inside a savepoint, which must not mix with Sequelize's queries on a
 * shared handle), with the same busy timeout.
 */
import sqlite3 from 'sqlite3';
import { Op } from 'sequelize';
import { RateLimiterMySQL, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize-typescript';
import { dialectOf } from './connection.js';

export const RATE_LIMIT_TABLE = 'rate_limits';

export interface CounterOptions {
  keyPrefix: string;
  /** Points allowed within `duration` seconds (what "used up" means is the caller's rule). */
  points: number;
  duration: number;
}

export interface RateLimitStore {
  counter(options: CounterOptions): RateLimiterAbstract;
  /** Deletes counters that ended more than an hour ago. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimitStore(sequelize: Sequelize): RateLimitStore {
  const common = { tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false };
  const sweep = async () => {
    await sequelize.getQueryInterface().bulkDelete(RATE_LIMIT_TABLE, { expire: { [Op.lt]: Date.now() - 3_600_000 } });
  };
  if (dialectOf(sequelize) === 'mysql') {
    const dbName = sequelize.config.database;
    return {
      counter: (options) => new RateLimiterMySQL({ ...common, ...options, storeClient: sequelize, storeType: 'sequelize', dbName }),
      sweep,
      close: async () => undefined,
    };
  }
  let handle: sqlite3.Database | undefined;
  const connection = () => {
    if (!handle) {
      handle = new sqlite3.Database(String(sequelize.options.storage));
      handle.configure('busyTimeout', 5_000);
    }
    return handle;
  };
  return {
    counter: (options) => new RateLimiterSQLite({ ...common, ...options, storeClient: connection(), storeType: 'sqlite3' }),
    sweep,
    close: () => new Promise<void>((resolve) => {
      if (!handle) return resolve();
      handle.close(() => resolve());
      handle = undefined;
    }),
  };
}
