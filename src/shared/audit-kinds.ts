/**
 * The families of audit log kinds (issue 24), for the audit log screen's filter: `kind=post`
 * finds every `post.*` entry (src/services/audit-log.service.ts). Isomorphic.
 */
export const AUDIT_FAMILIES = [
  ['auth', 'Sign-ins and sign-outs'],
  ['password', 'Password resets'],
  ['totp', 'Two-factor sign-in'],
  ['session', 'Ended sessions'],
  ['staff', 'Staff and invitations'],
  ['settings', 'Settings'],
  ['post', 'Posts'],
  ['category', 'Categories'],
  ['media', 'Media'],
  ['api_key', 'API keys'],
  ['webhook', 'Webhooks'],
] as const;

export type AuditFamily = (typeof AUDIT_FAMILIES)[number][0];
