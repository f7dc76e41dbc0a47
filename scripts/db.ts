// `npm run db:migrate` applies pending migrations; `npm run db:seed` inserts the categories and demo
// posts that are missing (idempotent: existing rows are left as they are).
import 'reflect-metadata';
import { loadDatabaseConfig, loadDotEnv } from '../src/config/config.js';
import { createLogger } from '../src/config/logger.js';
import { connectDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { withStartupLock } from '../src/db/startup-lock.js';
import { runSeeders } from '../seeders/run-seeders.js';

loadDotEnv();
const command = process.argv[2];
const config = loadDatabaseConfig();
const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, createLogger(config.env, 'warn'));
try {
  await withStartupLock(sequelize, async () => {
    const applied = await migrate(sequelize, config.rootDir);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    if (command === 'seed') {
      const seeded = await runSeeders({ demo: config.seedDemoContent });
      console.log(`Seeded ${seeded.categories} categories and ${seeded.posts} demo posts.`);
    }
  });
} finally {
  await sequelize.close();
}
