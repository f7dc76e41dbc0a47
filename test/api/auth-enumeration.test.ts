/**
 * Every admin REST route refuses a request without a session, accepts a session or an admin API
 * key, and refuses a content API key (403). The routes are found by walking the
 * routers, never listed by hand, so an admin route added later is covered the day it appears.
 */
import { expect } from 'chai';
import request from 'supertest';
import { protectedAdminRouter } from '../../src/server/routes/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { concretePath, listRoutes, type RouteEntry } from '../helpers/route-list.js';

/** The only /api/admin paths that work without a session (docs/product.md §7). */
const PUBLIC_ADMIN_ROUTES = ['GET /api/admin/session', 'POST /api/admin/login', 'POST /api/admin/logout'];

function send(client: ReturnType<typeof request> | ReturnType<typeof request.agent>, route: RouteEntry, path: string) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const test = client[method](path);
  return ['POST', 'PUT', 'PATCH'].includes(route.method) ? test.send({}) : test;
}

describe('REST auth: every admin route refuses a request without a session', () => {
  let t: TestApp;
  let protectedRoutes: RouteEntry[];
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    protectedRoutes = listRoutes(protectedAdminRouter(t.services), '/api/admin');
  });

  it('finds the admin routes of docs/product.md §7 in protectedAdminRouter', () => {
    const names = protectedRoutes.map((route) => `${route.method} ${route.path}`);
    expect(names).to.include.members([
      'GET /api/admin/blog-posts', 'GET /api/admin/blog-posts/:id', 'POST /api/admin/blog-posts',
      'PUT /api/admin/blog-posts/:id', 'DELETE /api/admin/blog-posts/:id',
      'GET /api/admin/blog-categories', 'POST /api/admin/blog-categories',
      'PUT /api/admin/blog-categories/:id', 'DELETE /api/admin/blog-categories/:id',
    ]);
  });

  it('answers 401 JSON to each of them without a cookie, with a dummy id', async () => {
    for (const route of protectedRoutes) {
      const res = await send(request(t.app), route, concretePath(route.path, '1'));
      expect(res.status, `${route.method} ${route.path}`).to.equal(401);
      expect(res.type, `${route.method} ${route.path}`).to.equal('application/json');
      expect(res.body).to.deep.equal({ message: 'You must be logged in as an administrator' });
    }
  });

  it('answers 401 to each of them with a forged or unknown session cookie', async () => {
    for (const route of protectedRoutes) {
      const res = await send(request(t.app), route, concretePath(route.path, '1'))
        .set('Cookie', 'mf.sid=s%3Anot-a-session.forged-signature');
      expect(res.status, `${route.method} ${route.path}`).to.equal(401);
    }
  });

  it('lets a logged-in admin past the guard on each of them (no 401)', async () => {
    const agent = await adminAgent(t.app, t.services);
    for (const route of protectedRoutes) {
      if (route.method === 'DELETE') continue; // a dummy id 404s anyway; nothing to prove by deleting
      const res = await send(agent, route, concretePath(route.path, '999999'));
      expect(res.status, `${route.method} ${route.path}`).to.not.equal(401);
    }
  });

  it('lets an admin API key past the guard on each of them, by either header (no 401, no 403)', async () => {
    const agent = await adminAgent(t.app, t.services);
    const { token } = (await agent.post('/graphql').send({ query: 'mutation { createApiKey(input: { name: "enumeration admin", scope: admin }) { token } }' }).expect(200)).body.data.createApiKey;
    for (const route of protectedRoutes) {
      if (route.method === 'DELETE') continue;
      for (const [header, value] of [['X-Api-Key', token], ['Authorization', `Bearer ${token}`]] as const) {
        const res = await send(request(t.app), route, concretePath(route.path, '999999')).set(header, value);
        expect(res.status, `${route.method} ${route.path} with ${header}`).to.not.be.oneOf([401, 403]);
      }
    }
  });

  it('answers 403 JSON to a content API key on each of them', async () => {
    const agent = await adminAgent(t.app, t.services);
    const { token } = (await agent.post('/graphql').send({ query: 'mutation { createApiKey(input: { name: "enumeration content", scope: content }) { token } }' }).expect(200)).body.data.createApiKey;
    for (const route of protectedRoutes) {
      const res = await send(request(t.app), route, concretePath(route.path, '1')).set('X-Api-Key', token);
      expect(res.status, `${route.method} ${route.path}`).to.equal(403);
      expect(res.body.message, `${route.method} ${route.path}`).to.match(/content scope/);
    }
  });

  it('has no admin route anywhere in the app outside the guard, except session, login and logout', async () => {
    const everyRoute = listRoutes(t.express);
    const guarded = new Set(protectedRoutes.map((route) => `${route.method} ${route.path}`));
    const open = everyRoute
      .filter((route) => /^\/api\/admin(\/|$)/.test(route.path))
      .map((route) => `${route.method} ${route.path}`)
      .filter((name) => !guarded.has(name) && !PUBLIC_ADMIN_ROUTES.includes(name));
    expect(open).to.deep.equal([]);
    // Whatever the walk finds under /api/admin is refused without a session too.
    for (const route of everyRoute.filter((entry) => entry.path.startsWith('/api/admin/'))) {
      if (PUBLIC_ADMIN_ROUTES.includes(`${route.method} ${route.path}`)) continue;
      const res = await send(request(t.app), route, concretePath(route.path, '1'));
      expect(res.status, `${route.method} ${route.path}`).to.equal(401);
    }
  });

  it('sees the public admin routes in the app walk, so the walk reaches nested routers', () => {
    const names = listRoutes(t.express).map((route) => `${route.method} ${route.path}`);
    expect(names).to.include.members([...PUBLIC_ADMIN_ROUTES, 'GET /api/blog-posts', 'GET /api/admin/blog-posts/:id']);
  });
});
