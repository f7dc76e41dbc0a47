/**
 * Logging in and out, for REST and GraphQL alike. The HTTP layer adapts its cookie session to
 * SessionHandle (src/server/session-handle.ts), so this file and the resolvers know nothing of
 * Express. Login issues a new session id (no fixation); logout deletes the session.
 */
import type { AdminUser, AuthService } from './auth.service.js';
import type { AdminSessionData, Viewer } from './identity.service.js';

export interface SessionHandle {
  /** Starts a new session (a fresh id) holding `data`. */
  open(data: AdminSessionData): Promise<void>;
  /** Ends the session: its stored row is deleted and the cookie cleared. */
  close(): Promise<void>;
  /** The address the request came from (login failures are counted per address). */
  readonly clientIp?: string;
}

export interface SessionState {
  isAuthenticated: boolean;
  user: AdminUser | null;
}

export class SessionService {
  constructor(
    private readonly auth: AuthService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async logIn(session: SessionHandle, input: unknown): Promise<AdminUser> {
    const user = await this.auth.login(input, session.clientIp);
    await session.open({
      adminId: user.id,
      username: user.username,
      credentialsVersion: user.credentialsVersion,
      loggedInAt: this.clock().getTime(),
    });
    return { id: user.id, username: user.username };
  }

  async logOut(session: SessionHandle): Promise<void> {
    await session.close();
  }

  /** GET /api/admin/session and the `session` query: only a logged-in admin counts (not an API key). */
  state(viewer: Viewer): SessionState {
    return viewer.kind === 'session' ? { isAuthenticated: true, user: viewer.user } : { isAuthenticated: false, user: null };
  }
}
