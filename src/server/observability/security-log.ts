/**
 * Security and content events as structured log lines an operator can alert on: refusals of the
 * caller (401 no session or a bad key, 403 a key without the right, 429 a rate limit or a login
 * lockout, each with the request id), successful staff logins, and every content change this
 * process commits (published, unpublished, deleted…). Never a password, token, cookie or key.
 */
import type { Request } from 'express';
import type { Logger } from '../../config/logger.js';
import type { RecordedChange } from '../../services/index.js';
import { requestLogger } from './access-log.js';

/** The request's own logger (carrying its request id), or the app's. */
function loggerOf(req: Request, fallback?: Logger): Logger | undefined {
  return requestLogger(req, fallback);
}

/** A username as typed at a login, for the line: only a short string (never the password). */
function attemptedUsername(req: Request): string | undefined {
  const username: unknown = req.body?.username;
  return typeof username === 'string' && username.length <= 100 ? username : undefined;
}

const EVENT_BY_STATUS: Record<number, string> = { 401: 'security.unauthenticated', 403: 'security.forbidden', 429: 'security.rate_limited' };

/** A caller refused: 401, 403 or 429 (others are not security events). */
export function logRefusal(req: Request, fallback: Logger | undefined, status: number, message: string): void {
  const event = EVENT_BY_STATUS[status];
  if (!event) return;
  const login = req.path === '/api/admin/login' || req.originalUrl.startsWith('/api/admin/login');
  loggerOf(req, fallback)?.warn({
    event: login ? (status === 429 ? 'security.login_locked' : 'security.login_failed') : event,
    status, method: req.method, path: req.path, ip: req.ip, viewer: req.viewer?.kind,
    ...(login ? { username: attemptedUsername(req) } : {}),
    reason: message,
  }, 'request refused');
}

export function logLogin(req: Request, fallback: Logger, username: string): void {
  loggerOf(req, fallback)?.info({ event: 'security.login', username, ip: req.ip }, 'staff signed in');
}

/** Content changes committed by this process (publishes, unpublishes, deletions…). */
export function logContentChanges(logger: Logger, changes: readonly RecordedChange[]): void {
  for (const change of changes) {
    logger.info({ event: 'content.changed', change: change.event, subject: change.subject }, change.event);
  }
}
