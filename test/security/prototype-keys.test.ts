/**
 * Issue 9 row 6: a JSON key `constructor`, `toString` or `__proto__` answered 500 on every form,
 * login and admin post route (yup looked the key up in its plain `fields` object and found
 * Object.prototype's function). Unknown keys are now dropped before validation: every REST route
 * that takes a body, found by walking the app, answers as if the key were not there.
 */
import { expect } from 'chai';
import request from 'supertest';
import { BlogCategory, BlogPost } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { concretePath, listRoutes } from '../helpers/route-list.js';
import { validBody } from '../helpers/valid-bodies.js';

const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

/** The body as raw JSON text, so `__proto__` is sent as an own key (as an attacker's client would). */
function withKey(body: Record<string, unknown>, key: string): string {
  const rest = JSON.stringify(body).slice(1);
  return `{"${key}":{"x":1}${rest === '}' ? '' : ','}${rest}`;
}

describe('prototype names as JSON keys', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  it('every REST route with a body answers a good body carrying a prototype key as it answers the good body', async function () {
    // Three requests per route and key, every route with a body: over 30 s on a loaded machine with MariaDB.
    this.timeout(120_000);
    const routes = listRoutes(t.express).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.path.startsWith('/api/'));
    expect(routes.map((route) => `${route.method} ${route.path}`)).to.include.members([
      'POST /api/klaviyo/waitlist', 'POST /api/admin/login', 'POST /api/admin/blog-posts', 'PUT /api/admin/blog-categories/:id',
    ]);
    for (const route of routes) {
      for (const key of PROTOTYPE_KEYS) {
        const post = await insertPost();
        const category = await BlogCategory.create({ name: `Cat ${post.id}`, group: 'sport', slug: `cat-${post.id}` } as never);
        const id = route.path.includes('categor') ? String(category.id) : String(post.id);
        const body = validBody(route.method, route.path) ?? {};
        const method = route.method.toLowerCase() as 'post' | 'put' | 'patch';
        const res = await admin[method](concretePath(route.path, id)).set('Content-Type', 'application/json').send(withKey(body, key));
        const label = `${route.method} ${route.path} with "${key}": ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).to.be.below(500);
        if (validBody(route.method, route.path) || route.path.endsWith('/logout')) expect(res.status, label).to.be.oneOf([200, 201]);
        if (route.path.endsWith('/logout')) await admin.post('/api/admin/login').send(validBody('POST', '/api/admin/login')).expect(200);
      }
    }
  });

  it('a refused body with a prototype key still names its fields (a 400, not a 500)', async () => {
    const res = await request(t.app).post('/api/klaviyo/waitlist').set('Content-Type', 'application/json')
      .send('{"__proto__":{"email":"x@example.com"},"constructor":{"prototype":{}},"toString":"x"}');
    expect(res.status).to.equal(400);
    expect(res.body.errors).to.have.keys('firstName', 'lastName', 'email');
    expect(({} as Record<string, unknown>).email).to.equal(undefined);
  });

  it('GraphQL inputs cannot carry them (unknown input fields are refused by the schema), and stay 4xx', async () => {
    const res = await gql(request(t.app), 'mutation($input: WaitlistInput!) { joinWaitlist(input: $input) { success } }', {
      input: JSON.parse('{"firstName":"Ada","lastName":"L","email":"ada@example.com","__proto__":{"x":1},"constructor":"x"}'),
    });
    expect(res.status).to.equal(400);
    expect(res.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(await BlogPost.count()).to.be.greaterThan(0);
  });
});
