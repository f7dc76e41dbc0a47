/** The admin routes (docs/product.md §2), in one place for links, redirects and tests. */
export const LOGIN_PATH = '/admin/login';
/** Pages for people without a session (issue 24): accepting an invitation, password reset. */
export const INVITE_PATH = '/admin/invite';
export const RESET_PASSWORD_PATH = '/admin/reset-password';
export const DASHBOARD_PATH = '/admin';
export const CATEGORIES_PATH = '/admin/categories';
export const API_KEYS_PATH = '/admin/api-keys';
export const NEW_POST_PATH = '/admin/blog/new';
export const WEBHOOKS_PATH = '/admin/webhooks';
export const MEDIA_PATH = '/admin/media';
export const TRASH_PATH = '/admin/trash';
/** Issue 24: the staff list, one's own account, the audit log. */
export const STAFF_PATH = '/admin/staff';
export const ACCOUNT_PATH = '/admin/account';
export const AUDIT_LOG_PATH = '/admin/audit-log';

export function editPostPath(id: number): string {
  return `/admin/blog/${id}/edit`;
}

export function revisionsPath(id: number, revisionId?: number): string {
  return `/admin/blog/${id}/revisions${revisionId ? `?revision=${revisionId}` : ''}`;
}
