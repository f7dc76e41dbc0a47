/**
 * Issue 9 point 6, shared by the REST and GraphQL fuzz files (rest.test.ts, graphql.test.ts): the
 * corpus of hostile values (wrong types, huge strings and arrays, prototype keys, odd dates, NUL
 * bytes, unicode, deep nesting), the app on one listening server, its clients (anonymous and a
 * logged-in admin), and every table's row count, so a test can check that a refused call stored
 * nothing.
 */
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, createAdmin, insertPost } from '../helpers/fixtures.js';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const FULL_HOSTILE: Array<[string, unknown]> = [
  ['null', null], ['true', true], ['zero', 0], ['minus one', -1], ['float', 1.5], ['huge number', 1e308], ['max int + 1', 2 ** 31],
  ['empty', ''], ['blank', '   '], ['NaN text', 'NaN'], ['exponent text', '1e999'],
  ['long string', 'x'.repeat(300_000)], ['NUL bytes', 'a\u0000b\u0000c'], ['unicode', 'Ünïcødé 𝔘𝔫𝔦 \u202eevil\u202c \uFEFF ✓'],
  ['lone surrogate', 'a\uD800b'], ['emoji', '🔥🧠'], ['html', '<img src=x onerror=alert(1)>'], ['sql', "' OR 1=1; DROP TABLE users; --"],
  ['like wildcards', '%_%\\'], ['path', '../../etc/passwd'], ['array', ['a', 'b']], ['huge array', Array.from({ length: 20_000 }, () => 'x')],
  ['object', { a: 1 }], ['prototype keys', JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"toString":"x"}')],
  ['deep nesting', nested(2_000)], ['odd date', '2025-02-30'], ['far date', '+275760-09-13T00:00:00.000Z'], ['year -1', '-000001-01-01T00:00:00Z'],
];

/** Hostile values for path segments and query strings (text only). */
const FULL_HOSTILE_TEXT = ['-1', '0', '1.5', '99999999999999999999', 'NaN', '%00', 'a%00b', '..%2F..%2Fetc', 'constructor', '__proto__',
  encodeURIComponent('Ünïcødé ✓🔥'), 'x'.repeat(5_000), '%F0%9F', "'%20OR%201=1"];

/**
 * `FUZZ_CORPUS=quick` (npm run test:fast) sends one value of each kind of hostility: a wrong type,
 * a number out of range, an empty and a huge string, bytes that are not text, markup, a list, an
 * object with prototype keys, deep nesting and an impossible date. `npm test` (and so CI) sends
 * the whole corpus.
 */
const QUICK = process.env.FUZZ_CORPUS === 'quick';
const QUICK_NAMES = new Set(['null', 'minus one', 'float', 'empty', 'long string', 'NUL bytes', 'lone surrogate', 'html', 'huge array', 'prototype keys', 'deep nesting', 'odd date']);
const QUICK_TEXT = new Set(['-1', '1.5', '%00', '__proto__', '%F0%9F']);

export const HOSTILE = QUICK ? FULL_HOSTILE.filter(([name]) => QUICK_NAMES.has(name)) : FULL_HOSTILE;
export const HOSTILE_TEXT = QUICK ? FULL_HOSTILE_TEXT.filter((value) => QUICK_TEXT.has(value) || value.length > 1_000) : FULL_HOSTILE_TEXT;

export const VIEWERS = ['anonymous', 'admin'] as const;
export type Viewer = (typeof VIEWERS)[number];

export interface FuzzResponse { status: number; text: string; body: any }

/**
 * The fuzz's HTTP client: one kept-alive connection, the session cookie kept between calls, the
 * JSON body serialised by JSON.stringify. supertest opens a connection per request and serialises
 * with a JavaScript cycle-safe stringify, which was a sixth of the fuzz's CPU with the corpus's
 * 20,000-item array and 2,000-deep object; no compression is asked for, as a script would not.
 */
export interface Client {
  /** `body`: an object or array is sent as JSON; a string is sent as it is, as JSON. */
  send(method: string, path: string, body?: unknown): Promise<FuzzResponse>;
}

function fuzzClient(server: Server): Client {
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map<string, string>();
  return {
    send(method, path, body) {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const headers: Record<string, string> = {};
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: method.toUpperCase(), path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const at = pair!.indexOf('=');
              cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = {};
            if (/json/.test(String(res.headers['content-type']))) {
              try { parsed = JSON.parse(text); } catch { parsed = {}; }
            }
            resolve({ status: res.statusCode ?? 0, text, body: parsed });
          });
        });
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}

export interface FuzzTarget {
  t: TestApp;
  /** One listening server for the thousands of requests (supertest given the app would start and close one per request). */
  server: Server;
  /** A client for an anonymous visitor, or one holding a logged-in admin session. */
  client(viewer: Viewer): Promise<Client>;
  /** Every table's row count, in one statement (this runs after each request sent). */
  counts(): Promise<Record<string, number>>;
  close(): void;
}

/**
 * The app on a fresh database with one post, listening, with its two kinds of client. While it
 * runs, stack traces are not mapped through tsx's source maps: nearly every refused call builds
 * errors whose stacks graphql-js and the services read, and mapping them was a quarter of the
 * fuzz's CPU (66 s against 49 s for both files). A failure's message names the route, field and
 * value; its stack points into the transpiled code.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const mapped = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  const t = await createTestApp();
  await resetDatabase();
  await insertPost({ slug: 'existing-post' });
  const tables = (await t.sequelize.getQueryInterface().showAllTables()).filter((table) => !['SequelizeMeta', 'rate_limits'].includes(table));
  const server = createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const quote = (name: string) => t.sequelize.getQueryInterface().quoteIdentifier(name);
  const columns = tables.map((table, i) => `(SELECT COUNT(*) FROM ${quote(table)}) AS t${i}`).join(', ');
  return {
    t,
    server,
    async client(viewer) {
      const client = fuzzClient(server);
      if (viewer === 'admin') {
        await createAdmin(t.services);
        const res = await client.send('post', '/api/admin/login', ADMIN);
        if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text.slice(0, 200)}`);
      }
      return client;
    },
    async counts() {
      const [rows] = await t.sequelize.query(`SELECT ${columns}`);
      const row = (rows as Array<Record<string, number | string>>)[0]!;
      return Object.fromEntries(tables.map((table, i) => [table, Number(row[`t${i}`])]));
    },
    close: () => {
      server.close();
      process.setSourceMapsEnabled(mapped);
    },
  };
}
