/**
 * One test database per mocha process: a temporary SQLite file by default, or the MySQL/MariaDB
 * database DATABASE_URL names (its name must contain "test": its tables are dropped first). Under
 * `mocha --parallel` each worker uses a database of its own, `<name>_w<MOCHA_WORKER_ID>`,
 * created when missing and dropped again by the main process at the end (setup.ts).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type { Sequelize } from 'sequelize-typescript';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createLogger } from '../../src/config/logger.js';
import { connectDatabase } from '../../src/db/connection.js';
import { migrate } from '../../src/db/migrate.js';
import { seedCategoriesIfMissing } from '../../src/db/seeds/run-seeders.js';

const sqliteFile = join(tmpdir(), `mf-test-${process.pid}-${Date.now()}.sqlite`);
let opened: Promise<{ sequelize: Sequelize; config: Config }> | undefined;

/** DATABASE_URL's MySQL URL and database name, or undefined for SQLite; refuses names without "test". */
function givenMysqlDatabase(): { url: URL; name: string } | undefined {
  const given = process.env.DATABASE_URL;
  if (!given || given.startsWith('sqlite:')) return undefined;
  const url = new URL(given.replace(/^mariadb:/, 'mysql:'));
  const name = url.pathname.slice(1);
  if (!/test/i.test(name)) throw new Error(`Refusing to run tests on database "${name}": its name must contain "test"`);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected test database name "${name}"`);
  return { url, name };
}

export function testDatabaseUrl(): string {
  const mysqlDatabase = givenMysqlDatabase();
  if (!mysqlDatabase) return `sqlite:${sqliteFile}`;
  const worker = process.env.MOCHA_WORKER_ID;
  if (worker === undefined) return process.env.DATABASE_URL!;
  const url = new URL(mysqlDatabase.url);
  url.pathname = `/${mysqlDatabase.name}_w${worker}`;
  return url.toString();
}

/** Runs one statement on the MySQL server of `databaseUrl` without selecting a database. */
async function onMysqlServer<T>(databaseUrl: string, run: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  url.pathname = '/';
  const connection = await mysql.createConnection(url.toString());
  try {
    return await run(connection);
  } finally {
    await connection.end();
  }
}

/** Drops the per-worker databases of a parallel run (`<name>_w…`, with what their tests derived from them). */
export async function dropWorkerDatabases(): Promise<void> {
  const mysqlDatabase = givenMysqlDatabase();
  if (!mysqlDatabase) return;
  await onMysqlServer(mysqlDatabase.url.toString(), async (connection) => {
    const [rows] = await connection.query('SHOW DATABASES LIKE ?', [`${mysqlDatabase.name.replace(/_/g, '\\_')}\\_w%`]);
    for (const row of rows as Array<Record<string, string>>) {
      await connection.query(`DROP DATABASE IF EXISTS \`${Object.values(row)[0]}\``);
    }
  });
}

/**
 * Password hashes in tests cost ~1 ms instead of argon2's ~115 ms (a test run hashes some 350
 * times); still argon2id. Not under NODE_ENV=production, which refuses such a cost, and not for
 * tests that set their own.
 */
export const CHEAP_PASSWORD_HASHES = { PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_TIME_COST: '1' };

/** Each test process keeps its uploads in its own temporary folder, never in the project's data/. */
const TEST_MEDIA_DIR = join(tmpdir(), `mf-media-${process.pid}`);

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, MEDIA_DIR: process.env.MEDIA_DIR ?? TEST_MEDIA_DIR, ...overrides };
  return loadConfig(env.NODE_ENV === 'production' ? env : { ...CHEAP_PASSWORD_HASHES, ...env });
}

async function open(): Promise<{ sequelize: Sequelize; config: Config }> {
  const config = testConfig();
  const isMysql = !config.databaseUrl.startsWith('sqlite:');
  if (isMysql) {
    const name = new URL(config.databaseUrl.replace(/^mariadb:/, 'mysql:')).pathname.slice(1);
    await onMysqlServer(config.databaseUrl, (connection) =>
      connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
  }
  const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, createLogger('test'));
  if (isMysql) {
    const queryInterface = sequelize.getQueryInterface();
    await sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of await queryInterface.showAllTables()) await queryInterface.dropTable(table);
    await sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
  }
  await migrate(sequelize, config.rootDir);
  return { sequelize, config };
}

/** The process's migrated database. */
export function testDatabase(): Promise<{ sequelize: Sequelize; config: Config }> {
  opened ??= open();
  return opened;
}

const behindTheApp = new Set<() => void>();

/** Runs `forget` whenever a test changes rows without the services (test apps drop what they kept). */
export function onDatabaseChangedBehindTheApp(forget: () => void): void {
  behindTheApp.add(forget);
}

/** Tells every test app that rows changed without the services (fixtures call it after writing). */
export function databaseChangedBehindTheApp(): void {
  for (const forget of behindTheApp) forget();
}

/** Empties every table (the migrations' bookkeeping excepted) and puts the seed categories back. */
export async function resetDatabase({ categories = true } = {}): Promise<void> {
  const { sequelize } = await testDatabase();
  const queryInterface = sequelize.getQueryInterface();
  const derived = await fullTextTables(sequelize);
  for (const table of await queryInterface.showAllTables()) {
    // A full-text index follows its table through triggers; emptying its own tables would break it.
    if (table === 'SequelizeMeta' || derived.some((name) => table === name || table.startsWith(`${name}_`))) continue;
    await sequelize.query(`DELETE FROM ${queryInterface.quoteIdentifier(table)}`);
  }
  if (categories) await seedCategoriesIfMissing();
  databaseChangedBehindTheApp();
}

/** SQLite's virtual (FTS5) tables, whose shadow tables are named after them. */
async function fullTextTables(sequelize: Sequelize): Promise<string[]> {
  if (sequelize.getDialect() !== 'sqlite') return [];
  const [rows] = await sequelize.query("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'");
  return (rows as Array<{ name: string }>).map((row) => row.name);
}

/** Removes the SQLite file; synchronous, so it also runs when a mocha worker process exits. */
export function removeSqliteFile(): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true });
}

export async function closeTestDatabase(): Promise<void> {
  if (!opened) return;
  const { sequelize } = await opened;
  await sequelize.close();
  opened = undefined;
  removeSqliteFile();
}
