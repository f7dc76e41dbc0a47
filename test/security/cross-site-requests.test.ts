/**
 * Issue 9 row 8: a cross-site text/plain POST to logout cleared the admin's cookie, and a
 * foreign-Origin JSON create with the cookie answered 201. Every state-changing request (each
 * REST route found by walking the app, the GraphQL mutations, a form posted to a page) from a
 * foreign Origin — or, without Origin, a foreign Referer — is refused with 403 and changes
 * nothing; the site's own origin and clients that send neither keep working.
 */
import { expect } from 'chai';
import request from 'supertest';
import { BlogPost } from '../../models/index.js';
import { CROSS_SITE_MESSAGE } from '../../src/server/middleware/origin-check.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { concretePath, listRoutes } from '../helpers/route-list.js';
import { sessionCookieLine } from '../helpers/session-cookie.js';

const EVIL = 'https://evil.example';
type Agent = Awaited<ReturnType<typeof adminAgent>>;

async function loggedIn(agent: Agent): Promise<boolean> {
  return (await agent.get('/api/admin/session').expect(200)).body.isAuthenticated;
}

describe('cross-site state-changing requests are refused', () => {
  let t: TestApp;
  let admin: Agent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });
  beforeEach(async () => {
    admin = await adminAgent(t.app, t.services);
  });

  it('a text/plain POST to logout from another site: 403, the cookie is not cleared and the session lives on', async () => {
    const res = await admin.post('/api/admin/logout').set('Origin', EVIL).set('Content-Type', 'text/plain').send('x=1');
    expect(res.status).to.equal(403);
    expect(res.body).to.deep.equal({ message: CROSS_SITE_MESSAGE });
    expect(sessionCookieLine(res)).to.equal(undefined);
    expect(await loggedIn(admin)).to.equal(true);
  });

  it('a foreign-Origin JSON create with the cookie: 403 and no post stored', async () => {
    const before = await BlogPost.count();
    const res = await admin.post('/api/admin/blog-posts').set('Origin', EVIL).send(postInput());
    expect(res.status).to.equal(403);
    expect(await BlogPost.count()).to.equal(before);
  });

  it('every POST, PUT, PATCH and DELETE route answers 403 to a foreign Origin, to Origin null and to a foreign Referer', async () => {
    const routes = listRoutes(t.express).filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    expect(routes.length).to.be.greaterThan(10);
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
      const path = concretePath(route.path, '1');
      for (const [header, value] of [['Origin', EVIL], ['Origin', 'null'], ['Referer', `${EVIL}/page`], ['Origin', 'http://localhost:3000.evil.example']]) {
        const res = await admin[method](path).set(header!, value!).send({});
        expect(res.status, `${route.method} ${route.path} ${header}: ${value}`).to.equal(403);
      }
    }
    expect(await loggedIn(admin)).to.equal(true);
  });

  it('a GraphQL mutation from a foreign Origin: 403 with code FORBIDDEN, the session untouched', async () => {
    const res = await admin.post('/graphql').set('Origin', EVIL).send({ query: 'mutation { logout }' });
    expect(res.status).to.equal(403);
    expect(res.body.errors[0]).to.deep.include({ message: CROSS_SITE_MESSAGE });
    expect(res.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(await loggedIn(admin)).to.equal(true);
  });

  it('an HTML form posted to a page from another site: 403', async () => {
    const res = await request(t.app).post('/blog').set('Origin', EVIL).type('form').send('email=a%40b.c');
    expect(res.status).to.equal(403);
    expect(res.text).to.equal(CROSS_SITE_MESSAGE);
  });

  it('the site\'s own origin (PUBLIC_URL or the Host addressed), a same-site Referer and clients without either keep working', async () => {
    await admin.post('/api/admin/blog-posts').set('Origin', t.config.site.publicUrl).send(postInput()).expect(201);
    const host = await admin.post('/api/admin/blog-posts').set('Host', 'cms.example.org:8443').set('Origin', 'https://cms.example.org:8443').send(postInput());
    expect(host.status).to.equal(201);
    await admin.post('/api/admin/blog-posts').set('Referer', `${t.config.site.publicUrl}/admin/blog/new`).send(postInput()).expect(201);
    await admin.post('/api/admin/blog-posts').send(postInput()).expect(201);
    await request(t.app).get('/api/blog-posts').set('Origin', EVIL).expect(200);
    const logout = await admin.post('/api/admin/logout').set('Origin', t.config.site.publicUrl).expect(200);
    expect(sessionCookieLine(logout)).to.match(/mf\.sid=;/);
  });

  it('lets an allow hook admit a foreign origin (the extension point for API clients and CORS)', async () => {
    const { app } = await createTestApp({ allowOrigins: [(origin) => origin === 'https://partner.example'] });
    await request(app).post('/api/klaviyo/waitlist').set('Origin', 'https://partner.example')
      .send({ firstName: 'Ada', lastName: 'L', email: 'partner@example.com' }).expect(200);
    await request(app).post('/api/klaviyo/waitlist').set('Origin', EVIL)
      .send({ firstName: 'Ada', lastName: 'L', email: 'evil@example.com' }).expect(403);
  });
});
