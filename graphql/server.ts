/** Apollo Server 5 on Express 5 at /graphql, sharing the app's session cookie. */
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { Logger } from '../src/config/logger.js';
import type { Services } from '../src/services/index.js';
import { buildContext, type GraphQLContext } from './context.js';
import { formatError } from './errors.js';
import { getSchema } from './schema.js';

export async function graphqlMiddleware(services: Services, logger: Logger): Promise<{ handler: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<GraphQLContext>({
    schema: await getSchema(),
    formatError: formatError(logger),
    introspection: true,
    // Third parties build on this API: keep errors and introspection useful, never stack traces.
    includeStacktraceInErrorResponses: false,
  });
  await server.start();
  return { handler: expressMiddleware(server, { context: buildContext(services) }), stop: () => server.stop() };
}
