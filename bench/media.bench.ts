/**
 * The media library's two costs (issue 21), side by side:
 * 1. serving: one variant (the 640 px WebP of a 2400×1600 photo) from the site (`npm start`'s
 *    flags, production, local storage) against a minimal Node `http` server sending the same
 *    bytes and headers from memory (bench/http-cache-static.ts), with autocannon;
 * 2. processing: the same photo uploaded over REST again and again (one at a time and six at
 *    once): images processed per second and the server's peak memory.
 * Run: `npx tsx bench/media.bench.ts` (builds the server first). Results: bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { photo } from '../test/helpers/media-files.js';
import { buildForBench, cpuMs, fmt, freePort, memoryMb, start, START_FLAGS, type Running } from './support.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 12);
const work = join(tmpdir(), `mf-bench-media-${process.pid}`);
const STAFF = { username: 'bench.editor', password: 'a-bench-media-password-91' };

function call(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function load(port: number, path: string) {
  const url = `http://127.0.0.1:${port}${path}`;
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  buildForBench();
  mkdirSync(work, { recursive: true });
  const port = await freePort();
  const site: Running = await start([...START_FLAGS, 'build/src/server/index.js'], {
    NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info', TRUST_PROXY: '1',
    DATABASE_URL: `sqlite:${join(work, 'site.sqlite')}`, MEDIA_DIR: join(work, 'media'), SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, FORM_RATE_LIMIT: '0',
  }, /"event":"server.listening"/);
  const pid = site.child.pid!;
  try {
    const login = await call(port, 'POST', '/api/admin/login', { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-proto': 'https' }, Buffer.from(JSON.stringify(STAFF)));
    const cookie = String((login.headers['set-cookie'] as string[])[0]).split(';')[0]!;
    const staff = { cookie, origin: 'http://localhost:3000', 'x-forwarded-proto': 'https' };
    const jpeg = await photo(2400, 1600);
    const upload = async () => {
      const { body, type } = multipart(jpeg);
      const res = await call(port, 'POST', '/api/admin/media', { ...staff, 'content-type': type }, body);
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.body.toString()}`);
      return JSON.parse(res.body.toString()).media as { variants: Array<{ url: string; width: number; format: string }> };
    };

    // 2. processing (first, on a fresh process: the peak is the uploads')
    const before = { cpu: cpuMs(pid), mem: memoryMb(pid) };
    let started = performance.now();
    let media = await upload();
    for (let i = 1; i < UPLOADS; i++) media = await upload();
    const serialSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await Promise.all(Array.from({ length: 6 }, () => upload()));
    const burstSeconds = (performance.now() - started) / 1000;
    const after = { cpu: cpuMs(pid), mem: memoryMb(pid) };

    // 1. serving
    const variant = media.variants.find((item) => item.format === 'webp' && item.width === 640)!;
    const sample = await call(port, 'GET', variant.url);
    const recording = join(work, 'recording.json');
    const headers = Object.entries(sample.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)).flatMap(([name, value]) => [name, String(value)]);
    writeFileSync(recording, JSON.stringify({ [variant.url]: { status: 200, headers, body: sample.body.toString('base64') } }));
    const siteServing = await load(port, variant.url);
    const bare = await start(['--import', 'tsx', 'bench/http-cache-static.ts', recording], {}, /ready (\d+)/);
    const bareServing = await load(bare.port, variant.url);
    bare.child.kill();

    console.log(`\nServing ${variant.url.split('/').pop()} (${fmt(sample.body.length / 1024, 1)} KB), autocannon ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up\n`);
    console.log('| Server | Requests/s | p50 ms | p99 ms | Errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [name, r] of [['site /media (local storage)', siteServing], ['minimal Node server, same bytes from memory', bareServing]] as const) {
      console.log(`| ${name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.errors} |`);
    }
    console.log(`\nProcessing a 2400×1600 JPEG (${fmt(jpeg.length / 1024)} KB) into ${media.variants.length} variants + original + placeholder, MEDIA_PROCESSING_CONCURRENCY=1\n`);
    console.log('| Run | Images | Seconds | Images/s | CPU s per image |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(`| one at a time | ${UPLOADS} | ${fmt(serialSeconds, 1)} | ${fmt(UPLOADS / serialSeconds, 2)} | — |`);
    console.log(`| six at once | 6 | ${fmt(burstSeconds, 1)} | ${fmt(6 / burstSeconds, 2)} | — |`);
    console.log(`| all | ${UPLOADS + 6} | | | ${fmt((after.cpu - before.cpu) / 1000 / (UPLOADS + 6), 2)} |`);
    console.log(`\nServer memory: ${fmt(before.mem.rss)} MB before the uploads, peak ${fmt(after.mem.peak)} MB, ${fmt(after.mem.rss)} MB after\n`);
  } finally {
    site.child.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
