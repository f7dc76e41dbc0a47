/** Builds the type-graphql schema; schema.graphql beside this file is its committed print. */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { AuditResolver } from './resolvers/audit.resolver.js';
import { ApiKeyResolver } from './resolvers/api-key.resolver.js';
import { MediaResolver } from './resolvers/media.resolver.js';
import { PostImageResolver } from './resolvers/post-image.resolver.js';
import { AdminPostResolver } from './resolvers/admin-post.resolver.js';
import { ChangesResolver } from './resolvers/changes.resolver.js';
import { CategoryResolver } from './resolvers/category.resolver.js';
import { CategoryUsageResolver } from './resolvers/category-usage.resolver.js';
import { FormResolver } from './resolvers/form.resolver.js';
import { PostConnectionResolver } from './resolvers/post-connection.resolver.js';
import { PostFieldsResolver } from './resolvers/post-fields.resolver.js';
import { PostLinksResolver } from './resolvers/post-links.resolver.js';
import { PostBulkResolver } from './resolvers/post-bulk.resolver.js';
import { PostResolver } from './resolvers/post.resolver.js';
import { PreviewLinkResolver } from './resolvers/preview-link.resolver.js';
import { PostRevisionResolver } from './resolvers/post-revision.resolver.js';
import { SessionResolver } from './resolvers/session.resolver.js';
import { SubmissionResolver } from './resolvers/submission.resolver.js';
import { WebhookResolver } from './resolvers/webhook.resolver.js';
import { WorkingCopyResolver } from './resolvers/working-copy.resolver.js';

export const resolvers: NonEmptyArray<new (...args: never[]) => object> = [
  PostResolver, PostFieldsResolver, PostLinksResolver, PostConnectionResolver, AdminPostResolver, PostBulkResolver, PostRevisionResolver,
  CategoryResolver, CategoryUsageResolver, SessionResolver, FormResolver, SubmissionResolver, WebhookResolver, ApiKeyResolver, AuditResolver, MediaResolver, PostImageResolver, ChangesResolver,
  WorkingCopyResolver, PreviewLinkResolver,
];

let built: Promise<GraphQLSchema> | undefined;

/** Built once per process: type-graphql's metadata is global. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, authChecker, authMode: 'error', validate: false });
  return built;
}

export const SCHEMA_HEADER = '# Emitted by `npm run schema:emit` from the resolvers in graphql/; test/graphql/schema.test.ts fails when it drifts.\n\n';

export async function printedSchema(): Promise<string> {
  return SCHEMA_HEADER + printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}
