/**
 * Adapts express-session to the services' SessionHandle: login regenerates the id and saves the
 * admin's data; logout destroys the row and clears the cookie.
 */
import type { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, ForbiddenError, type AdminSessionData, type SessionHandle } from '../services/index.js';
import { SESSION_COOKIE } from './middleware/session.js';

export const INSECURE_LOGIN_MESSAGE = 'Signing in needs a secure connection: open the site over HTTPS. '
  + '(Behind a proxy that ends HTTPS, the proxy must send X-Forwarded-Proto: https.)';

/** As express-session decides for a Secure cookie (its `proxy` option on): TLS here, or the proxy's X-Forwarded-Proto. */
function overHttps(req: Request): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

function call(run: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) await call((done) => req.session.destroy(done));
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

export function sessionHandle(req: Request, res: Response): SessionHandle {
  return {
    async open(data: AdminSessionData) {
      // express-session leaves a Secure cookie out over plain HTTP: the login would answer 200
      // and the next request would find no session. Say why instead.
      if (req.session.cookie.secure && !overHttps(req)) throw new ForbiddenError(INSECURE_LOGIN_MESSAGE);
      await call((done) => req.session.regenerate(done));
      req.session.admin = data;
      await call((done) => req.session.save(done));
    },
    close: () => endSession(req, res),
    clientIp: req.ip,
    userAgent: req.headers['user-agent'],
    deviceCookie: cookieValue(req, DEVICE_COOKIE),
    rememberDevice(value: string) {
      // Secure exactly when the session cookie is; never readable by scripts nor sent cross-site.
      res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure: !!req.session.cookie.secure, maxAge: DEVICE_COOKIE_MAX_AGE_MS, path: '/' });
    },
  };
}

/** One cookie of the request (the app has no cookie parser: only this one and the session are read). */
function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
