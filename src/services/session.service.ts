/**
 * Signing in and out, for REST and GraphQL alike. The HTTP layer adapts its cookie session to
 * SessionHandle (src/server/session-handle.ts), so this file and the resolvers know nothing of
 * Express. Sign-in issues a new session id (no fixation) and opens a staff_sessions row (the
 * device list); sign-out deletes both. Each sign-in and sign-out is in the audit log.
 */
import type { Sequelize } from 'sequelize-typescript';
import { User } from '../../models/index.js';
import type { AuditLogService } from './audit-log.service.js';
import type { StaffRole } from '../shared/staff-roles.js';
import type { AdminUser, AuthService } from './auth.service.js';
import { ForbiddenError, NotFoundError } from './errors.js';
import type { AdminSessionData, Viewer } from './identity.service.js';
import type { StaffSessions, StaffSessionShape } from './staff-sessions.js';
import { withWriteTransaction } from './write-transaction.js';

export interface SessionHandle {
  /** Starts a new session (a fresh id) holding `data`. */
  open(data: AdminSessionData): Promise<void>;
  /** Ends the session: its stored row is deleted and the cookie cleared. */
  close(): Promise<void>;
  /** The address the request came from (login failures are counted per address). */
  readonly clientIp?: string;
  /** The browser, for the device list. */
  readonly userAgent?: string;
  /** The known-device cookie the browser sent (login-throttle.ts). */
  readonly deviceCookie?: string;
  /** Gives the browser a known-device cookie after a successful sign-in. */
  rememberDevice?(value: string): void;
}

/** Who is signed in, with what their role lets the admin screens offer (src/shared/staff-roles.ts). */
export interface SessionUser extends AdminUser {
  role: StaffRole;
  /** Administrators require 2FA and this member has none yet: only their own account is open to them. */
  mustEnrol2fa: boolean;
}

export interface SessionState {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export class SessionService {
  constructor(
    private readonly auth: AuthService,
    private readonly deps: { sequelize: Sequelize; staffSessions: StaffSessions; audit: AuditLogService },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async logIn(session: SessionHandle, input: unknown): Promise<AdminUser> {
    const user = await this.auth.login(input, { ip: session.clientIp, deviceCookie: session.deviceCookie });
    const signedIn = await this.signIn(session, user, 'password');
    const device = this.auth.deviceCookieFor(user.username);
    if (device) session.rememberDevice?.(device);
    return signedIn;
  }

  /** Opens a session for a member whose credentials were just checked (sign-in, an accepted invitation). */
  async signIn(session: SessionHandle, user: { id: number; username: string; credentialsVersion: number }, how: string): Promise<AdminUser> {
    const { sequelize, staffSessions, audit } = this.deps;
    const now = this.clock();
    const staffSessionId = await withWriteTransaction(sequelize, async (transaction) => {
      // The member's row first: its write lock, taken before the rows that refer to it (and so
      // share-lock it), leaves no lock to upgrade while another sign-in waits for the same row.
      await User.update({ lastSignInAt: now }, { where: { id: user.id }, transaction, silent: true });
      const id = await staffSessions.open(user.id, session.clientIp, session.userAgent, transaction);
      await audit.record({ kind: 'auth.sign_in', objectType: 'user', objectId: user.id, summary: `${user.username} signed in (${how})` }, transaction, {
        actorId: user.id, actorName: user.username, ip: session.clientIp ?? null,
      });
      return id;
    });
    await session.open({ adminId: user.id, username: user.username, credentialsVersion: user.credentialsVersion, loggedInAt: now.getTime(), staffSessionId });
    return { id: user.id, username: user.username };
  }

  async logOut(session: SessionHandle, viewer?: Viewer): Promise<void> {
    if (viewer?.kind === 'session' && viewer.sessionId) {
      const { user, sessionId } = viewer;
      await withWriteTransaction(this.deps.sequelize, async (transaction) => {
        await this.deps.staffSessions.end(user.id, sessionId, transaction);
        await this.deps.audit.record({ kind: 'auth.sign_out', objectType: 'user', objectId: user.id, summary: `${user.username} signed out` }, transaction);
      });
    }
    await session.close();
  }

  /** GET /api/admin/session and the `session` query: only a logged-in admin counts (not an API key). */
  state(viewer: Viewer): SessionState {
    if (viewer.kind !== 'session') return { isAuthenticated: false, user: null };
    const { id, username } = viewer.user;
    return { isAuthenticated: true, user: { id, username, role: viewer.role, mustEnrol2fa: !!viewer.mustEnrol2fa } };
  }

  /** A member's signed-in devices (their own; an administrator may ask for anyone's). */
  async list(viewer: Viewer, userId?: number): Promise<StaffSessionShape[]> {
    const me = this.me(viewer);
    return this.deps.staffSessions.list(userId ?? me.user.id, me.sessionId);
  }

  /** Ends one session (`id`) or every other one (`id` = undefined) of a member. */
  async end(viewer: Viewer, options: { userId?: number; id?: string }): Promise<{ ended: number }> {
    const me = this.me(viewer);
    // Session ids are 32 hex digits (staff-sessions.ts): anything else names no session.
    if (options.id !== undefined && !/^[0-9a-f]{32}$/.test(options.id)) throw new NotFoundError('Session not found (it may have ended already)');
    const userId = options.userId ?? me.user.id;
    const target = await User.findByPk(userId, { attributes: ['id', 'username'] });
    if (!target) throw new NotFoundError('Staff member not found');
    return withWriteTransaction(this.deps.sequelize, async (transaction) => {
      const ended = options.id
        ? Number(await this.deps.staffSessions.end(userId, options.id, transaction))
        : await this.deps.staffSessions.endAll(userId, userId === me.user.id ? me.sessionId : undefined, transaction);
      if (options.id && !ended) throw new NotFoundError('Session not found (it may have ended already)');
      const what = options.id ? 'a session' : userId === me.user.id ? 'every other session' : 'every session';
      await this.deps.audit.record({ kind: 'session.ended', objectType: 'user', objectId: userId, summary: `${what} of ${target.username} ended (${ended})` }, transaction);
      return { ended };
    });
  }

  private me(viewer: Viewer): Extract<Viewer, { kind: 'session' }> {
    if (viewer.kind !== 'session') throw new ForbiddenError('Sessions belong to staff members: sign in to see yours.');
    return viewer;
  }
}
