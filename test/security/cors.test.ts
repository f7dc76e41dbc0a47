/**
 * Cross-origin reads (issue 11, deliverable 1): the public read API answers CORS preflights and
 * foreign origins' queries (GET and POST) with Access-Control-Allow-Origin, never with
 * credentials; admin operations and mutations with the session cookie stay refused from another
 * origin; an API-key client without a cookie may write; images and assets may be embedded
 * elsewhere (CORP cross-origin) while pages stay same-origin; and the response cache never hands
 * one origin's CORS headers to another.
 */
import { expect } from 'chai';
import request from 'supertest';
import { CROSS_SITE_MESSAGE } from '../../src/server/middleware/origin-check.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const OTHER = 'http://localhost:5999';
const QUERY = '{ postsConnection(first: 5) { edges { node { slug title } } } }';

describe('CORS on the public read API', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ pages: true });
    await resetDatabase();
    await insertPost({ title: 'Visible everywhere' });
  });

  it('answers a preflight to /graphql and the public REST reads with 204, allowing Authorization, X-Api-Key and Content-Type, without credentials', async () => {
    for (const path of ['/graphql', '/api/blog-posts', '/api/blog-posts/some-slug', '/api/blog-categories']) {
      const res = await request(t.app).options(path).set('Origin', OTHER)
        .set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'authorization, x-api-key, content-type');
      expect(res.status, path).to.equal(204);
      expect(res.headers['access-control-allow-origin'], path).to.equal('*');
      const allowed = res.headers['access-control-allow-headers']!.toLowerCase().split(',').map((name: string) => name.trim());
      expect(allowed, path).to.include.members(['authorization', 'x-api-key', 'content-type']);
      expect(res.headers['access-control-allow-methods'], path).to.include('POST');
      expect(res.headers['access-control-allow-credentials'], path).to.equal(undefined);
    }
  });

  it('answers a GraphQL query from another origin over GET and POST with Access-Control-Allow-Origin: * (the same for every origin)', async () => {
    const get = await request(t.app).get('/graphql').query({ query: QUERY }).set('Origin', OTHER).expect(200);
    expect(get.headers['access-control-allow-origin']).to.equal('*');
    expect(get.headers.vary ?? '').to.not.match(/origin/i);
    expect(get.body.data.postsConnection.edges[0].node.title).to.equal('Visible everywhere');
    const post = await gql(request(t.app), QUERY).set('Origin', OTHER).expect(200);
    expect(post.headers['access-control-allow-origin']).to.equal('*');
    expect(post.body.data.postsConnection.edges[0].node.title).to.equal('Visible everywhere');
    const rest = await request(t.app).get('/api/blog-posts').set('Origin', 'https://elsewhere.example').expect(200);
    expect(rest.headers['access-control-allow-origin']).to.equal('*');
    expect(rest.headers['access-control-expose-headers']).to.include('X-Total-Count');
  });

  it('refuses from another origin: a mutation with the session cookie, a query with the cookie, and a public mutation (login) without one', async () => {
    const admin = await adminAgent(t.app, t.services);
    const mutation = await admin.post('/graphql').set('Origin', OTHER).send({ query: 'mutation { deleteCategory(id: 1) { id } }' });
    expect(mutation.status).to.equal(403);
    expect(mutation.body.errors[0].message).to.equal(CROSS_SITE_MESSAGE);
    const query = await admin.post('/graphql').set('Origin', OTHER).send({ query: '{ adminCategories { id } }' });
    expect(query.status).to.equal(403);
    const login = await request(t.app).post('/graphql').set('Origin', OTHER)
      .send({ query: 'mutation { login(input: { username: "staff.admin", password: "a-long-test-password-42" }) { isAuthenticated } }' });
    expect(login.status).to.equal(403);
    expect(login.headers['set-cookie']).to.equal(undefined);
    // A document holding a query and a mutation, run by name: the mutation is refused.
    const mixed = await request(t.app).post('/graphql').set('Origin', OTHER)
      .send({ query: 'query Read { posts { total } } mutation Out { logout }', operationName: 'Out' });
    expect(mixed.status).to.equal(403);
  });

  it('never sends CORS headers on the admin REST API, and refuses its writes from another origin with the cookie', async () => {
    const admin = await adminAgent(t.app, t.services);
    const read = await admin.get('/api/admin/blog-posts').set('Origin', OTHER).expect(200);
    expect(read.headers['access-control-allow-origin']).to.equal(undefined);
    const write = await admin.post('/api/admin/blog-categories').set('Origin', OTHER).send({ name: 'X', group: 'fuel', slug: 'x' });
    expect(write.status).to.equal(403);
    const preflight = await request(t.app).options('/api/admin/blog-posts').set('Origin', OTHER).set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).to.equal(undefined);
  });

  it('lets a server-side or browser client with an admin API key and no cookie write from another origin', async () => {
    const admin = await adminAgent(t.app, t.services);
    const { token } = (await gql(admin, 'mutation { createApiKey(input: { name: "cors", scope: admin }) { token } }').expect(200)).body.data.createApiKey;
    const res = await gql(request(t.app), 'mutation { createCategory(input: { name: "Cross origin", group: fuel, slug: "cross-origin" }) { slug } }')
      .set('Origin', OTHER).set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.data.createCategory.slug).to.equal('cross-origin');
    // The same key beside a session cookie from another origin: refused (a visitor's cookie must not ride along).
    const withCookie = await admin.post('/graphql').set('Origin', OTHER).set('X-Api-Key', token)
      .send({ query: 'mutation { deleteCategory(id: 1) { id } }' });
    expect(withCookie.status).to.equal(403);
  });

  it('lets other sites embed images and hashed assets (CORP cross-origin) while pages and the API stay same-origin', async () => {
    const image = await request(t.app).get('/images/featured/confidence.svg').expect(200);
    expect(image.headers['cross-origin-resource-policy']).to.equal('cross-origin');
    const page = await request(t.app).get('/').expect(200);
    expect(page.headers['cross-origin-resource-policy']).to.equal('same-origin');
    const api = await request(t.app).get('/api/blog-posts').expect(200);
    expect(api.headers['cross-origin-resource-policy']).to.equal('same-origin');
    const asset = await request(t.app).get('/assets/does-not-exist.js');
    expect(asset.headers['cross-origin-resource-policy']).to.equal('cross-origin');
  });
});

describe('CORS with an allow-list (CORS_ORIGINS) behind the response cache', () => {
  const LISTED = 'https://partner.example';

  it('echoes a listed origin with Vary: Origin, gives others none, and the cache keeps each answer apart', async () => {
    const t = await createTestApp({ configure: (config) => ({ ...config, security: { ...config.security, cors: { origins: [LISTED] } } }) });
    await resetDatabase();
    const { cache } = t;
    try {
      // Twice each, in an order that would hand the first stored answer to the others if the key ignored Origin.
      for (let round = 0; round < 2; round++) {
        const listed = await request(t.app).get('/api/blog-categories').set('Origin', LISTED).expect(200);
        expect(listed.headers['access-control-allow-origin'], `round ${round}`).to.equal(LISTED);
        expect(listed.headers.vary, `round ${round}`).to.match(/origin/i);
        const other = await request(t.app).get('/api/blog-categories').set('Origin', 'https://evil.example').expect(200);
        expect(other.headers['access-control-allow-origin'], `round ${round}`).to.equal(undefined);
        const none = await request(t.app).get('/api/blog-categories').expect(200);
        expect(none.headers['access-control-allow-origin'], `round ${round}`).to.equal(undefined);
        const graph = await request(t.app).get('/graphql').query({ query: '{ categories { slug } }' }).set('Origin', LISTED).expect(200);
        expect(graph.headers['access-control-allow-origin'], `round ${round}`).to.equal(LISTED);
        expect(graph.headers.vary, `round ${round}`).to.match(/accept/i).and.match(/origin/i);
      }
      expect(cache.stats().hits).to.be.greaterThan(0);
    } finally {
      cache.stop();
    }
  });
});
