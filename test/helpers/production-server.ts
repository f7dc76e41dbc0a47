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
