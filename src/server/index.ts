/**
 * Boots the server: config → database (migrate, seed when empty) → services → admin from env →
 * pages → app → listen. `--dev` serves pages through Vite's dev server with hot reload.
 */
import 'reflect-metadata';
import type { Server } from 'node:http';
import { ConfigError, loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { connectDatabase, DatabaseUnavailableError, redactUrl } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare.js';
import { createOutboxRuntime } from '../outbox/outbox.runtime.js';
import { createServices } from '../services/index.js';
import { createApp } from './app.js';
import { createPageHandlers } from './pages.js';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.env);
  const dev = process.argv.includes('--dev');

  const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, logger);
  logger.info({ event: 'db.connected', database: redactUrl(config.databaseUrl) }, 'database connected');
  await prepareDatabase(sequelize, config.rootDir, logger, { seedDemo: process.env.SEED_DEMO_CONTENT !== 'false' });

  const services = createServices(sequelize);
  // Delivers stored form submissions to the e-mail provider; logs once when no key is set.
  const outbox = createOutboxRuntime(config, logger);
  if (config.admin.username && config.admin.password) {
    const created = await services.auth.ensureAdmin(config.admin.username, config.admin.password);
    if (created) logger.info({ event: 'admin.created', username: config.admin.username }, 'admin created from ADMIN_USERNAME');
  }

  const pages = await createPageHandlers({ config, services, dev });
  const app = await createApp({ config, sequelize, services, logger, pages: pages.handlers, dev, healthProbes: [outbox.healthProbe] });
  const server: Server = app.listen(config.port, config.host, () => {
    logger.info({ event: 'server.listening', port: config.port, host: config.host, dev }, `listening on ${config.site.publicUrl}`);
    outbox.start();
  });

  const shutdown = (signal: string) => {
    logger.info({ event: 'server.stopping', signal }, 'shutting down');
    // Stop claiming at once; deliveries under way are recorded before the database closes.
    const outboxStopped = outbox.stop();
    server.close(async () => {
      await outboxStopped;
      await pages.close();
      await sequelize.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
