/**
 * The response cache against a minimal static server (issue 8). Builds what is stale, starts the
 * production server on a temporary SQLite database with the demo content, records its answers,
 * and loads each page with autocannon against the site (cache on), the same bytes from a bare
 * Node server, then misses through the cache (every request a new list state of one article:
 * rendered, compressed and kept), and the site with the cache off (every request rendered).
 * Prints one table.
 *   npx tsx bench/http-cache.bench.ts                 (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_MISS_WARM_UP=15)
 *   BENCH_REFERENCE=/tmp/ref/build npx tsx bench/http-cache.bench.ts
 * With BENCH_REFERENCE (a server build like build/: another commit's, compiled in a checkout of
 * its own that finds node_modules and dist/) a second site runs from it, and each row loads the reference, this build and the
 * bare server one after the other, so load from elsewhere on a shared machine falls on all alike;
 * BENCH_ROUNDS repeats the cached rows. Only 127.0.0.1 is loaded. How to read it: bench/README.md.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildForBench, cpuMs, fmt, freePort, start, START_FLAGS, type Running } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCEPT = 'br, gzip, deflate';
const PAGES = ['/blog/start-here', '/blog', '/', '/blog?search=race&category=running'];
const MISS = '/blog/start-here';
const MISS_WARM_UP_SECONDS = Number(process.env.BENCH_MISS_WARM_UP ?? 15);
const REFERENCE = process.env.BENCH_REFERENCE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const work = join(tmpdir(), `mf-bench-cache-${process.pid}`);

interface Result { rps: number; p50: number; p99: number; cpuMs: number; errors: number }

async function site(cache: boolean, build = 'build', name = 'site'): Promise<Running> {
  const port = await freePort();
  const running = await start([...START_FLAGS, join(build, 'src/server/index.js')], {
    NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', ACCESS_LOG: process.env.BENCH_ACCESS_LOG ?? 'true',
    DATABASE_URL: `sqlite:${join(work, `${name}.sqlite`)}`, SEED_DEMO_CONTENT: 'true', SESSION_SECRET: randomBytes(32).toString('hex'),
    CACHE_ENABLED: String(cache), FORM_RATE_LIMIT: '0', API_ADDRESS_RATE_LIMIT: '0',
  }, /"event":"server.listening"/);
  return { ...running, port };
}

function fetchRaw(port: number, path: string): Promise<{ status: number; headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': ACCEPT } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = res.rawHeaders.filter((_, i) => !['date', 'connection', 'keep-alive'].includes(res.rawHeaders[i - (i % 2)]!.toLowerCase()));
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    }).on('error', reject).end();
  });
}

/**
 * `warmUpSeconds` before measuring: 2 s is plenty for a cache hit; a render needs ~15 s of load
 * before V8's optimised code settles (CPU per render falls from ~9 to ~4.5 ms over that time on
 * these machines), so the miss is measured after 15 s: the figure is the running server's, not
 * the compiler's.
 */
async function load(server: Running, path: string, warmUpSeconds = 2, everyTimeNew = false): Promise<Result> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  // Every request a list state of its own (?page=n), so a key the cache has not seen.
  let n = 1;
  const requests = everyTimeNew ? [{ setupRequest: () => ({ method: 'GET' as const, path: `${path}?page=${++n}`, headers: { 'accept-encoding': ACCEPT } }) }] : undefined;
  const options = { url, headers: { 'accept-encoding': ACCEPT }, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, connections: warmUpSeconds > 2 ? CONNECTIONS : 10, duration: warmUpSeconds });
  const before = cpuMs(server.child.pid!);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const used = cpuMs(server.child.pid!) - before;
  const answered = result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs: used / Math.max(answered, 1), errors: result.errors + result.non2xx };
}

function row(label: string, mine: Result, theirs: Result): string {
  return `| ${label} | ${fmt(mine.rps)} | ${fmt(theirs.rps)} | ${fmt((100 * mine.rps) / theirs.rps, 1)}% | ${mine.p50} / ${theirs.p50} ms | ${mine.p99} / ${theirs.p99} ms | ${fmt(mine.cpuMs, 3)} / ${fmt(theirs.cpuMs, 3)} ms | ${mine.errors} |`;
}

async function main(): Promise<void> {
  buildForBench();
  spawnSync('mkdir', ['-p', work]);
  const running: ChildProcess[] = [];
  const rows: string[] = [];
  const add = (text: string) => {
    rows.push(text);
    console.log(text);
  };
  try {
    const cached = await site(true);
    running.push(cached.child);
    const reference = REFERENCE ? await site(true, REFERENCE, 'reference') : null;
    if (reference) running.push(reference.child);
    const sites: Array<[string, Running]> = reference ? [[' reference', reference], [' this build', cached]] : [['', cached]];
    const recording: Record<string, { status: number; headers: string[]; body: string }> = {};
    for (const path of PAGES) {
      await fetchRaw(cached.port, path);
      const { status, headers, body } = await fetchRaw(cached.port, path);
      recording[path] = { status, headers, body: body.toString('base64') };
    }
    writeFileSync(join(work, 'recording.json'), JSON.stringify(recording));
    const bare = await start(['--import', 'tsx', 'bench/http-cache-static.ts', join(work, 'recording.json')], {}, /ready (\d+)/);
    running.push(bare.child);

    for (let round = 1; round <= ROUNDS; round++) {
      for (const path of PAGES) {
        const results: Array<[string, Result]> = [];
        for (const [name, server] of sites) results.push([name, await load(server, path)]);
        const theirs = await load(bare, path);
        for (const [name, mine] of results) add(row(`${path} (cached${name}${ROUNDS > 1 ? `, round ${round}` : ''})`, mine, theirs));
      }
    }
    // Misses through the cache: the bare server's figure is its cached article's, for scale.
    const article = await load(bare, MISS);
    for (const [name, server] of sites) add(row(`${MISS}?page=n (every request a miss${name})`, await load(server, MISS, MISS_WARM_UP_SECONDS, true), article));
    for (const [, server] of sites) server.child.kill('SIGTERM');
    const uncached = await site(false, 'build', 'uncached');
    running.push(uncached.child);
    const miss = await load(uncached, MISS, MISS_WARM_UP_SECONDS);
    add(row(`${MISS} (cache off: every request rendered)`, miss, await load(bare, MISS)));

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per run after a 2 s warm-up (${MISS_WARM_UP_SECONDS} s for the misses), Accept-Encoding: ${ACCEPT}\n`);
    console.log('| page | site req/s | static req/s | ratio | p50 site / static | p99 site / static | server CPU per response site / static | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const text of rows) console.log(text);
  } finally {
    for (const child of running) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
