/** Reads the admin session cookie a response sets, and the session row it names. */
import type { Response } from 'supertest';
import type { Sequelize } from 'sequelize-typescript';
import { SESSION_COOKIE } from '../../src/server/middleware/session.js';

/** The raw Set-Cookie line for the session cookie, if the response sets it. */
export function sessionCookieLine(res: Response): string | undefined {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The session id inside a signed cookie line ("mf.sid=s%3A<sid>.<signature>; ..."). */
export function sessionIdOf(line: string): string {
  const value = decodeURIComponent(line.split(';')[0].slice(SESSION_COOKIE.length + 1));
  return value.slice(2, value.lastIndexOf('.'));
}

export async function sessionRowExists(sequelize: Sequelize, sid: string): Promise<boolean> {
  const [rows] = await sequelize.query('SELECT sid FROM sessions WHERE sid = ?', { replacements: [sid] });
  return (rows as unknown[]).length === 1;
}
