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

export type Dialect = 'sqlite' | 'mysql';

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

export function createSequelize(databaseUrl: string, rootDir: string): Sequelize {
  if (databaseUrl.startsWith('sqlite:')) {
    const storage = sqliteFile(databaseUrl, rootDir);
    mkdirSync(dirname(storage), { recursive: true });
    return new Sequelize({ dialect: 'sqlite', storage, logging: false, models: allModels });
  }
  return new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
    logging: false,
    timezone: '+00:00',
    models: allModels,
    pool: { max: 10, min: 0, idle: 10_000 },
    dialectOptions: { connectTimeout: 5_000 },
  });
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
  { attempts = 10, delayMs = 1_000 } = {},
): Promise<Sequelize> {
  const sequelize = createSequelize(databaseUrl, rootDir);
  for (let attempt = 1; ; attempt++) {
    try {
      await sequelize.authenticate();
      break;
    } catch (error) {
      const reason = (error as Error).message;
      if (attempt >= attempts) {
        await sequelize.close().catch(() => undefined);
        throw new DatabaseUnavailableError(
          `Cannot reach the database at ${redactUrl(databaseUrl)} after ${attempts} attempts: ${reason}. ` +
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
    await sequelize.query('PRAGMA busy_timeout = 5000');
    await sequelize.query('PRAGMA foreign_keys = ON');
  }
  return sequelize;
}
