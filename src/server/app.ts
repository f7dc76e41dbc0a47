/**
 * createApp(deps) builds the whole Express app without listening: tests drive it with
 * supertest, src/server/index.ts boots it. Order: security headers, CORS for the public read
 * API, the cross-site check on state-changing requests, compression, health,
 * JSON bodies, sessions, identify (who is asking: req.viewer), REST, GraphQL, then the pages
 * (Vike) and the error mapper.
 */
import { constants as zlibConstants } from 'node:zlib';
import express, { type Express, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize-typescript';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import type { Services } from '../services/index.js';
import { graphqlMiddleware } from '../graphql/server.js';
import { CachePolicy } from './http-cache/cache-policy.js';
import { PASSING_BROTLI_QUALITY, PASSING_BROTLI_WINDOW_BITS } from './http-cache/encodings.js';
import { compressStreams, encodedBodies } from './http-cache/encoded-send.js';
import { graphqlGetQueries, privateResponses } from './http-cache/api-headers.js';
import { hasSessionCookie } from './http-cache/request-key.js';
import { errorHandler } from './middleware/error-handler.js';
import { originCheck, type OriginAllowHook } from './middleware/origin-check.js';
import { CORS_PATHS, CROSS_ORIGIN_HOOKS, publicApiCors } from './middleware/cross-origin.js';
import { graphqlExplorerPage } from './middleware/graphql-explorer.js';
import { securityHeaders } from './middleware/security.js';
import { HYDRATION_LOADER_HASH } from './hydration-after-paint.js';
import { identify } from './middleware/identify.js';
import { sessionMiddleware } from './middleware/session.js';
import { apiRouter } from './routes/index.js';
import { formPostRoutes } from './routes/form-posts.routes.js';
import { healthRoutes, type HealthProbe } from './routes/health.routes.js';
import { graphqlSchemaRoutes } from './routes/graphql-schema.routes.js';
import { seoRoutes } from './routes/seo.routes.js';
import { sessionHandle } from './session-handle.js';
import { chargeGraphqlCost } from './middleware/graphql-budget.js';

/** JSON bodies larger than this answer 413 (an article with its HTML fits easily). */
export const JSON_BODY_LIMIT = '1mb';

export interface AppDeps {
  config: Config;
  sequelize: Sequelize;
  services: Services;
  logger: Logger;
  /** Serves the pages (Vike) for everything the API does not answer; wired by the page layer. */
  pages?: RequestHandler[];
  /** Pages come from Vite's dev server: no Content-Security-Policy (its hot reload is inline). */
  dev?: boolean;
  /** Extra health figures (e.g. the outbox backlog). */
  healthProbes?: HealthProbe[];
  /** Foreign origins that may still send state-changing requests (e.g. API-key clients); see origin-check.ts. */
  allowOrigins?: OriginAllowHook[];
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

export async function createApp(deps: AppDeps): Promise<Express> {
  const { config, sequelize, services, logger } = deps;
  const production = config.env === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.set('trust proxy', config.trustProxy);
  // Strong ETags on every body Express sends (pages, feeds, JSON); If-None-Match answers 304.
  app.set('etag', 'strong');
  const cachePolicy = new CachePolicy(config.cache);

  app.use(securityHeaders({ csp: !deps.dev, hsts: production, scriptHashes: [HYDRATION_LOADER_HASH] }));
  // CORS on the public read API; preflights end here with 204 (middleware/cross-origin.ts).
  app.use(CORS_PATHS, publicApiCors(config.security.cors));
  // GraphQL bodies are read before the origin check: a foreign query may pass it, a mutation not.
  app.use('/graphql', express.json({ limit: JSON_BODY_LIMIT }));
  app.use(originCheck({ publicUrl: config.site.publicUrl, allow: [...CROSS_ORIGIN_HOOKS, ...(deps.allowOrigins ?? [])] }));
  // Whole bodies (res.send, res.json) are encoded before Express makes their ETag: one strong ETag
  // per encoding (http-cache/encoded-send.ts). Streams: the compression middleware, with brotli's
  // quality and window for a body compressed for one response (http-cache/encodings.ts).
  app.use(encodedBodies());
  app.use(compressStreams({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PASSING_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_LGWIN]: PASSING_BROTLI_WINDOW_BITS } } }));
  app.use(healthRoutes(sequelize, deps.healthProbes ?? [], { healthToken: config.operations.healthToken, timeoutMs: config.operations.queryTimeoutMs, rootDir: config.rootDir }));
  // The media library's files (/media/) are answered before this app, by the serving path's listener (compose.ts).

  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));
  const sessions = sessionMiddleware({ sequelize, secret: config.session.secret, secure: production, idleTimeoutMs: config.session.idleTimeoutMs });
  // A read without the session cookie has no session to load and never starts one: skip the store.
  app.use((req, res, next) => (isRead(req.method) && !hasSessionCookie(req) ? next() : sessions(req, res, next)));
  app.use(identify(services));

  app.use('/api/admin', privateResponses(cachePolicy));
  app.use('/api', apiRouter(services, cachePolicy, logger));
  const graphql = await graphqlMiddleware({
    logger,
    limits: config.security.graphql,
    context: ({ req, res }) => ({
      services, viewer: req.viewer, session: sessionHandle(req, res), clientIp: req.ip,
      chargeCost: (cost) => chargeGraphqlCost(services, res, req.viewer, req.ip, cost),
    }),
  });
  // Exactly /graphql: Vite's dev server serves the browser modules (once under /graphql/client/).
  // A browser asking for a page gets the explorer (a Vike page further down), API clients Apollo.
  app.all('/graphql', graphqlExplorerPage(), graphqlGetQueries(cachePolicy), graphql.handler);
  app.use(graphqlSchemaRoutes(cachePolicy));

  app.use(seoRoutes(services, config.site, cachePolicy));
  // The public forms posted without JavaScript; a failure is answered by the page handlers below.
  app.use(formPostRoutes({ services, logger }));
  for (const handler of deps.pages ?? []) app.use(handler);
  app.use(errorHandler(logger));
  return app;
}
