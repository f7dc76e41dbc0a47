/**
 * What the viewer may do: the one decision behind every REST route (src/server/middleware/
 * authorize.ts) and every GraphQL operation (src/graphql/auth-checker.ts). The role comes from the
 * identity decided once per request; rules about a particular post come from the post rules.
 *
 * An admin-scope API key acts with an administrator's permissions (it is minted by one); a
 * content-scope key is known but may not use the admin at all.
 */
import { PERMISSION_NAMES, ROLE_LABELS, roleMay, type Permission } from '../shared/staff-roles.js';
import { adminOperationRefused } from './api-key.service.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import type { Viewer } from './identity.service.js';
import type { PostAction, PostPermissions, PostSubject } from './post-permissions.js';

/** A route's or operation's rule: a permission, optionally with a post action to check against the post(s) concerned. */
export interface AccessRule {
  permission: Permission | 'account';
  post?: PostAction;
}

export const ENROL_2FA_MESSAGE = 'Two-factor sign-in is required for every staff member: set it up on your account screen first.';

export function can(viewer: Viewer, permission: Permission): boolean {
  if (viewer.kind === 'api-key') return viewer.scope === 'admin';
  if (viewer.kind !== 'session' || viewer.mustEnrol2fa) return false;
  return roleMay(viewer.role, permission);
}

export class Permissions {
  constructor(private readonly posts: PostPermissions) {}

  /** Throws UNAUTHENTICATED without staff, FORBIDDEN with a clear message when the role may not. */
  async authorize(viewer: Viewer, rule: AccessRule, subject: PostSubject = {}): Promise<void> {
    if (viewer.kind === 'anonymous') throw new UnauthenticatedError();
    if (viewer.kind === 'api-key' && viewer.scope !== 'admin') throw adminOperationRefused(viewer.scope);
    if (rule.permission === 'account') {
      if (viewer.kind !== 'session') throw new ForbiddenError('This is a staff member’s own account: sign in to use it (an API key has no account).');
      return;
    }
    if (viewer.kind === 'session' && viewer.mustEnrol2fa) throw new ForbiddenError(ENROL_2FA_MESSAGE);
    if (!can(viewer, rule.permission)) {
      const role = viewer.kind === 'session' ? ROLE_LABELS[viewer.role] : 'This key';
      throw new ForbiddenError(`${role}s cannot ${PERMISSION_NAMES[rule.permission]}: ask an administrator.`);
    }
    if (rule.post && viewer.kind === 'session' && !can(viewer, 'posts.manage')) await this.posts.check(viewer, rule.post, subject);
  }
}
