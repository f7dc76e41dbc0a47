/**
 * The real server process in production mode (NODE_ENV=production, pages from the build, the
 * limits' production defaults) on a database of its own, for tests of behaviour that only a
 * whole process shows: signals, listening, faults. Reuses the outbox tests' process helpers.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/config/project-root.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { testDatabaseUrl } from './database.js';

export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost:3000',
  SESSION_SECRET: 'production-test-secret-0123456789abcdef',
  LOG_LEVEL: 'info',
  FORM_RATE_LIMIT: '0',
  KLAVIYO_API_KEY: '',
};

/** A database of its own: a SQLite file, or `<name>` with `_<purpose>` before its "_test" suffix on MySQL/MariaDB. */
export function ownDatabase(purpose: string): { url: string; isMysql: boolean; drop: () => void } {
  const base = testDatabaseUrl();
  if (base.startsWith('sqlite:')) {
    const file = join(tmpdir(), `mf-${purpose}-${process.pid}-${Date.now()}.sqlite`);
    return { url: `sqlite:${file}`, isMysql: false, drop: () => ['', '-wal', '-shm', '.startup-lock'].forEach((suffix) => rmSync(file + suffix, { force: true })) };
  }
  const url = new URL(base.replace(/^mariadb:/, 'mysql:'));
  const name = url.pathname.slice(1);
  url.pathname = `/${name.endsWith('_test') ? `${name.slice(0, -5)}_${purpose}_test` : `${name}_${purpose}`}`;
  const run = (command: string) => {
    const result = spawnSync(process.execPath, [join(projectRoot(), 'scripts', 'mysql-database.mjs'), command, url.toString()], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`mysql-database ${command} failed: ${result.stderr}`);
  };
  run('drop');
  run('create');
  return { url: url.toString(), isMysql: true, drop: () => run('drop') };
}

export function startProductionServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(name, { ...PRODUCTION_ENV, ...env });
}

/** What a staff browser's requests say behind the site's TLS proxy (production sends the session cookie over HTTPS only). */
const STAFF_BROWSER = { origin: PRODUCTION_ENV.PUBLIC_URL, 'x-forwarded-proto': 'https' };

/**
 * Signs a staff member in to a production server through the login route: the headers their
 * later requests send (the session cookie, the site's origin, the proxy's https), without a
 * content type, which each request adds for its body.
 */
export async function productionStaffSession(port: number, staff: { username: string; password: string }): Promise<Record<string, string>> {
  const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, { method: 'POST', headers: { ...STAFF_BROWSER, 'content-type': 'application/json' }, body: JSON.stringify(staff) });
  if (login.status !== 200) throw new Error(`signing in as ${staff.username}: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().find((line) => line.startsWith('mf.sid='));
  if (!cookie) throw new Error(`signing in as ${staff.username}: no session cookie`);
  return { ...STAFF_BROWSER, cookie: cookie.split(';')[0]! };
}
