/**
 * Two builds of the server side by side, for before/after figures of a render (issue 8's miss):
 * both production servers run at once (cache off unless CACHE=true, each on its own temporary
 * SQLite database with the demo content) and autocannon loads them in alternating 1 s slices, so
 * the load from elsewhere on these shared machines falls on both alike. Prints each one's server
 * CPU (user + system, every thread) per response and the ratio B/A. Only 127.0.0.1 is loaded.
 *
 *   npx tsx bench/render-ab.ts <buildA> <buildB> [path=/blog/start-here] [slices=20]
 *
 * A build is a folder like build/ (its src/server/index.js is started), inside the project so it
 * finds node_modules: e.g. `git worktree` or `git stash` the old sources, `npm run build:server`,
 * `cp -r build .ab/old`. Options for B only, to compare settings on one build:
 *   B_NODE_FLAGS="--max-semi-space-size=64"   B_ENV="RENDER_CONCURRENCY=4"   B_ACCEPT=identity
 * Installed packages are shared: to compare a patched dependency, give BEFORE_B a shell command
 * that swaps its files after A has started (and restore them yourself).
 * Also: CONNECTIONS (50), ACCEPT ("br, gzip, deflate"), WARM_UP (15 s per server before slices),
 * EVERY_REQUEST_NEW=1 (each request `<path>?page=<n>`, a list state not asked before: with
 * CACHE=true every request is a miss through the response cache). How to read it: bench/README.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = join(import.meta.dirname, '..');
const [buildA, buildB, path = '/blog/start-here', slicesText = '20'] = process.argv.slice(2);
if (!buildA || !buildB) {
  console.error('usage: npx tsx bench/render-ab.ts <buildA> <buildB> [path] [slices]');
  process.exit(2);
}
const SLICES = Number(slicesText);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ACCEPT = process.env.ACCEPT ?? 'br, gzip, deflate';
const WARM_UP_SECONDS = Number(process.env.WARM_UP ?? 15);
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

interface Side { name: string; port: number; child: ChildProcess; accept: string; cpuMs: number; responses: number; errors: number; db: string }

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function envPairs(text: string | undefined): Record<string, string> {
  return Object.fromEntries((text ?? '').split(/\s+/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

function start(build: string, port: number, db: string, flags: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...flags, join(build, 'src/server/index.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${db}`, SEED_DEMO_CONTENT: 'true', SESSION_SECRET: 'render-ab-0123456789abcdef0123456789abcdef',
      CACHE_ENABLED: process.env.CACHE ?? 'false', FORM_RATE_LIMIT: '0', API_ADDRESS_RATE_LIMIT: '0', ...env,
    },
  });
}

/** With EVERY_REQUEST_NEW=1 each request asks `<path>?page=<n>`, n never repeated: with CACHE=true, every request a miss through the cache. */
let asked = 1;
function load(side: Side, seconds: number): Promise<autocannon.Result> {
  const headers = { 'accept-encoding': side.accept };
  const requests = process.env.EVERY_REQUEST_NEW ? [{ setupRequest: () => ({ method: 'GET' as const, path: `${path}?page=${++asked}`, headers }) }] : undefined;
  return autocannon({ url: `http://127.0.0.1:${side.port}${path}`, connections: CONNECTIONS, duration: seconds, headers, ...(requests ? { requests } : {}) });
}

async function ready(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on port ${port} did not start`);
}

const sides: Side[] = [];
try {
  for (const [index, build] of [buildA, buildB].entries()) {
    if (index === 1 && process.env.BEFORE_B) spawnSync('bash', ['-c', process.env.BEFORE_B], { stdio: 'inherit' });
    const port = 4700 + index + (process.pid % 100) * 2;
    const db = join(tmpdir(), `mf-render-ab-${process.pid}-${index}.sqlite`);
    const isB = index === 1;
    const flags = (isB ? process.env.B_NODE_FLAGS : process.env.A_NODE_FLAGS)?.split(/\s+/).filter(Boolean) ?? [];
    const child = start(build, port, db, flags, envPairs(isB ? process.env.B_ENV : process.env.A_ENV));
    const side: Side = { name: `${isB ? 'B' : 'A'} ${build}`, port, child, accept: isB && process.env.B_ACCEPT ? process.env.B_ACCEPT : ACCEPT, cpuMs: 0, responses: 0, errors: 0, db };
    sides.push(side);
    await ready(port);
    // V8 needs ~15 s of renders before its optimised code settles (CPU per render falls from
    // ~9 to ~4.5 ms over the first 15 s); measuring earlier measures the compiler.
    await load(side, WARM_UP_SECONDS);
  }
  // CPU is counted over the whole run, not per slice: work a server defers (the garbage
  // collector's sweeping, compression finishing) often runs while the other side is loaded.
  const started = sides.map((side) => cpuMs(side.child.pid!));
  for (let slice = 0; slice < SLICES; slice++) {
    for (const side of slice % 2 ? [...sides].reverse() : sides) {
      const result = await load(side, 1);
      side.responses += result.requests.total;
      side.errors += result.errors + result.non2xx;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  sides.forEach((side, index) => { side.cpuMs = cpuMs(side.child.pid!) - started[index]!; });
  console.log(`${path}, ${CONNECTIONS} connections, ${SLICES} alternating 1 s slices each, Accept-Encoding: ${ACCEPT}`);
  for (const side of sides) console.log(`${side.name.padEnd(24)} ${(side.cpuMs / side.responses).toFixed(3)} ms CPU per response (${side.responses} responses, ${side.errors} errors)`);
  const [a, b] = sides.map((side) => side.cpuMs / side.responses);
  console.log(`B/A = ${(b! / a!).toFixed(3)}`);
} finally {
  for (const side of sides) {
    side.child.kill('SIGINT');
    for (const suffix of ['', '-wal', '-shm']) rmSync(side.db + suffix, { force: true });
  }
}
