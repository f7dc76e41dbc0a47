/**
 * Counters that every server process sees: rate-limiter-flexible's SQL stores on the site's own
 * database, in the `rate_limits` table (a migration creates it on both databases). MySQL/MariaDB
 * borrows connections from Sequelize's pool; SQLite gets its own connection to the same file (the
 * store runs its statements inside a savepoint, which must not mix with Sequelize's queries on a
 * shared handle), with the same busy timeout.
 *
 * On that SQLite connection the counters' calls run one at a time, and a call that fails is
 * followed by a ROLLBACK. The store's savepoints are all named alike and it answers a failed
 * statement with ROLLBACK TO, which leaves the transaction open: concurrent calls nested their
 * savepoints on the one handle, and a failure (SQLITE_BUSY under a burst) kept the write lock
 * until a restart, so form posts and logins of every process hung or answered 503.
 */
import sqlite3 from 'sqlite3';
import { Op } from 'sequelize';
import { RateLimiterMySQL, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize-typescript';
import { isLockConflict } from '../shared/database-unavailable.js';
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
      counter: (options) => aroundCalls(new RateLimiterMySQL({ ...common, ...options, storeClient: sequelize, storeType: 'sequelize', dbName }), againOnLockConflict),
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
  // Ends whatever a failed call left open ("no transaction is active" otherwise: ignored).
  const rollback = () => new Promise<void>((resolve) => (handle ? handle.run('ROLLBACK', () => resolve()) : resolve()));
  const oneAtATime = new TakingTurns();
  return {
    counter: (options) => aroundCalls(new RateLimiterSQLite({ ...common, ...options, storeClient: connection(), storeType: 'sqlite3' }), (call) => oneAtATime.run(async () => {
      try {
        return await call();
      } catch (outcome) {
        // A refusal (points used up) is an answer, not a failure: the statement succeeded.
        if (outcome instanceof Error) await rollback();
        throw outcome;
      }
    })),
    sweep,
    close: () => new Promise<void>((resolve) => {
      if (!handle) return resolve();
      handle.close(() => resolve());
      handle = undefined;
    }),
  };
}

/** The limiter's calls that touch the database. */
const CALLS = new Set<PropertyKey>(['consume', 'penalty', 'reward', 'get', 'set', 'block', 'delete']);

/** The limiter with each of its database calls run through `around`. */
function aroundCalls<T extends RateLimiterAbstract>(limiter: T, around: (call: () => Promise<unknown>) => Promise<unknown>): T {
  return new Proxy(limiter, {
    get: (target, name, receiver) => {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function' || !CALLS.has(name)) return value;
      return (...args: unknown[]) => around(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}

/**
 * MySQL/MariaDB: a call the server chose as a deadlock's victim (its upsert meeting another
 * process's delete on neighbouring keys) was rolled back whole, so it runs again, a few times.
 */
async function againOnLockConflict(call: () => Promise<unknown>): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (outcome) {
      if (attempt >= 4 || !isLockConflict(outcome)) throw outcome;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}

/** Runs calls strictly one after another. */
class TakingTurns {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(work);
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}
