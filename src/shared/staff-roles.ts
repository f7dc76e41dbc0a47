/**
 * Staff roles and what each may do (issue 24). Isomorphic: the server decides with it once per
 * request (src/services/permissions.ts) and the admin screens use it only to hide what a role
 * may not do. Post ownership rules (authors and contributors touch their own posts only) are
 * decided on the server with the post at hand (src/services/post-permissions.ts).
 */
export const STAFF_ROLES = ['administrator', 'editor', 'author', 'contributor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
};

export const PERMISSIONS = [
  /** Read every post and category in the admin. */
  'posts.read',
  /** Write posts (which ones and how is the post rules' call). */
  'posts.write',
  /** Publish, schedule and unpublish (own posts only without posts.manage). */
  'posts.publish',
  /** Move posts to the trash and restore them (own posts only without posts.manage). */
  'posts.delete',
  /** Write any post, publish anyone's, delete: editors and administrators. */
  'posts.manage',
  'categories.manage',
  'submissions',
  'staff',
  'apiKeys',
  'webhooks',
  'settings',
  'auditLog',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CONTRIBUTOR: Permission[] = ['posts.read', 'posts.write'];
const AUTHOR: Permission[] = [...CONTRIBUTOR, 'posts.publish', 'posts.delete'];
const EDITOR: Permission[] = [...AUTHOR, 'posts.manage', 'categories.manage', 'submissions'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrator: PERMISSIONS,
  editor: EDITOR,
  author: AUTHOR,
  contributor: CONTRIBUTOR,
};

export function roleMay(role: StaffRole | undefined, permission: Permission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Why a role is refused, for the 403's message. */
export const PERMISSION_NAMES: Record<Permission, string> = {
  'posts.read': 'read posts',
  'posts.write': 'write posts',
  'posts.publish': 'publish or schedule posts',
  'posts.delete': 'delete posts',
  'posts.manage': 'manage every post',
  'categories.manage': 'manage categories',
  submissions: 'read form submissions',
  staff: 'manage staff',
  apiKeys: 'manage API keys',
  webhooks: 'manage webhooks',
  settings: 'change settings',
  auditLog: 'read the audit log',
};
