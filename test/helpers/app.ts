/** Builds the real app (createApp) on the test database; pages come from the production build. */
import type { Express } from 'express';
import type { Sequelize } from 'sequelize-typescript';
import type { Config } from '../../src/config/config.js';
import { createLogger, type Logger } from '../../src/config/logger.js';
import { createApp, type AppDeps } from '../../src/server/app.js';
import { createPageHandlers } from '../../src/server/pages.js';
import { createServices, type ServiceOptions, type Services } from '../../src/services/index.js';
import { OutboxSubmissionQueue } from '../../src/outbox/outbox-queue.js';
import { ensurePagesBuild } from '../../scripts/ensure-pages-build.mjs';
import { testDatabase } from './database.js';

export interface TestApp {
  app: Express;
  services: Services;
  sequelize: Sequelize;
  config: Config;
  logger: Logger;
}

export interface TestAppOptions extends ServiceOptions {
  /** Serve the pages too (builds them first when stale). */
  pages?: boolean;
  healthProbes?: AppDeps['healthProbes'];
  /** Changes to the test configuration (e.g. the render slots). */
  configure?: (config: Config) => Config;
}

let pagesChecked = false;

/** Builds the pages when stale, once per test process: a rebuild mid-run would swap the assets under servers already running. */
function ensurePagesBuiltOnce(): void {
  if (pagesChecked) return;
  ensurePagesBuild({ quiet: true });
  pagesChecked = true;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { sequelize, config: base } = await testDatabase();
  const config = options.configure ? options.configure(base) : base;
  const logger = createLogger('test');
  const services = createServices(sequelize, { submissionQueue: new OutboxSubmissionQueue(), sessionAbsoluteTimeoutMs: config.session.absoluteTimeoutMs, siteUrl: config.site.publicUrl, login: config.security.login, formLimit: config.forms, webhooks: config.webhooks, apiKeys: config.security.apiKeys, ...options });
  let pages: AppDeps['pages'];
  if (options.pages) {
    ensurePagesBuiltOnce();
    pages = (await createPageHandlers({ config, services, dev: false })).handlers;
  }
  const app = await createApp({ config, sequelize, services, logger, pages, healthProbes: options.healthProbes });
  return { app, services, sequelize, config, logger };
}
