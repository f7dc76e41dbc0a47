/**
 * Issue 9 point 6, REST half: every bad input is a 4xx, never a 5xx, and a refused call stores
 * nothing. The corpus (hostile-input.ts) goes into every field of every REST route (found by
 * walking the app), into path segments and query strings, as an anonymous visitor and as a
 * logged-in admin. After each refused call the row counts of every table are what they were.
 */
import { expect } from 'chai';
import { ADMIN } from '../helpers/fixtures.js';
import { concretePath, listRoutes, type RouteEntry } from '../helpers/route-list.js';
import { validBody } from '../helpers/valid-bodies.js';
import { HOSTILE, HOSTILE_TEXT, startFuzzTarget, VIEWERS, type FuzzResponse, type FuzzTarget } from './hostile-input.js';

describe('hostile input over REST: no 5xx anywhere, nothing stored from a refused call', function () {
  this.timeout(600_000);
  let fuzz: FuzzTarget;
  before(async () => { fuzz = await startFuzzTarget(); });
  after(() => fuzz?.close());

  for (const viewer of VIEWERS) {
    it(`REST, as ${viewer}: every route, every field, every hostile value`, async () => {
      const client = await fuzz.client(viewer);
      const routes = listRoutes(fuzz.t.express).filter((route) => route.path.startsWith('/api/'));
      expect(routes.length).to.be.greaterThan(15);
      let sent = 0;
      // Row counts before each call: the last counts taken, refreshed after every call that was not refused.
      let stored = await fuzz.counts();
      const check = async (route: RouteEntry, label: string, send: () => Promise<FuzzResponse>) => {
        const res = await send();
        sent++;
        expect(res.status, `${viewer} ${route.method} ${route.path} ${label}: ${res.status} ${res.text.slice(0, 200)}`).to.be.below(500);
        // A refused sign-in writes one thing on purpose: its audit-log entry (staff see failed sign-ins and lock-outs).
        const audited = (res.status === 401 || res.status === 429) && route.path === '/api/admin/login' ? (counts: Record<string, number>) => ({ ...counts, audit_log: 0 }) : (counts: Record<string, number>) => counts;
        if (res.status >= 400) {
          const now = await fuzz.counts();
          expect(audited(now), `${viewer} ${route.method} ${route.path} ${label} stored something`).to.deep.equal(audited(stored));
          stored = now; // equal but for a refused sign-in's audit entry, which later calls must not count
        } else stored = await fuzz.counts();
        if (route.path.endsWith('/logout') && viewer === 'admin') {
          expect((await client.send('post', '/api/admin/login', ADMIN)).status).to.equal(200);
          stored = await fuzz.counts();
        }
      };
      for (const route of routes) {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const hasParam = route.path.includes(':');
        for (const segment of hasParam ? HOSTILE_TEXT : []) {
          await check(route, `path ${segment.slice(0, 20)}`, () => client.send(method, concretePath(route.path, segment), method === 'get' || method === 'delete' ? undefined : {}));
        }
        if (method === 'get') {
          for (const value of HOSTILE_TEXT) {
            const query = ['page', 'pageSize', 'search', 'category', 'sort'].map((name) => `${name}=${value}`).join('&');
            await check(route, `query ${value.slice(0, 20)}`, () => client.send('get', `${concretePath(route.path, '1')}?${query}`));
            await check(route, `array query ${value.slice(0, 20)}`, () => client.send('get', `${concretePath(route.path, '1')}?page[a]=${value}&sort[]=${value}&search[__proto__]=${value}`));
          }
          continue;
        }
        if (method === 'delete') continue;
        const good = validBody(route.method, route.path) ?? {};
        const path = concretePath(route.path, '1');
        for (const [name, value] of HOSTILE) {
          await check(route, `whole body ${name}`, () => client.send(method, path, JSON.stringify(value)));
          for (const field of Object.keys(good)) {
            await check(route, `${field}=${name}`, () => client.send(method, path, { ...validBody(route.method, route.path), [field]: value }));
          }
        }
        await check(route, 'body over the size limit', () => client.send(method, path, { ...good, content: 'x'.repeat(1_200_000) }));
        await check(route, 'not JSON', () => client.send(method, path, '{"a":'));
      }
      expect(sent).to.be.greaterThan(300);
    });
  }
});
