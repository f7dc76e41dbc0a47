/**
 * Apollo Server 5 on Express 5 at /graphql; the HTTP layer says how a request becomes a context.
 * Every client meets the limits of limits.ts; batched requests (a JSON array) are refused, so one
 * HTTP request is one operation for the limits and the form rate limit alike. "Did you mean …"
 * suggestions follow GRAPHQL_INTROSPECTION; so does introspection for anonymous requests, while a
 * request with an API key or a staff session may always introspect (codegen and tools of outside
 * developers; the SDL is served at /graphql/schema.graphql besides). Stopping is the process's business
 * (src/server/index.ts): Apollo installs no signal handlers of its own.
 */
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { GraphQLLimits } from '../config/config.js';
import type { Logger } from '../config/logger.js';
import type { GraphQLContext } from './context.js';
import { formatError, httpStatusPlugin } from './errors.js';
import { limitRules, limitsPlugin } from './limits.js';
import { getSchema } from './schema.js';

export interface GraphQLMiddlewareOptions {
  logger: Logger;
  limits: GraphQLLimits;
  context: (http: { req: Request; res: Response }) => GraphQLContext;
}

/**
 * Caching headers come from the HTTP layer (public for anonymous GET queries, private otherwise),
 * not from Apollo's cache hints; an answer with errors is never kept (e.g. a persisted query not
 * yet registered, which the next request may find), nor one that reads a preview link's post.
 */
const cachingPlugins: ApolloServerPlugin<GraphQLContext>[] = [
  ApolloServerPluginCacheControl({ calculateHttpHeaders: false }),
  {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation }) {
          if (response.body.kind !== 'single') return;
          // A preview link's post is never kept anywhere, though its token made it readable without a key.
          const readsPreview = operation?.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === 'previewPost');
          if (response.body.singleResult.errors?.length || readsPreview) {
            response.http.headers.set('cache-control', 'private, no-store');
          }
        },
      };
    },
  },
];

export const INTROSPECTION_OFF_MESSAGE = 'GraphQL introspection is off for requests without an API key: send one (Authorization: Bearer <key>), or read the schema at /graphql/schema.graphql.';

/** With GRAPHQL_INTROSPECTION off, `__schema` and `__type` are refused to anonymous requests only (400, as Apollo refuses them). */
function introspectionPlugin(open: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, schema }) {
          if (open || contextValue.viewer.kind !== 'anonymous') return;
          if (!validate(schema, document, [NoSchemaIntrospectionCustomRule]).length) return;
          throw new GraphQLError(INTROSPECTION_OFF_MESSAGE, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
        },
      };
    },
  };
}

export async function graphqlMiddleware({ logger, limits, context }: GraphQLMiddlewareOptions): Promise<{ handler: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<GraphQLContext>({
    schema: await getSchema(),
    formatError: formatError(logger),
    // Decided per request by introspectionPlugin (who is asking), not for every request here.
    introspection: true,
    hideSchemaDetailsFromClientErrors: !limits.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitRules(limits),
    plugins: [introspectionPlugin(limits.introspection), limitsPlugin(limits), httpStatusPlugin, ...cachingPlugins],
    stopOnTerminationSignals: false,
  });
  await server.start();
  return { handler: expressMiddleware(server, { context: async (http) => context(http) }), stop: () => server.stop() };
}
