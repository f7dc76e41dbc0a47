import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context.js';

/**
 * @Authorized() operations need a session whose admin still exists. Every root field is either
 * @Authorized() or listed in PUBLIC_OPERATIONS; test/graphql/auth-enumeration.test.ts holds the schema to that.
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }) => {
  const id = context.req.session?.adminId;
  return !!id && !!(await context.services.auth.findAdmin(id));
};

/** The root fields anyone may call. Anything else must refuse a request without a session. */
export const PUBLIC_OPERATIONS = {
  Query: ['posts', 'post', 'categories', 'session'],
  Mutation: ['joinWaitlist', 'submitSuggestion', 'submitExpertApplication', 'registerInterest', 'login', 'logout'],
} as const;
