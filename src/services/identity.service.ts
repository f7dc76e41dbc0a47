/**
 * Who is asking. Decided once per request (src/server/middleware/identify.ts) and read by REST,
 * GraphQL and the page render alike, so "is this staff, and in which role?" has one answer
 * everywhere (what a role may do: src/services/permissions.ts).
 *
 * A session stands for its member only while the member still exists, is not suspended, has the
 * same credentials version (a password reset ends the sessions), its staff_sessions row still
 * exists (ending a session deletes the row: effective on every process at its next request), and
 * within its absolute lifetime; the idle lifetime is the session store's expiry. Anything else is
 * no session at all, and the caller ends it.
 */
import { User } from '../../models/index.js';
import type { StaffRole } from '../shared/staff-roles.js';
import type { AdminUser } from './auth.service.js';
import type { StaffSessions } from './staff-sessions.js';
import type { StaffSettings } from './staff-settings.js';

/**
 * An API key's reach (issues 11, 23): content = published content only; preview = that plus
 * drafts and scheduled posts, read-only; admin = everything staff may do.
 */
export type ApiKeyScope = 'content' | 'preview' | 'admin';

export type Viewer =
  | { kind: 'anonymous' }
  | {
    kind: 'session';
    user: AdminUser;
    role: StaffRole;
    /** The staff_sessions row of this sign-in. */
    sessionId?: string;
    /** Administrators require 2FA and this member has none yet: only their own account is open to them. */
    mustEnrol2fa?: boolean;
  }
  | { kind: 'api-key'; scope: ApiKeyScope; key: ApiKeyIdentity };

/** The key a request came with: `staffId` is the staff member who created it (null when gone). */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  staffId?: number | null;
  /** Browser origins the key may be used from; null for any. */
  allowedOrigins?: readonly string[] | null;
}

export const ANONYMOUS: Viewer = Object.freeze({ kind: 'anonymous' });

/** Staff: a logged-in member of any role, or an admin-scope API key. */
export function isAdmin(viewer: Viewer): boolean {
  return viewer.kind === 'session' || (viewer.kind === 'api-key' && viewer.scope === 'admin');
}

/**
 * Reads exactly what an anonymous reader reads: anonymous, or a content API key (it narrows
 * nothing personal), so its answers may be kept by any cache. Preview and admin keys and
 * sessions may see drafts: their answers are private.
 */
export function readsAsPublic(viewer: Viewer): boolean {
  return viewer.kind === 'anonymous' || (viewer.kind === 'api-key' && viewer.scope === 'content');
}

/** May read drafts and scheduled posts: staff, or a preview or admin API key. */
export function canPreview(viewer: Viewer): boolean {
  return isAdmin(viewer) || (viewer.kind === 'api-key' && viewer.scope === 'preview');
}

/** What a session keeps about its member. */
export interface AdminSessionData {
  adminId: number;
  username: string;
  /** The user's credentialsVersion at login. */
  credentialsVersion: number;
  /** When the member logged in (epoch ms): the absolute lifetime counts from here. */
  loggedInAt: number;
  /** The staff_sessions row (issue 24). */
  staffSessionId?: string;
}

export interface SessionVerdict {
  viewer: Viewer;
  /** The session named a member but no longer counts: end it. */
  ended: boolean;
}

const CLOCK_SKEW_MS = 60_000;

export class IdentityService {
  constructor(
    private readonly options: { absoluteTimeoutMs: number },
    private readonly staffSessions: StaffSessions,
    private readonly settings: StaffSettings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async fromSession(data: Partial<AdminSessionData> | undefined): Promise<SessionVerdict> {
    if (!data || data.adminId === undefined) return { viewer: ANONYMOUS, ended: false };
    const ended = { viewer: ANONYMOUS, ended: true };
    const now = this.clock().getTime();
    const { adminId, loggedInAt, credentialsVersion, staffSessionId } = data;
    if (!Number.isSafeInteger(adminId) || typeof loggedInAt !== 'number' || typeof credentialsVersion !== 'number') return ended;
    if (typeof staffSessionId !== 'string') return ended;
    if (now - loggedInAt > this.options.absoluteTimeoutMs || loggedInAt > now + CLOCK_SKEW_MS) return ended;
    const user = await User.findByPk(adminId, { attributes: ['id', 'username', 'credentialsVersion', 'role', 'suspendedAt', 'totpEnabledAt'] });
    if (!user || user.credentialsVersion !== credentialsVersion || user.suspendedAt) return ended;
    if (!(await this.staffSessions.stillOpen(staffSessionId, user.id))) return ended;
    const mustEnrol2fa = !user.totpEnabledAt && (await this.settings.require2fa());
    return {
      viewer: { kind: 'session', user: { id: user.id, username: user.username }, role: user.role, sessionId: staffSessionId, ...(mustEnrol2fa && { mustEnrol2fa }) },
      ended: false,
    };
  }
}
