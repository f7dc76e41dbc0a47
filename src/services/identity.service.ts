/**
 * Who is asking. Decided once per request (src/server/middleware/identify.ts) and read by REST,
 * GraphQL and the page render alike, so "is this an admin?" has one answer everywhere.
 *
 * A session stands for its admin only while the admin still exists with the same credentials
 * version (a password reset ends the other sessions) and within its absolute lifetime; the idle
 * lifetime is the session store's expiry. Anything else is no session at all, and the caller ends it.
 */
import { User } from '../../models/index.js';
import type { AdminUser } from './auth.service.js';

/**
 * An API key's reach (issues 11, 23): content = published content only; preview = that plus
 * drafts and scheduled posts, read-only; admin = everything staff may do.
 */
export type ApiKeyScope = 'content' | 'preview' | 'admin';

export type Viewer =
  | { kind: 'anonymous' }
  | { kind: 'session'; user: AdminUser }
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

/** Staff: a logged-in admin, or an admin-scope API key. */
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

/** What a session keeps about its admin. */
export interface AdminSessionData {
  adminId: number;
  username: string;
  /** The user's credentialsVersion at login. */
  credentialsVersion: number;
  /** When the admin logged in (epoch ms): the absolute lifetime counts from here. */
  loggedInAt: number;
}

export interface SessionVerdict {
  viewer: Viewer;
  /** The session named an admin but no longer counts: end it. */
  ended: boolean;
}

const CLOCK_SKEW_MS = 60_000;

export class IdentityService {
  constructor(
    private readonly options: { absoluteTimeoutMs: number },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async fromSession(data: Partial<AdminSessionData> | undefined): Promise<SessionVerdict> {
    if (!data || data.adminId === undefined) return { viewer: ANONYMOUS, ended: false };
    const ended = { viewer: ANONYMOUS, ended: true };
    const now = this.clock().getTime();
    const { adminId, loggedInAt, credentialsVersion } = data;
    if (!Number.isSafeInteger(adminId) || typeof loggedInAt !== 'number' || typeof credentialsVersion !== 'number') return ended;
    if (now - loggedInAt > this.options.absoluteTimeoutMs || loggedInAt > now + CLOCK_SKEW_MS) return ended;
    const user = await User.findByPk(adminId, { attributes: ['id', 'username', 'credentialsVersion'] });
    if (!user || user.credentialsVersion !== credentialsVersion) return ended;
    return { viewer: { kind: 'session', user: { id: user.id, username: user.username } }, ended: false };
  }
}
