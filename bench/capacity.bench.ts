/**
 * Capacity at 10,000 posts (issue 25, item 9): one production server process on SQLite, loaded
 * with a realistic mix for BENCH_SECONDS (default 20, after a 10 s warm-up), side by side with a
 * minimal Node server sending the same kinds of answers (bench/http-cache-static.ts) under the same
 * mix. The mix (per 100 requests): 55 article views, their slugs drawn from a long-tail (Zipf-like)
 * distribution over all 10,000 posts (more than the response cache's memory holds); 15 list pages
 * of /blog (page 1 most, deep pages less); 5 searches; 15 API reads (REST lists by cursor, single
 * posts); 10 home page views; and staff saves (a post saved through the REST API, purging the post
 * and every list) BENCH_WRITES_PER_SECOND times a second beside the readers. Prints throughput,
 * p50/p99, server CPU per response, the saves' times, memory (RSS now and peak)
 * and the response cache's hit ratio; bench/README.md keeps the figures, docs/deploy.md the sizing.
 *   npx tsx bench/capacity.bench.ts        (BENCH_POSTS=10000 BENCH_SECONDS=20 BENCH_CONNECTIONS=50 BENCH_WRITES_PER_SECOND=2)
 *   BENCH_DATA_DIR=/tmp/capacity npx tsx bench/capacity.bench.ts    (keeps the database for the next run)
 * Only 127.0.0.1 is loaded.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildForBench, cpuMs, fmt, freePort, memoryMb, start, START_FLAGS, type Running } from './support.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCEPT = 'br, gzip, deflate';
/** BENCH_DATA_DIR keeps the database between runs (writing 10,000 posts takes two minutes). */
const kept = process.env.BENCH_DATA_DIR;
const work = kept ?? join(tmpdir(), `mf-bench-capacity-${process.pid}`);
const ADMIN = { username: 'bench.admin', password: 'a-long-bench-password-42' };
const CATEGORIES = ['Goal Setting', 'Visualization', 'Self-Perception', 'Confidence', 'Stress Management', 'Running', 'Triathlon', 'Cycling', 'Swimming', 'Trail & Ultra', 'Base', 'Build', 'Peak & Race', 'Recovery'];
const WORDS = ['focus', 'calm', 'breath', 'pace', 'doubt', 'grit', 'sleep', 'taper', 'mantra', 'recovery', 'race', 'hill'];

async function site(port: number): Promise<Running> {
  const running = await start([...START_FLAGS, 'build/src/server/index.js'], {
    NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info',
    DATABASE_URL: `sqlite:${join(work, 'site.sqlite')}`, SEED_DEMO_CONTENT: 'false', SESSION_SECRET: randomBytes(32).toString('hex'),
    FORM_RATE_LIMIT: '0', API_ADDRESS_RATE_LIMIT: '0', TRUST_PROXY: 'loopback', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password,
  }, /"event":"server.listening"/);
  return { ...running, port };
}

function call(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'Accept-Encoding': ACCEPT, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function postBody(i: number, revision = 0): Record<string, unknown> {
  const word = WORDS[i % WORDS.length]!;
  const paragraph = `<p>Mental training note ${i} about ${word}: ${'Long steady thoughts for long steady miles. '.repeat(20)}</p>`;
  return {
    title: `Notes on ${word} number ${i}${revision ? ` (rev ${revision})` : ''}`, slug: `notes-${i}`, excerpt: `How ${word} helps on race day (${i}).`,
    content: paragraph.repeat(4), imageUrl: 'confidence', categories: [CATEGORIES[i % CATEGORIES.length]!, CATEGORIES[(i * 7 + 3) % CATEGORIES.length]!],
    publishDate: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(), author: 'Bench Author', status: 'published',
  };
}

/** A rank from 0 to n-1, low ranks far more often (a Zipf-like long tail: a few articles are most read). */
function longTail(n: number): number {
  return Math.min(n - 1, Math.floor(n * Math.pow(Math.random(), 3)));
}

type Kind = 'article' | 'list' | 'search' | 'api-list' | 'api-post' | 'home';
/**
 * Staff saves while readers load the site: BENCH_WRITES_PER_SECOND (default 2, a busy newsroom),
 * made one after another by the bench beside the readers' load. (As a share of the load they would
 * be a rate no newsroom makes: 1 % of 15,000 req/s is 150 saves a second.)
 */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 2);
const MIX: Array<[Kind, number]> = [['article', 55], ['list', 15], ['search', 5], ['api-list', 8], ['api-post', 7], ['home', 10]];

function pickKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) if ((roll -= share) < 0) return kind;
  return 'home';
}

function pathOf(kind: Kind): string {
  switch (kind) {
    case 'article': return `/blog/notes-${longTail(POSTS)}`;
    case 'list': return `/blog${Math.random() < 0.5 ? '' : `?page=${1 + longTail(POSTS / 5)}`}`;
    case 'search': return `/blog?search=${WORDS[Math.floor(Math.random() * WORDS.length)]}`;
    case 'api-list': return `/api/blog-posts?limit=10&fields=slug,title,excerpt,publishDate${Math.random() < 0.3 ? `&category=${['running', 'cycling', 'swimming'][Math.floor(Math.random() * 3)]}` : ''}`;
    case 'api-post': return `/api/blog-posts/notes-${longTail(POSTS)}`;
    default: return '/';
  }
}

interface Result { rps: number; p50: number; p99: number; cpuMs: number; errors: number; total: number; byKind: Record<string, number> }

interface Staff { cookie: string; origin: string; ids: Map<number, number> }

/** Saves one post after another at `perSecond` until `until`; their times in ms. */
async function saves(port: number, staff: Staff, perSecond: number, until: number): Promise<number[]> {
  const times: number[] = [];
  let revision = 0;
  while (perSecond > 0 && Date.now() < until) {
    const next = Date.now() + 1000 / perSecond;
    const i = longTail(POSTS);
    const started = performance.now();
    const res = await call(port, 'PUT', `/api/admin/blog-posts/${staff.ids.get(i)}`,
      { 'content-type': 'application/json', cookie: staff.cookie, origin: staff.origin, 'x-forwarded-proto': 'https' }, JSON.stringify(postBody(i, ++revision)));
    if (res.status !== 200) throw new Error(`save of post ${i}: ${res.status} ${res.body}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
  return times;
}

async function load(server: Running, seconds: number, sameKindPaths: Record<string, string> | null): Promise<Result> {
  const byKind: Record<string, number> = {};
  const before = cpuMs(server.child.pid!);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`, connections: CONNECTIONS, duration: seconds,
    headers: { 'accept-encoding': ACCEPT },
    requests: [{
      setupRequest: () => {
        const kind = pickKind();
        byKind[kind] = (byKind[kind] ?? 0) + 1;
        // A fresh request each time (autocannon hands the last one back).
        const path = sameKindPaths ? sameKindPaths[kind]! : pathOf(kind);
        return { method: 'GET', path, headers: { 'accept-encoding': ACCEPT } };
      },
    }],
  });
  const used = cpuMs(server.child.pid!) - before;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs: used / Math.max(result.requests.total, 1), errors: result.errors + result.non2xx, total: result.requests.total, byKind };
}

async function cacheCounts(port: number): Promise<{ hits: number; misses: number }> {
  const text = (await call(port, 'GET', '/metrics', { 'accept-encoding': 'identity' })).body.toString();
  const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hits: value('response_cache_hits_total'), misses: value('response_cache_misses_total') };
}

async function main(): Promise<void> {
  buildForBench();
  spawnSync('mkdir', ['-p', work]);
  const running: ChildProcess[] = [];
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await site(port);
    running.push(server.child);
    const login = await call(port, 'POST', '/api/admin/login', { 'content-type': 'application/json', 'x-forwarded-proto': 'https', origin }, JSON.stringify(ADMIN));
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const cookie = String((login.headers['set-cookie'] as string[])[0]).split(';')[0]!;
    const staff: Staff = { cookie, origin, ids: new Map() };
    const existing = JSON.parse((await call(port, 'GET', '/api/blog-posts?limit=1&fields=slug', { 'accept-encoding': 'identity' })).body.toString()) as unknown[];
    if (!existing.length) {
      console.log(`Writing ${POSTS} posts through the admin API ...`);
      const started = Date.now();
      let next = 0;
      await Promise.all(Array.from({ length: 4 }, async () => {
        while (next < POSTS) {
          const i = next++;
          const res = await call(port, 'POST', '/api/admin/blog-posts', { 'content-type': 'application/json', cookie, origin, 'x-forwarded-proto': 'https' }, JSON.stringify(postBody(i)));
          if (res.status !== 201) throw new Error(`post ${i}: ${res.status} ${res.body}`);
        }
      }));
      console.log(`  ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // A fresh process: the figures are those of a server that starts on a big database.
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await site(port);
    running.push(server.child);
    const login2 = await call(port, 'POST', '/api/admin/login', { 'content-type': 'application/json', 'x-forwarded-proto': 'https', origin }, JSON.stringify(ADMIN));
    staff.cookie = String((login2.headers['set-cookie'] as string[])[0]).split(';')[0]!;
    // Each post's id (the writers above ran four at a time), from the admin list.
    const admin = JSON.parse((await call(port, 'GET', '/api/admin/blog-posts', { cookie: staff.cookie, 'x-forwarded-proto': 'https', 'accept-encoding': 'identity' })).body.toString()) as Array<{ id: number; slug: string }>;
    for (const post of admin) staff.ids.set(Number(post.slug.slice('notes-'.length)), post.id);

    // The reference: one recorded answer of each kind, sent from memory by a bare server.
    const kinds: Kind[] = ['article', 'list', 'search', 'api-list', 'api-post', 'home'];
    const samplePaths: Record<string, string> = {};
    const recording: Record<string, { status: number; headers: string[]; body: string }> = {};
    for (const kind of kinds) {
      const path = pathOf(kind);
      samplePaths[kind] = path;
      await call(port, 'GET', path);
      const answer = await call(port, 'GET', path);
      const headers = answer.rawHeaders.filter((_, i) => !['date', 'connection', 'keep-alive'].includes(answer.rawHeaders[i - (i % 2)]!.toLowerCase()));
      recording[path] = { status: answer.status, headers, body: answer.body.toString('base64') };
    }
    writeFileSync(join(work, 'recording.json'), JSON.stringify(recording));
    const bare = await start(['--import', 'tsx', 'bench/http-cache-static.ts', join(work, 'recording.json')], {}, /ready (\d+)/);
    running.push(bare.child);

    console.log(`Warming up 10 s, then ${SECONDS} s of the mix with ${CONNECTIONS} connections ...`);
    await load(server, 10, null);
    const counted = await cacheCounts(port);
    const [mine, saveTimes] = await Promise.all([load(server, SECONDS, null), saves(port, staff, WRITES_PER_SECOND, Date.now() + SECONDS * 1000)]);
    const after = await cacheCounts(port);
    const memory = memoryMb(server.child.pid!);
    const theirs = await load(bare, SECONDS, samplePaths);
    saveTimes.sort((a, b) => a - b);
    const bareMemory = memoryMb(bare.child.pid!);
    const hits = after.hits - counted.hits;
    const misses = after.misses - counted.misses;

    console.log(`\n${POSTS} posts, ${CONNECTIONS} connections, ${SECONDS} s after a 10 s warm-up; mix per 100: ${MIX.map(([kind, share]) => `${share} ${kind}`).join(', ')}; ${WRITES_PER_SECOND} staff saves a second beside it\n`);
    console.log('| | site | bare Node server (same kinds of answers) |');
    console.log('|---|---:|---:|');
    console.log(`| req/s | ${fmt(mine.rps)} | ${fmt(theirs.rps)} |`);
    console.log(`| p50 / p99 | ${mine.p50} / ${mine.p99} ms | ${theirs.p50} / ${theirs.p99} ms |`);
    console.log(`| server CPU per response | ${fmt(mine.cpuMs, 3)} ms | ${fmt(theirs.cpuMs, 3)} ms |`);
    console.log(`| memory (RSS at the end / peak) | ${fmt(memory.rss)} / ${fmt(memory.peak)} MB | ${fmt(bareMemory.rss)} / ${fmt(bareMemory.peak)} MB |`);
    console.log(`| response cache hit ratio | ${fmt((100 * hits) / Math.max(1, hits + misses), 1)} % (${fmt(hits)} hits, ${fmt(misses)} misses) | – |`);
    console.log(`| errors and non-2xx | ${mine.errors} of ${fmt(mine.total)} | ${theirs.errors} of ${fmt(theirs.total)} |`);
    console.log(`| staff saves (each purges its post and every list) | ${saveTimes.length}: median ${fmt(saveTimes[Math.floor(saveTimes.length / 2)] ?? 0)} ms, slowest ${fmt(saveTimes.at(-1) ?? 0)} ms | – |`);
    console.log(`| requests by kind (site) | ${Object.entries(mine.byKind).map(([kind, n]) => `${kind} ${fmt(n)}`).join(', ')} | |`);
  } finally {
    for (const child of running) child.kill('SIGTERM');
    if (!kept) rmSync(work, { recursive: true, force: true });
  }
}

await main();
