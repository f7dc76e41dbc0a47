/** Runs models/migrations (Sequelize migration files) through umzug, at start and from npm scripts. */
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataTypes, type QueryInterface } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { SequelizeStorage, Umzug } from 'umzug';

const require = createRequire(import.meta.url);

interface MigrationModule {
  up(queryInterface: QueryInterface, types: typeof DataTypes): Promise<void>;
  down(queryInterface: QueryInterface, types: typeof DataTypes): Promise<void>;
}

export function createMigrator(sequelize: Sequelize, rootDir: string) {
  return new Umzug<QueryInterface>({
    migrations: {
      glob: ['models/migrations/*.cjs', { cwd: rootDir }],
      resolve: ({ name, path, context }) => {
        const migration = require(path!) as MigrationModule;
        return {
          name,
          up: () => migration.up(context, DataTypes),
          down: () => migration.down(context, DataTypes),
        };
      },
    },
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'SequelizeMeta' }),
    logger: undefined,
  });
}

/** Applies every pending migration; returns their names. */
export async function migrate(sequelize: Sequelize, rootDir: string): Promise<string[]> {
  const applied = await createMigrator(sequelize, rootDir).up();
  return applied.map((migration) => migration.name);
}

export const MIGRATIONS_DIR = (rootDir: string) => join(rootDir, 'models', 'migrations');

/**
 * Migrations the database has applied that this code does not know: a newer release migrated it
 * (a rolling upgrade, or a rollback of the code alone). Such a process must not take traffic: its
 * models may no longer match the tables (docs/upgrade.md).
 */
export async function unknownAppliedMigrations(sequelize: Sequelize, known: ReadonlySet<string>): Promise<string[]> {
  const [rows] = await sequelize.query('SELECT name FROM SequelizeMeta');
  return (rows as Array<{ name: string }>).map((row) => row.name).filter((name) => !known.has(name));
}

/** The migration names this code ships. */
export function knownMigrations(rootDir: string): Set<string> {
  return new Set(readdirSync(MIGRATIONS_DIR(rootDir)).filter((name) => name.endsWith('.cjs')));
}
