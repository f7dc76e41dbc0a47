// The database's maintenance commands (docs/operations.md), run by `npm run db:<command>`:
//   migrate           applies pending migrations
//   migrate --down    rolls the last applied migration back
//   seed              inserts the categories and demo posts that are missing (idempotent)
//   backup <file>     a consistent online backup while the site keeps writing (src/db/backup.ts)
//   restore <file>    puts a backup back (stop the site first: its caches would not know)
import 'reflect-metadata';
import { loadDatabaseConfig, loadDotEnv } from '../src/config/config.js';
import { createLogger } from '../src/config/logger.js';
import { backupDatabase, restoreDatabase } from '../src/db/backup.js';
import { connectDatabase } from '../src/db/connection.js';
import { createMigrator, migrate } from '../src/db/migrate.js';
import { withStartupLock } from '../src/db/startup-lock.js';
import { runSeeders } from '../src/db/seeds/run-seeders.js';

const USAGE = 'Usage: npm run db:migrate [-- --down] | db:seed | db:backup -- <file> | db:restore -- <file>';

loadDotEnv();
const [command, ...args] = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!command || !['migrate', 'seed', 'backup', 'restore'].includes(command) || ((command === 'backup' || command === 'restore') && !file)) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadDatabaseConfig();
if (command === 'backup') {
  // A connection of its own: nothing to migrate or lock for a read.
  try {
    const summary = await backupDatabase(config, file!);
    console.log(`Backed up ${summary.tables} tables${summary.rows === null ? '' : ` (${summary.rows} rows)`} to ${summary.file}.`);
  } catch (error) {
    console.error(`\ndb:backup failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.exit(0);
}
const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, createLogger(config.env, 'warn'));
try {
  if (command === 'restore') {
    const summary = await withStartupLock(sequelize, () => restoreDatabase(config, file!));
    console.log(`Restored ${summary.tables} tables${summary.rows === null ? '' : ` (${summary.rows} rows)`} from ${summary.file}. Restart the site's processes.`);
  } else if (command === 'migrate' && args.includes('--down')) {
    const reverted = await withStartupLock(sequelize, () => createMigrator(sequelize, config.rootDir).down());
    console.log(reverted.length ? `Rolled back: ${reverted.map((migration) => migration.name).join(', ')}` : 'No migration to roll back.');
  } else {
    await withStartupLock(sequelize, async () => {
      const applied = await migrate(sequelize, config.rootDir);
      console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
      if (command === 'seed') {
        const seeded = await runSeeders({ demo: config.seedDemoContent });
        console.log(`Seeded ${seeded.categories} categories and ${seeded.posts} demo posts.`);
      }
    });
  }
} catch (error) {
  console.error(`\ndb:${command} failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await sequelize.close();
}
