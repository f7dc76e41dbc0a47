import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, isAdmin } from '../services/index.js';
import { FORM_KINDS } from '../shared/forms/index.js';
import type { GraphQLContext } from './context.js';

/**
 * @Authorized() operations need an admin viewer (a live admin session, or an admin API key);
 * a content API key is refused with FORBIDDEN.
 * Every root field is either @Authorized() or listed in PUBLIC_OPERATIONS;
 * test/graphql/auth-enumeration.test.ts holds the schema to that.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (isAdmin(context.viewer)) return true;
  // A content API key is known but may not do this: FORBIDDEN (403 over REST), not UNAUTHENTICATED.
  if (context.viewer.kind === 'api-key') throw new ForbiddenError();
  return false;
};

/** The root fields anyone may call (every public form's mutation among them). Anything else must refuse a request without a session. */
export const PUBLIC_OPERATIONS: { Query: readonly string[]; Mutation: readonly string[] } = {
  Query: ['posts', 'postsConnection', 'post', 'categories', 'session'],
  Mutation: [...FORM_KINDS.map((form) => form.mutation), 'login', 'logout'],
};
