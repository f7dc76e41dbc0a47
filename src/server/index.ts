/**
 * Boots the server: config → database (migrate, seed when empty) → services → admin from env →
 * pages → app → listen, and stops it gracefully. `--dev` serves pages through Vite's dev server
 * with hot reload.
 *
 * On SIGTERM or SIGINT: stop accepting, let requests under way finish (at most
 * SHUTDOWN_DRAIN_SECONDS), let the outbox worker record the deliveries it was making, close the
 * database, exit 0 (1 when requests had to be cut off). A second signal changes nothing (a parent
 * such as npm forwards the group's signal again); a third stops at once.
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { connectDatabase, DatabaseUnavailableError, redactUrl } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare.js';
import { setQueryDeadline } from '../db/query-deadline.js';
import { isEmptyDatabase, runSeeders } from '../db/seeds/run-seeders.js';
import { createOutbox } from './outbox-channels.js';
import { composeServer, composeServices } from './compose.js';
import { listen, ListenError } from './graceful-http.js';
import { createPageHandlers } from './pages.js';

let listening = false;
// A start-up step that never settles (nothing left to wait on) would otherwise end the process
// with status 0: a process manager would take that for a clean stop and not restart it.
process.once('beforeExit', () => {
  if (listening) return;
  console.error('\nCannot start: start-up stopped before the server was listening\n');
  process.exitCode = 1;
});

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.env, config.logLevel);
  const dev = process.argv.includes('--dev');
  const { queryTimeoutMs, acquireTimeoutMs, drainMs } = config.operations;

  const sequelize = await connectDatabase(config.databaseUrl, config.rootDir, logger, { timeouts: { acquireMs: acquireTimeoutMs, busyMs: queryTimeoutMs } });
  logger.info({ event: 'db.connected', database: redactUrl(config.databaseUrl) }, 'database connected');
  await prepareDatabase(sequelize, config.rootDir, logger, {
    isEmpty: isEmptyDatabase,
    seed: () => runSeeders({ demo: config.seedDemoContent }),
  });

  const services = composeServices(config, sequelize);
  // Delivers what the outbox holds (form submissions, webhooks, staff mail) through the configured channels.
  const outbox = createOutbox(config, logger);
  if (config.admin.username && config.admin.password) {
    const created = await services.auth.ensureAdmin(config.admin.username, config.admin.password);
    if (created) logger.info({ event: 'admin.created', username: config.admin.username }, 'admin created from ADMIN_USERNAME');
  }
  // TOTP secrets kept before they were encrypted at rest are encrypted now (docs/configuration.md).
  const sealed = await services.totp.encryptStoredSecrets();
  if (sealed) logger.info({ event: 'totp.secrets_encrypted', count: sealed }, 'stored two-factor secrets encrypted');
  // Start-up work may take its time; visitors' statements may not.
  setQueryDeadline(sequelize, queryTimeoutMs);

  const pages = await createPageHandlers({ config, services, dev });
  const { cache, listener, serverOptions } = await composeServer({
    config, sequelize, services, logger, pages: pages.handlers, dev, healthProbes: [outbox.healthProbe],
    figures: { renders: pages.renders, outbox: outbox.stats },
  });
  const http = await listen(listener, config.port, config.host, serverOptions);
  http.server.on('close', () => cache.stop());
  // The port bound (PORT=0 asks the system for a free one: tests and tools read it from this line).
  const { port } = http.server.address() as AddressInfo;
  listening = true;
  logger.info({ event: 'server.listening', port, host: config.host, dev }, `listening on ${config.site.publicUrl}`);
  outbox.start();
  // Files an upload wrote before a crash, with no row naming them: swept now and every hour.
  const sweep = () => void services.media.sweepOrphans()
    .then((count) => count && logger.info({ event: 'media.orphans_swept', count }, 'media files without a library item deleted'))
    .catch((error: unknown) => logger.warn({ event: 'media.sweep_failed', err: error }, 'media orphan sweep failed'));
  sweep();
  setInterval(sweep, 3_600_000).unref();
  // Trashed posts older than TRASH_DAYS are deleted for good: at start, then hourly.
  const emptyTrash = () => services.posts.emptyTrash(config.trashDays)
    .then((count) => { if (count) logger.info({ event: 'trash.emptied', count, days: config.trashDays }, 'deleted old trashed posts for good'); })
    .catch((error: unknown) => logger.warn({ event: 'trash.empty_failed', err: error }, 'emptying the trash failed; trying again in an hour'));
  void emptyTrash();
  setInterval(emptyTrash, 3_600_000).unref();
  // The audit log keeps AUDIT_LOG_DAYS of entries: pruned at start and daily.
  const pruneAudit = () => void services.audit.prune(config.auditLog.retentionDays)
    .then((removed) => removed && logger.info({ event: 'audit.pruned', removed }, 'old audit log entries deleted'))
    .catch((error: unknown) => logger.warn({ event: 'audit.prune_failed', err: error }, 'audit log pruning failed'));
  pruneAudit();
  setInterval(pruneAudit, 24 * 3_600_000).unref();

  // A process group's stop reaches this process twice when a parent forwards it too (npm, a
  // shell): the second signal is taken as the same request; a third stops at once.
  let signals = 0;
  const shutdown = async (signal: string) => {
    signals++;
    if (signals === 3) {
      logger.warn({ event: 'server.stop_forced', signal }, 'third signal: stopping now');
      process.exit(1);
    }
    if (signals > 1) {
      logger.warn({ event: 'server.stop_repeated', signal }, 'already stopping: requests under way are finishing (a third signal stops at once)');
      return;
    }
    logger.info({ event: 'server.stopping', signal, drainMs }, 'shutting down: finishing requests under way');
    // Whatever hangs (a delivery, the database), the process ends.
    setTimeout(() => process.exit(1), drainMs + 15_000).unref();
    try {
      // Stop claiming at once; deliveries under way are recorded before the database closes.
      const outboxStopped = outbox.stop();
      const drained = await http.drain(drainMs);
      await outboxStopped;
      await pages.close();
      await services.close();
      await sequelize.close();
      logger.info({ event: 'server.stopped', drained }, drained ? 'stopped' : `stopped; requests still running after ${drainMs} ms were cut off`);
      process.exit(drained ? 0 : 1);
    } catch (error) {
      logger.error({ event: 'server.stop_failed', err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError || error instanceof ListenError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
