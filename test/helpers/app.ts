/**
 * The real serving path on the test database, composed as production composes it
 * (src/server/compose.ts): the services with their read caches, the Express app and the response
 * cache in front. `app` is what a server listens with, so every test request meets the cache as a
 * visitor's would; pages come from the production build.
 */
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import type { Sequelize } from 'sequelize-typescript';
import type { Config } from '../../src/config/config.js';
import { createLogger, type Logger } from '../../src/config/logger.js';
import type { AppDeps } from '../../src/server/app.js';
import { composeServer, composeServices } from '../../src/server/compose.js';
import type { ResponseCache } from '../../src/server/http-cache/index.js';
import { createPageHandlers } from '../../src/server/pages.js';
import type { ServiceOptions, Services } from '../../src/services/index.js';
import { ensurePagesBuild } from '../../scripts/ensure-pages-build.mjs';
import { onDatabaseChangedBehindTheApp, testDatabase } from './database.js';

export interface TestApp {
  /** The listener production serves with: the response cache, then the app. */
  app: RequestListener;
  /** The Express app behind the cache (for tests of the app alone). */
  express: Express;
  cache: ResponseCache;
  services: Services;
  sequelize: Sequelize;
  config: Config;
  logger: Logger;
}

export interface TestAppOptions extends ServiceOptions {
  /** Serve the pages too (builds them first when stale). */
  pages?: boolean;
  healthProbes?: AppDeps['healthProbes'];
  allowOrigins?: AppDeps['allowOrigins'];
  /** Changes to the test configuration (e.g. the render slots). */
  configure?: (config: Config) => Config;
  /** The app's logger (silent by default). */
  logger?: Logger;
}

let pagesChecked = false;
const started = new Set<ResponseCache>();

/** Stops the caches' change-log polling of every test app made so far (after each test file). */
export function stopTestApps(): void {
  for (const cache of started) cache.stop();
  started.clear();
}

/** Builds the pages when stale, once per test process: a rebuild mid-run would swap the assets under servers already running. */
function ensurePagesBuiltOnce(): void {
  if (pagesChecked) return;
  ensurePagesBuild({ quiet: true });
  pagesChecked = true;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { pages: withPages, healthProbes, allowOrigins, configure, logger: givenLogger, ...serviceOptions } = options;
  const { sequelize, config: base } = await testDatabase();
  const config = configure ? configure(base) : base;
  const logger = givenLogger ?? createLogger('test');
  const services = composeServices(config, sequelize, serviceOptions);
  let pages: AppDeps['pages'];
  if (withPages) {
    ensurePagesBuiltOnce();
    pages = (await createPageHandlers({ config, services, dev: false })).handlers;
  }
  const composed = await composeServer({ config, sequelize, services, logger, pages, healthProbes, allowOrigins, clock: options.clock });
  // Rows written or emptied by the tests' fixtures bypass the services: the app forgets what it kept,
  // as a restart would.
  onDatabaseChangedBehindTheApp(() => {
    composed.cache.purgeAll();
    services.changedElsewhere([], true);
  });
  started.add(composed.cache);
  return { app: composed.listener, express: composed.app, cache: composed.cache, services, sequelize, config, logger };
}
