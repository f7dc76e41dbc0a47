/**
 * Cookie sessions stored in the database (connect-session-sequelize), so any server process can
 * serve any admin. Anonymous visitors get no session and no cookie.
 */
import session from 'express-session';
import connectSessionSequelize from 'connect-session-sequelize';
import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize-typescript';

export const SESSION_COOKIE = 'mf.sid';
const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;

const SequelizeStore = connectSessionSequelize(session.Store);

export function sessionMiddleware(options: { sequelize: Sequelize; secret: string; secure: boolean }): RequestHandler {
  const store = new SequelizeStore({
    db: options.sequelize,
    tableName: 'sessions',
    modelKey: 'Session',
    expiration: SESSION_MAX_AGE_MS,
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
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, maxAge: SESSION_MAX_AGE_MS, path: '/' },
  });
}
