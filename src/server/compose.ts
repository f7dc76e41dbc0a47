/**
 * The one composition of the serving path, used by the server (index.ts) and the tests alike:
 * services from the configuration, the Express app, the response cache in front of it, and the
 * Node server options that give requests Express's prototypes. Whatever production runs in front
 * of a route (the cache, its keys, the services' read caches), a test of that route runs too.
 */
import type { RequestListener, ServerOptions } from 'node:http';
import type { Express } from 'express';
import type { Sequelize } from 'sequelize-typescript';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import { OutboxSubmissionQueue } from '../integrations/klaviyo/submission-queue.js';
import { OutboxMailQueue } from '../integrations/mail/mail.delivery.js';
import { createServices, type ServiceOptions, type Services } from '../services/index.js';
import { setSiteTimeZone } from '../shared/site-time.js';
import { createApp, type AppDeps } from './app.js';
import { expressMessageClasses } from './express-messages.js';
import { createResponseCache, type ResponseCache } from './http-cache/index.js';
import { poolFigures } from '../db/pool-figures.js';
import { addressAllowance } from './middleware/address-allowance.js';
import { chargeCachedGraphqlCost } from './middleware/graphql-budget.js';
import { clientAddress } from './observability/client-address.js';
import { createAccessLog } from './observability/access-log.js';
import { createMetrics, type Metrics, type MetricsSources } from './observability/metrics.js';
import { mediaFileHandler } from './routes/media-files.routes.js';
import { logContentChanges } from './observability/security-log.js';

export interface ComposedServer {
  services: Services;
  app: Express;
  cache: ResponseCache;
  metrics: Metrics;
  /** What the HTTP server runs: the access log and metrics, /metrics, the media files, the response cache, then the app. */
  listener: RequestListener;
  /** createServer's options (requests born Express's: express-messages.ts). */
  serverOptions: Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'>;
}

/** The services as the configuration sets them up; `overrides` are for tests (a clock, a store). */
export function composeServices(config: Config, sequelize: Sequelize, overrides: ServiceOptions = {}): Services {
  // Every date the server formats is in the site's zone.
  setSiteTimeZone(config.site.timeZone);
  return createServices(sequelize, {
    // Stored form submissions are queued in the outbox, in the same transaction.
    submissionQueue: new OutboxSubmissionQueue(),
    // The inbox says plainly when submissions cannot reach the provider for want of a setting.
    emailProvider: { configured: !!config.klaviyo.apiKey, listConfigured: !!config.klaviyo.waitlistListId },
    // Staff e-mail too: queued in the transaction of the invitation or reset that causes it.
    mailQueue: new OutboxMailQueue(),
    siteName: config.site.name,
    sessionAbsoluteTimeoutMs: config.session.absoluteTimeoutMs,
    siteUrl: config.site.publicUrl,
    login: config.security.login,
    sessionSecret: config.session.secret,
    totpEncryptionKey: config.security.totpEncryptionKey,
    formLimit: config.forms,
    webhooks: config.webhooks,
    apiKeys: config.security.apiKeys,
    apiAddresses: config.security.apiAddresses,
    graphqlBudget: config.security.graphqlBudget,
    previewSecret: config.session.secret,
    changesKeepMs: config.cache.changesKeepMs,
    publicReadMaxAgeMs: config.cache.syncMs,
    media: config.media,
    ...overrides,
  });
}

export interface ComposeOptions extends Omit<AppDeps, 'services'> {
  services: Services;
  /** What /metrics reports besides requests and the cache. */
  figures?: Omit<MetricsSources, 'cache'>;
  /** What "now" is for the cache's expiry (the services' clock). */
  clock?: () => Date;
}

/** The app with the response cache in front, started (it reads the change log's position). */
export async function composeServer(options: ComposeOptions): Promise<ComposedServer> {
  const { config, services, logger, dev = false, clock } = options;
  const app = await createApp(options);
  const addressOf = clientAddress(config.trustProxy);
  const serverOptions = expressMessageClasses(app);
  // Anonymous reads are answered from the response cache before Express (src/server/http-cache).
  const cache = createResponseCache({
    app,
    settings: { ...config.cache, enabled: config.cache.enabled && !dev },
    services,
    logger: logger as Logger,
    corsOrigins: config.security.cors.origins,
    ...(clock ? { clock } : {}),
    // A GraphQL answer from memory costs its client what it cost when rendered (the cache never changes an answer).
    chargeHit: (req, res, cost) => chargeCachedGraphqlCost(services, res, addressOf(req), cost),
    // A miss is rendered into a response of the server's own class.
    ...(serverOptions.ServerResponse ? { Response: serverOptions.ServerResponse } : {}),
  });
  await cache.start();
  services.contentChanges.onCommit((changes) => logContentChanges(logger as Logger, changes));
  const accessLog = createAccessLog(logger as Logger, cache, config.trustProxy, config.operations.accessLog);
  const metrics = createMetrics({ cache, pool: poolFigures(options.sequelize), ...options.figures }, config.operations.metricsToken);
  // Keyless API requests count against their address's allowance before the cache answers them.
  const allowance = addressAllowance(services, config.trustProxy);
  // The media library's immutable files, from its in-memory index: nothing else runs for them.
  const mediaFiles = mediaFileHandler(services, { hsts: config.env === 'production' });
  const listener: RequestListener = (req, res) => {
    accessLog(req, res);
    metrics.track(req, res);
    if ((req.method === 'GET' || req.method === 'HEAD') && (req.url === '/metrics' || req.url?.startsWith('/metrics?'))) return void metrics.answer(req, res);
    if (mediaFiles(req, res)) return;
    allowance(req, res, () => cache.listener(req, res));
  };
  return { services, app, cache, metrics, listener, serverOptions };
}
