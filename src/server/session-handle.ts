/**
 * Adapts express-session to the services' SessionHandle: login regenerates the id and saves the
 * admin's data; logout destroys the row and clears the cookie.
 */
import type { Request, Response } from 'express';
import type { AdminSessionData, SessionHandle } from '../services/index.js';
import { SESSION_COOKIE } from './middleware/session.js';

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
      await call((done) => req.session.regenerate(done));
      req.session.admin = data;
      await call((done) => req.session.save(done));
    },
    close: () => endSession(req, res),
    clientIp: req.ip,
  };
}
