/**
 * One test database per mocha process: a temporary SQLite file by default, or the MySQL/MariaDB
 * database DATABASE_URL names (its name must contain "test": its tables are dropped first).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sequelize } from 'sequelize-typescript';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createLogger } from '../../src/config/logger.js';
import { connectDatabase } from '../../src/db/connection.js';
import { migrate } from '../../src/db/migrate.js';
import { seedCategoriesIfMissing } from '../../seeders/run-seeders.js';

const sqliteFile = join(tmpdir(), `mf-test-${process.pid}-${Date.now()}.sqlite`);
let opened: Promise<{ sequelize: Sequelize; config: Config }> | undefined;

export function testDatabaseUrl(): string {
  const given = process.env.DATABASE_URL;
  if (given && !given.startsWith('sqlite:')) {
    const name = new URL(given.replace(/^mariadb:/, 'mysql:')).pathname.slice(1);
    if (!/test/i.test(name)) throw new Error(`Refusing to run tests on database "${name}": its name must contain "test"`);
    return given;
  }
  return `sqlite:${sqliteFile}`;
}

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, ...overrides });
}

async function open(): Promise<{ sequelize: Sequelize; config: Config }> {
  const config = testConfig();
  const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, createLogger('test'));
  if (!config.databaseUrl.startsWith('sqlite:')) {
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

/** Empties every table (the migrations' bookkeeping excepted) and puts the seed categories back. */
export async function resetDatabase({ categories = true } = {}): Promise<void> {
  const { sequelize } = await testDatabase();
  const queryInterface = sequelize.getQueryInterface();
  for (const table of await queryInterface.showAllTables()) {
    if (table === 'SequelizeMeta') continue;
    await sequelize.query(`DELETE FROM ${queryInterface.quoteIdentifier(table)}`);
  }
  if (categories) await seedCategoriesIfMissing();
}

export async function closeTestDatabase(): Promise<void> {
  if (!opened) return;
  const { sequelize } = await opened;
  await sequelize.close();
  opened = undefined;
  rmSync(sqliteFile, { force: true });
  rmSync(`${sqliteFile}-wal`, { force: true });
  rmSync(`${sqliteFile}-shm`, { force: true });
}
