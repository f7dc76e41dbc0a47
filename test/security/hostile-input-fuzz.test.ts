/**
 * Issue 9 point 6: every bad input is a 4xx, never a 5xx, and a refused call stores nothing. A
 * corpus of hostile values (wrong types, huge strings and arrays, prototype keys, odd dates, NUL
 * bytes, unicode, deep nesting) goes into every field of every REST route (found by walking the
 * app) and every argument and input field of every GraphQL operation (found in the schema), as an
 * anonymous visitor and as a logged-in admin. After each refused call the row counts of every
 * table are what they were.
 */
import { expect } from 'chai';
import { getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import request from 'supertest';
import { getSchema } from '../../graphql/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, ADMIN, insertPost } from '../helpers/fixtures.js';
import { minimalRequest, rootOperations } from '../helpers/graphql-operations.js';
import { concretePath, listRoutes, type RouteEntry } from '../helpers/route-list.js';
import { validBody } from '../helpers/valid-bodies.js';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export const HOSTILE: Array<[string, unknown]> = [
  ['null', null], ['true', true], ['zero', 0], ['minus one', -1], ['float', 1.5], ['huge number', 1e308], ['max int + 1', 2 ** 31],
  ['empty', ''], ['blank', '   '], ['NaN text', 'NaN'], ['exponent text', '1e999'],
  ['long string', 'x'.repeat(300_000)], ['NUL bytes', 'a\u0000b\u0000c'], ['unicode', 'Ünïcødé 𝔘𝔫𝔦 \u202eevil\u202c \uFEFF ✓'],
  ['lone surrogate', 'a\uD800b'], ['emoji', '🔥🧠'], ['html', '<img src=x onerror=alert(1)>'], ['sql', "' OR 1=1; DROP TABLE users; --"],
  ['like wildcards', '%_%\\'], ['path', '../../etc/passwd'], ['array', ['a', 'b']], ['huge array', Array.from({ length: 20_000 }, () => 'x')],
  ['object', { a: 1 }], ['prototype keys', JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"toString":"x"}')],
  ['deep nesting', nested(2_000)], ['odd date', '2025-02-30'], ['far date', '+275760-09-13T00:00:00.000Z'], ['year -1', '-000001-01-01T00:00:00Z'],
];

/** Hostile values for path segments and query strings (text only). */
const HOSTILE_TEXT = ['-1', '0', '1.5', '99999999999999999999', 'NaN', '%00', 'a%00b', '..%2F..%2Fetc', 'constructor', '__proto__',
  encodeURIComponent('Ünïcødé ✓🔥'), 'x'.repeat(5_000), '%F0%9F', "'%20OR%201=1"];

describe('hostile input: no 5xx anywhere, nothing stored from a refused call', function () {
  this.timeout(600_000);
  let t: TestApp;
  let tables: string[];

  /** Every table's row count, in one statement (this runs twice per request sent). */
  async function counts(): Promise<Record<string, number>> {
    const quote = (name: string) => t.sequelize.getQueryInterface().quoteIdentifier(name);
    const columns = tables.map((table, i) => `(SELECT COUNT(*) FROM ${quote(table)}) AS t${i}`).join(', ');
    const [rows] = await t.sequelize.query(`SELECT ${columns}`);
    const row = (rows as Array<Record<string, number | string>>)[0]!;
    return Object.fromEntries(tables.map((table, i) => [table, Number(row[`t${i}`])]));
  }

  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    await insertPost({ slug: 'existing-post' });
    tables = (await t.sequelize.getQueryInterface().showAllTables()).filter((table) => !['SequelizeMeta', 'rate_limits'].includes(table));
  });

  type Client = ReturnType<typeof request> | Awaited<ReturnType<typeof adminAgent>>;
  const viewers: Array<[string, () => Promise<Client>]> = [
    ['anonymous', async () => request(t.app)],
    ['admin', async () => adminAgent(t.app, t.services)],
  ];

  for (const [viewer, makeClient] of viewers) {
    it(`REST, as ${viewer}: every route, every field, every hostile value`, async () => {
      const client = await makeClient();
      const routes = listRoutes(t.app).filter((route) => route.path.startsWith('/api/'));
      expect(routes.length).to.be.greaterThan(15);
      let sent = 0;
      // Row counts before each call: the last counts taken, refreshed after every call that was not refused.
      let stored = await counts();
      const check = async (route: RouteEntry, label: string, send: () => Promise<request.Response>) => {
        const res = await send();
        sent++;
        expect(res.status, `${viewer} ${route.method} ${route.path} ${label}: ${res.status} ${res.text.slice(0, 200)}`).to.be.below(500);
        if (res.status >= 400) expect(await counts(), `${viewer} ${route.method} ${route.path} ${label} stored something`).to.deep.equal(stored);
        else stored = await counts();
        if (route.path.endsWith('/logout') && viewer === 'admin') {
          await (client as request.Agent).post('/api/admin/login').send(ADMIN).expect(200);
          stored = await counts();
        }
      };
      for (const route of routes) {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const hasParam = route.path.includes(':');
        for (const segment of hasParam ? HOSTILE_TEXT : []) {
          await check(route, `path ${segment.slice(0, 20)}`, () => (client as request.Agent)[method](concretePath(route.path, segment)).send(method === 'get' || method === 'delete' ? undefined : {}));
        }
        if (method === 'get') {
          for (const value of HOSTILE_TEXT) {
            const query = ['page', 'pageSize', 'search', 'category', 'sort'].map((name) => `${name}=${value}`).join('&');
            await check(route, `query ${value.slice(0, 20)}`, () => (client as request.Agent).get(`${concretePath(route.path, '1')}?${query}`));
            await check(route, `array query ${value.slice(0, 20)}`, () => (client as request.Agent).get(`${concretePath(route.path, '1')}?page[a]=${value}&sort[]=${value}&search[__proto__]=${value}`));
          }
          continue;
        }
        if (method === 'delete') continue;
        const good = validBody(route.method, route.path) ?? {};
        const path = concretePath(route.path, '1');
        for (const [name, value] of HOSTILE) {
          await check(route, `whole body ${name}`, () => (client as request.Agent)[method](path).set('Content-Type', 'application/json').send(JSON.stringify(value)));
          for (const field of Object.keys(good)) {
            await check(route, `${field}=${name}`, () => (client as request.Agent)[method](path).send({ ...validBody(route.method, route.path), [field]: value }));
          }
        }
        await check(route, 'body over the size limit', () => (client as request.Agent)[method](path).send({ ...good, content: 'x'.repeat(1_200_000) }));
        await check(route, 'not JSON', () => (client as request.Agent)[method](path).set('Content-Type', 'application/json').send('{"a":'));
      }
      expect(sent).to.be.greaterThan(300);
    });

    it(`GraphQL, as ${viewer}: every operation, every argument and input field, every hostile value`, async () => {
      const client = await makeClient();
      const operations = rootOperations(await getSchema()).filter((operation) => !(viewer === 'admin' && operation.name === 'logout'));
      let sent = 0;
      // Row counts before each call: the last counts taken, refreshed after every call that was not refused.
      let stored = await counts();
      for (const operation of operations) {
        const { query, variables } = minimalRequest(operation);
        // Every argument as a variable (optional ones too), so each can carry the hostile value.
        const args = operation.field.args;
        const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const fullQuery = args.length ? query.replace(/^(query|mutation) Probe(\([^)]*\))?/, `$1 Probe(${declarations})`).replace(new RegExp(`${operation.name}(\\([^)]*\\))?`), `${operation.name}(${call})`) : query;
        const targets: Array<[string, (value: unknown) => Record<string, unknown>]> = [];
        for (const arg of args) {
          targets.push([arg.name, (value) => ({ ...variables, [arg.name]: value })]);
          const named = getNamedType(arg.type as GraphQLInputType);
          if (isInputObjectType(named)) {
            for (const field of Object.keys(named.getFields())) {
              targets.push([`${arg.name}.${field}`, (value) => ({ ...variables, [arg.name]: { ...(variables[arg.name] as object), [field]: value } })]);
            }
          }
        }
        for (const [target, withValue] of targets) {
          for (const [name, value] of HOSTILE) {
            const res = await (client as request.Agent).post('/graphql').send({ query: fullQuery, variables: withValue(value) });
            sent++;
            const label = `${viewer} ${operation.kind}.${operation.name} ${target}=${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
            expect(res.status, label).to.be.below(500);
            const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
            expect(codes, label).to.not.include('INTERNAL_SERVER_ERROR');
            if (res.status >= 400 || res.body.errors) expect(await counts(), `${label} stored something`).to.deep.equal(stored);
            else stored = await counts();
          }
        }
      }
      expect(sent).to.be.greaterThan(500);
    });
  }
});
