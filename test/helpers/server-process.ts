/**
 * Real server processes for the outbox tests: the compiled server (`build/src/server/index.js`) on a free
 * port, sharing one database, with the e-mail provider at the fake. Output is collected so tests
 * can read the JSON log lines; every process is killed by `killAll()` even when a test failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { projectRoot } from '../../src/config/project-root.js';
import { testDatabaseUrl } from './database.js';
import { listeningPort } from './server-port.js';
import { waitFor } from './wait.js';
import { compiled } from './compiled.js';

export interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  logEvents: (event: string) => Array<Record<string, any>>;
  exited: Promise<number | null>;
}

const running = new Set<ServerProcess>();

/** A database of its own for the processes: a SQLite file, or `<test db>_mp` on MySQL/MariaDB. */
export function sharedDatabase(): { url: string; drop: () => void } {
  const base = testDatabaseUrl();
  const root = projectRoot();
  if (base.startsWith('sqlite:')) {
    const file = join(tmpdir(), `mf-outbox-processes-${process.pid}-${Date.now()}.sqlite`);
    const drop = () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(file + suffix, { force: true }));
    return { url: `sqlite:${file}`, drop };
  }
  const url = new URL(base.replace(/^mariadb:/, 'mysql:'));
  url.pathname = `${url.pathname}_mp`;
  const script = join(root, 'scripts', 'mysql-database.mjs');
  const run = (command: string) => {
    const result = spawnSync(process.execPath, [script, command, url.toString()], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`mysql-database ${command} failed: ${result.stderr}`);
  };
  run('drop');
  run('create');
  return { url: url.toString(), drop: () => run('drop') };
}

/**
 * Starts one server (on a port the system picks) and waits until /health answers; from another
 * install of the site when `release` names its folder (its own build and node_modules).
 */
export async function startServerProcess(name: string, env: Record<string, string>, release?: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, [release ? join(release, 'build', 'src', 'server', 'index.js') : compiled('src/server/index.ts')], {
    cwd: release ?? projectRoot(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', SEED_DEMO_CONTENT: 'false',
      ADMIN_USERNAME: '', ADMIN_PASSWORD: '', FORM_RATE_LIMIT: '0', PUBLIC_URL: 'http://127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    name, port: 0, child, exited,
    output: () => output,
    logEvents: (event) => output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line)).filter((entry) => entry.event === event),
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  await waitFor(`${name} to answer /health`, async () => {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    server.port ||= listeningPort(output) ?? 0;
    return server.port > 0 && (await call(server.port, 'GET', '/health').catch(() => ({ status: 0 }))).status === 200;
  }, 90_000);
  return server;
}

/** Sends SIGTERM and waits for the process to end; answers its exit code. */
export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

export function killAll(): void {
  for (const server of running) server.child.kill('SIGKILL');
}

/** One HTTP call on a fresh connection (no keep-alive, so a stopping server is not held open). */
export function call(port: number, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent: false,
      headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let parsed: unknown = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
