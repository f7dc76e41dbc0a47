import type { AuthChecker } from 'type-graphql';
import { canPreview, ForbiddenError, type AccessRule, type Viewer } from '../services/index.js';
import { FORM_KINDS } from '../shared/forms/index.js';
import type { GraphQLContext } from './context.js';

/**
 * @Authorized() operations need staff (a live session, or an admin API key), and what the role
 * may do is services.permissions' call, by the rule OPERATION_RULES gives the field (a field
 * without a rule is for administrators only). A content or preview API key is refused with FORBIDDEN.
 * Every root field is either @Authorized() or listed in PUBLIC_OPERATIONS;
 * test/graphql/auth-enumeration.test.ts holds the schema to that, and test/api/auth-roles.test.ts
 * every @Authorized root field to having a rule.
 */
type OperationRule = AccessRule & { args?: (args: Record<string, unknown>) => Record<string, unknown> };

export const OPERATION_RULES: Record<string, Record<string, OperationRule>> = {
  Query: {
    adminPosts: { permission: 'posts.read' },
    adminPostPage: { permission: 'posts.read' },
    adminPost: { permission: 'posts.read' },
    adminCategories: { permission: 'posts.read' },
    postRevisions: { permission: 'posts.read' },
    postRevision: { permission: 'posts.read' },
    comparePostRevision: { permission: 'posts.read' },
    submissionKinds: { permission: 'submissions' },
    submissions: { permission: 'submissions' },
    submissionsCsv: { permission: 'submissions' },
    emailProviderStatus: { permission: 'submissions' },
    apiKeys: { permission: 'apiKeys' },
    webhooks: { permission: 'webhooks' },
    webhookDeliveries: { permission: 'webhooks' },
    webhookDelivery: { permission: 'webhooks' },
    auditLog: { permission: 'auditLog' },
    mediaLibrary: { permission: 'posts.read' },
    media: { permission: 'posts.read' },
    trashedPosts: { permission: 'posts.read' },
    comparePostEdits: { permission: 'posts.read' },
    workingCopy: { permission: 'posts.read' },
    workingCopyPreview: { permission: 'posts.read' },
  },
  Mutation: {
    updateMedia: { permission: 'posts.write' },
    deleteMedia: { permission: 'posts.manage' },
    createPost: { permission: 'posts.write', post: 'create', args: (args) => ({ input: args.input }) },
    updatePost: { permission: 'posts.write', post: 'update', args: (args) => ({ id: args.id, input: args.input }) },
    deletePost: { permission: 'posts.write', post: 'delete', args: (args) => ({ id: args.id }) },
    publishPosts: { permission: 'posts.write', post: 'publish', args: (args) => ({ ids: args.ids }) },
    unpublishPosts: { permission: 'posts.write', post: 'unpublish', args: (args) => ({ ids: args.ids }) },
    deletePosts: { permission: 'posts.write', post: 'delete', args: (args) => ({ ids: args.ids }) },
    restorePostRevision: { permission: 'posts.write', post: 'restoreRevision', args: (args) => ({ revisionId: args.id }) },
    restorePost: { permission: 'posts.write', post: 'delete', args: (args) => ({ id: args.id }) },
    restorePosts: { permission: 'posts.write', post: 'delete', args: (args) => ({ ids: args.ids }) },
    deletePostForever: { permission: 'posts.manage' },
    purgePosts: { permission: 'posts.manage' },
    saveWorkingCopy: { permission: 'posts.write', post: 'edit', args: (args) => ({ id: args.postId }) },
    discardWorkingCopy: { permission: 'posts.write', post: 'edit', args: (args) => ({ id: args.postId }) },
    editingPost: { permission: 'posts.read' },
    stoppedEditingPost: { permission: 'posts.read' },
    createCategory: { permission: 'categories.manage' },
    updateCategory: { permission: 'categories.manage' },
    deleteCategory: { permission: 'categories.manage' },
    reorderCategories: { permission: 'categories.manage' },
    retrySubmissionDelivery: { permission: 'submissions' },
    setSubmissionState: { permission: 'submissions' },
    setSubmissionNote: { permission: 'submissions' },
    deleteSubmissions: { permission: 'submissions' },
    createApiKey: { permission: 'apiKeys' },
    revokeApiKey: { permission: 'apiKeys' },
    createWebhook: { permission: 'webhooks' },
    updateWebhook: { permission: 'webhooks' },
    rotateWebhookSecret: { permission: 'webhooks' },
    deleteWebhook: { permission: 'webhooks' },
    pingWebhook: { permission: 'webhooks' },
    redeliverWebhookDelivery: { permission: 'webhooks' },
  },
};

/** Staff-only fields of shared types (not root operations): any staff member may read them. */
const FIELD_RULE: OperationRule = { permission: 'posts.read' };
const ADMINISTRATORS_ONLY: OperationRule = { permission: 'staff' };

export const authChecker: AuthChecker<GraphQLContext> = async ({ context, info, args }) => {
  const parent = info.parentType.name;
  const root = parent === 'Query' || parent === 'Mutation';
  const entry = root ? OPERATION_RULES[parent]?.[info.fieldName] ?? ADMINISTRATORS_ONLY : FIELD_RULE;
  const subject = entry.args ? entry.args(args) : {};
  await context.services.permissions.authorize(context.viewer, entry, subject);
  return true;
};

/** The root fields anyone may call (every public form's mutation among them). Anything else must refuse a request without a session. */
export const PUBLIC_OPERATIONS: { Query: readonly string[]; Mutation: readonly string[] } = {
  // previewPost: the link's token is the credential; createPreviewLink checks canPreview itself (a preview key may make links).
  Query: ['posts', 'postsConnection', 'post', 'categories', 'session', 'changes', 'previewPost'],
  Mutation: [...FORM_KINDS.map((form) => form.mutation), 'login', 'logout', 'createPreviewLink'],
};

export const PREVIEW_FORBIDDEN_MESSAGE = 'preview: true needs a staff session, a preview key or an admin key; leave it out to read published posts.';

/** `preview: true` asked: true when the viewer may see drafts, FORBIDDEN otherwise (never a silent null). */
export function previewAllowed(viewer: Viewer, preview: boolean | undefined | null): boolean {
  if (!preview) return false;
  if (!canPreview(viewer)) throw new ForbiddenError(PREVIEW_FORBIDDEN_MESSAGE);
  return true;
}
