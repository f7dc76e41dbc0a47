/**
 * Is this error the database being down, hung, locked or read-only (rather than a bug or bad
 * input)? Such failures answer 503 with Retry-After everywhere: REST, GraphQL and the pages.
 * Read from the error's name and the driver's code, so the page layer can ask too without
 * importing the database library.
 */
export const RETRY_AFTER_SECONDS = 30;
export const UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a minute.';

const SEQUELIZE_NAMES = new Set([
  'SequelizeConnectionError', 'SequelizeConnectionRefusedError', 'SequelizeConnectionTimedOutError',
  'SequelizeConnectionAcquireTimeoutError', 'SequelizeHostNotFoundError', 'SequelizeHostNotReachableError',
  'SequelizeAccessDeniedError', 'SequelizeInvalidConnectionError', 'SequelizeTimeoutError',
]);

const DRIVER_CODES = new Set([
  // mysql2 and the network
  'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_CONNECTION_LOST', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE',
  // MySQL/MariaDB: read-only server, lock waits, statement time limits, too many connections, server going away
  // (a deadlock reaches here only when the write's retries ran out: contention, so "try again")
  'ER_OPTION_PREVENTS_STATEMENT', 'ER_READ_ONLY_MODE', 'ER_LOCK_WAIT_TIMEOUT', 'ER_LOCK_DEADLOCK', 'ER_STATEMENT_TIMEOUT', 'ER_QUERY_TIMEOUT',
  'ER_QUERY_INTERRUPTED', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_CANT_LOCK', 'ER_LOCK_OR_ACTIVE_TRANSACTION',
  // SQLite: locked by another writer past the busy timeout, read-only file or folder, disk full
  'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_IOERR',
]);

/** The same by MySQL/MariaDB error number (mysql2 does not name every MariaDB error). */
const SERVER_ERRNOS = new Set([
  1969, // MariaDB: max_statement_time exceeded
  3024, // MySQL: max_execution_time exceeded
  1205, 1213, // lock wait timeout, deadlock
  1317, // query interrupted
  1290, 1836, // read-only server
  1040, 1053, 2006, 2013, // too many connections, server shutting down, gone away, lost connection
]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  errno?: unknown;
  parent?: ErrorLike;
  original?: ErrorLike;
  message?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const candidate = error as ErrorLike;
  if (typeof candidate.name === 'string' && SEQUELIZE_NAMES.has(candidate.name)) return true;
  if (typeof candidate.code === 'string' && DRIVER_CODES.has(candidate.code)) return true;
  if (typeof candidate.errno === 'number' && SERVER_ERRNOS.has(candidate.errno)) return true;
  if (typeof candidate.message === 'string' && /connection manager was closed|SQLITE_(BUSY|READONLY|LOCKED)/.test(candidate.message)) return true;
  return isDatabaseUnavailable(candidate.parent, depth + 1) || isDatabaseUnavailable(candidate.original, depth + 1);
}

const LOCK_CONFLICT = /SQLITE_BUSY|database is locked|ER_LOCK_DEADLOCK|ER_LOCK_WAIT_TIMEOUT|Deadlock found/i;

/**
 * Did the database refuse a write only because another one held its lock (SQLite's "database is
 * locked", MySQL/MariaDB's deadlock or lock wait)? The write was rolled back, so running it again
 * is safe (src/services/write-transaction.ts, the shared counters in src/db/rate-limiter.ts).
 */
export function isLockConflict(error: unknown): boolean {
  const candidate = error as ErrorLike | null;
  const parent = candidate?.parent ?? candidate?.original;
  return LOCK_CONFLICT.test(`${candidate?.code ?? ''} ${parent?.code ?? ''} ${parent?.message ?? ''} ${candidate?.message ?? ''}`);
}
