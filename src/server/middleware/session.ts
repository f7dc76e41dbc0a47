/**
 * Cookie sessions stored in the database (connect-session-sequelize), so any server process can
 * serve any admin. Anonymous visitors get no session and no cookie. A session unused for the idle
 * timeout is over: the store answers only rows whose expiry lies ahead (the library's own `get`
 * would hand back an expired row and let its use renew it). Whether a live session still stands
 * for an admin is decided by the identify middleware.
 */
import session from 'express-session';
import connectSessionSequelize from 'connect-session-sequelize';
import { Op } from 'sequelize';
import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize-typescript';

export const SESSION_COOKIE = 'mf.sid';

const SequelizeStore = connectSessionSequelize(session.Store);

interface SessionRow {
  data: string;
}

class UnexpiredSequelizeStore extends SequelizeStore {
  get(sid: string, callback: (error: unknown, data?: session.SessionData | null) => void): void {
    const model = (this as unknown as { sessionModel: { findOne(options: object): Promise<SessionRow | null> } }).sessionModel;
    model
      .findOne({ where: { sid, expires: { [Op.gt]: new Date() } } })
      .then((row) => callback(null, row ? (JSON.parse(row.data) as session.SessionData) : null))
      .catch((error: unknown) => callback(error));
  }
}

export interface SessionOptions {
  sequelize: Sequelize;
  secret: string;
  secure: boolean;
  idleTimeoutMs: number;
}

export function sessionMiddleware(options: SessionOptions): RequestHandler {
  const store = new UnexpiredSequelizeStore({
    db: options.sequelize,
    tableName: 'sessions',
    modelKey: 'Session',
    expiration: options.idleTimeoutMs,
  });
  // (The store deletes expired rows every 15 minutes on an unref'd timer.)

  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: options.secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: options.idleTimeoutMs, path: '/' },
  });
}
