/**
 * Brings a database up to date at start: migrations, then (for a database nobody has used yet)
 * the categories and, unless switched off, the demo content. Serialised between processes.
 */
import type { Sequelize } from 'sequelize-typescript';
import type { Logger } from '../config/logger.js';
import { isEmptyDatabase, runSeeders } from '../../seeders/run-seeders.js';
import { migrate } from './migrate.js';
import { withStartupLock } from './startup-lock.js';

export async function prepareDatabase(sequelize: Sequelize, rootDir: string, logger: Logger, { seedDemo = true } = {}): Promise<void> {
  await withStartupLock(sequelize, async () => {
    const applied = await migrate(sequelize, rootDir);
    if (applied.length) logger.info({ event: 'db.migrated', migrations: applied }, 'database migrated');
    if (await isEmptyDatabase()) {
      const seeded = await runSeeders({ demo: seedDemo });
      logger.info({ event: 'db.seeded', ...seeded }, 'empty database seeded');
    }
  });
}
