/**
 * Brings a database up to date at start: migrations, then (for a database nobody has used yet) the
 * seeding the caller passes in. Serialised between processes. The composition root decides what
 * seeding means (src/server/index.ts passes the seeders), so this layer imports nothing above it.
 */
import type { Sequelize } from 'sequelize-typescript';
import type { Logger } from '../config/logger.js';
import { migrate } from './migrate.js';
import { withStartupLock } from './startup-lock.js';

export interface Seeding {
  /** True for a database nobody has used yet. */
  isEmpty(): Promise<boolean>;
  /** Fills it; the result is logged. */
  seed(): Promise<object>;
}

export async function prepareDatabase(sequelize: Sequelize, rootDir: string, logger: Logger, seeding?: Seeding): Promise<void> {
  await withStartupLock(sequelize, async () => {
    const applied = await migrate(sequelize, rootDir);
    if (applied.length) logger.info({ event: 'db.migrated', migrations: applied }, 'database migrated');
    if (seeding && (await seeding.isEmpty())) {
      const seeded = await seeding.seed();
      logger.info({ event: 'db.seeded', ...seeded }, 'empty database seeded');
    }
  });
}
