/**
 * Opens the database named by DATABASE_URL: "sqlite:<file>" (relative to the project root) or
 * "mysql://user:pass@host:port/db". Start-up waits for a MySQL server for a while and then says
 * clearly what is wrong instead of crashing with a driver stack trace.
 */
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { Sequelize } from 'sequelize-typescript';
import type { Logger } from 'pino';
import { allModels } from '../../models/index.js';
import { submissionModels } from '../forms/submission-models.js';
import { installQueryDeadline } from './query-deadline.js';

export type Dialect = 'sqlite' | 'mysql';

/** The tables' models: those with a file in models/ and those built from the form declarations. */
const models = [...allModels, ...submissionModels];

export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The file a sqlite: URL names, resolved against the project root. */
export function sqliteFile(databaseUrl: string, rootDir: string): string {
  const file = databaseUrl.slice('sqlite:'.length);
  return isAbsolute(file) ? file : join(rootDir, file);
}

/** The URL with its password hidden, for logs and error messages. */
export function redactUrl(databaseUrl: string): string {
  return databaseUrl.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

export interface DatabaseTimeouts {
  /** Waiting for a pooled connection (MySQL/MariaDB) fails after this. */
  acquireMs: number;
  /** SQLite: how long a statement waits for another writer's lock (busy_timeout). */
  busyMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { acquireMs: 5_000, busyMs: 5_000 };

export function createSequelize(databaseUrl: string, rootDir: string, timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS): Sequelize {
  if (databaseUrl.startsWith('sqlite:')) {
    const storage = sqliteFile(databaseUrl, rootDir);
    try {
      mkdirSync(dirname(storage), { recursive: true });
    } catch (error) {
      throw new DatabaseUnavailableError(`Cannot create the folder of the SQLite database ${storage}: ${(error as Error).message}. Check DATABASE_URL and that this user may write there.`, { cause: error });
    }
    return new Sequelize({ dialect: 'sqlite', storage, logging: false, models });
  }
  const sequelize = new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
    models,
    pool: { max: 10, min: 0, idle: 10_000, acquire: timeouts.acquireMs },
    dialectOptions: { connectTimeout: 5_000 },
  });
  // Statement time limit, switched on by setQueryDeadline once start-up is done.
  installQueryDeadline(sequelize);
  return sequelize;
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql';
}

/**
 * Connects, retrying a MySQL server that is still starting. SQLite runs in WAL mode with a busy
 * timeout so that a second server process on the same file waits instead of failing.
 */
export async function connectDatabase(
  databaseUrl: string,
  rootDir: string,
  logger?: Logger,
  { attempts = 10, delayMs = 1_000, timeouts = DEFAULT_TIMEOUTS }: { attempts?: number; delayMs?: number; timeouts?: DatabaseTimeouts } = {},
): Promise<Sequelize> {
  const sequelize = createSequelize(databaseUrl, rootDir, timeouts);
  // A SQLite file opens or it does not (an unwritable folder, a read-only disk): nothing to wait for.
  if (dialectOf(sequelize) === 'sqlite') attempts = 1;
  for (let attempt = 1; ; attempt++) {
    try {
      await sequelize.authenticate();
      break;
    } catch (error) {
      const reason = (error as Error).message;
      if (attempt >= attempts) {
        await sequelize.close().catch(() => undefined);
        throw new DatabaseUnavailableError(
          dialectOf(sequelize) === 'sqlite'
            ? `Cannot open the SQLite database ${sqliteFile(databaseUrl, rootDir)}: ${reason}. Check DATABASE_URL and that this user may write to the file and its folder.`
            : `Cannot reach the database at ${redactUrl(databaseUrl)} after ${attempts} attempts: ${reason}. ` +
              'Check DATABASE_URL, that the server is running and that the user may connect.',
          { cause: error },
        );
      }
      logger?.warn({ event: 'db.wait', attempt, reason }, 'database not reachable yet, retrying');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  if (dialectOf(sequelize) === 'sqlite') {
    await sequelize.query('PRAGMA journal_mode = WAL');
    await sequelize.query(`PRAGMA busy_timeout = ${Math.round(timeouts.busyMs)}`);
    await sequelize.query('PRAGMA foreign_keys = ON');
  }
  return sequelize;
}
