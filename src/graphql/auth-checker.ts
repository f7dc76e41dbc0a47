import type { AuthChecker } from 'type-graphql';
import { adminOperationRefused, canPreview, ForbiddenError, isAdmin, type Viewer } from '../services/index.js';
import { FORM_KINDS } from '../shared/forms/index.js';
import type { GraphQLContext } from './context.js';

/**
 * @Authorized() operations need an admin viewer (a live admin session, or an admin API key);
 * a content or preview API key is refused with FORBIDDEN.
 * Every root field is either @Authorized() or listed in PUBLIC_OPERATIONS;
 * test/graphql/auth-enumeration.test.ts holds the schema to that.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (isAdmin(context.viewer)) return true;
  // A content API key is known but may not do this: FORBIDDEN (403 over REST), not UNAUTHENTICATED.
  if (context.viewer.kind === 'api-key') throw adminOperationRefused(context.viewer.scope);
  return false;
};

/** The root fields anyone may call (every public form's mutation among them). Anything else must refuse a request without a session. */
export const PUBLIC_OPERATIONS: { Query: readonly string[]; Mutation: readonly string[] } = {
  Query: ['posts', 'postsConnection', 'post', 'categories', 'session'],
  Mutation: [...FORM_KINDS.map((form) => form.mutation), 'login', 'logout'],
};

export const PREVIEW_FORBIDDEN_MESSAGE = 'preview: true needs a staff session, a preview key or an admin key; leave it out to read published posts.';

/** `preview: true` asked: true when the viewer may see drafts, FORBIDDEN otherwise (never a silent null). */
export function previewAllowed(viewer: Viewer, preview: boolean | undefined | null): boolean {
  if (!preview) return false;
  if (!canPreview(viewer)) throw new ForbiddenError(PREVIEW_FORBIDDEN_MESSAGE);
  return true;
}
