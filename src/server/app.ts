/**
 * createApp(deps) builds the whole Express app without listening: tests drive it with
 * supertest, src/server/index.ts boots it. Order: security headers, compression, health,
 * JSON bodies, sessions, REST, GraphQL, then the pages (Vike) and the error mapper.
 */
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize-typescript';
import type { Config } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import type { Services } from '../services/index.js';
import { graphqlMiddleware } from '../../graphql/server.js';
import { errorHandler } from './middleware/error-handler.js';
import { formRateLimit, formRateLimitFromEnv, type FormRateLimitOptions } from './middleware/form-rate-limit.js';
import { securityHeaders } from './middleware/security.js';
import { sessionMiddleware } from './middleware/session.js';
import { apiRouter } from './routes/index.js';
import { healthRoutes, type HealthProbe } from './routes/health.routes.js';
import { seoRoutes } from './routes/seo.routes.js';

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
  /** Public form submissions per client IP (REST and GraphQL together); default from FORM_RATE_LIMIT*. */
  formRateLimit?: FormRateLimitOptions;
}

export async function createApp(deps: AppDeps): Promise<Express> {
  const { config, sequelize, services, logger } = deps;
  const production = config.env === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.set('trust proxy', config.trustProxy);

  app.use(securityHeaders({ csp: !deps.dev, hsts: production }));
  app.use(compression());
  app.use(healthRoutes(sequelize, deps.healthProbes ?? []));

  app.use(['/api', '/graphql'], express.json({ limit: JSON_BODY_LIMIT }));
  app.use(['/api/klaviyo', '/graphql'], formRateLimit(deps.formRateLimit ?? formRateLimitFromEnv(process.env, config.env)));
  app.use(sessionMiddleware({ sequelize, secret: config.sessionSecret, secure: production }));

  app.use('/api', apiRouter(services));
  const graphql = await graphqlMiddleware(services, logger);
  // Exactly /graphql: Vite's dev server serves the browser modules under /graphql/client/.
  app.all('/graphql', graphql.handler);

  app.use(seoRoutes(services, config.site));
  for (const handler of deps.pages ?? []) app.use(handler);
  app.use(errorHandler(logger));
  return app;
}
