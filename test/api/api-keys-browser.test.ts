/**
 * Keys fit for browsers (issue 23): a content key's answers are publicly cacheable (it reads what
 * anyone reads) while the response cache never answers or stores a keyed request, so a preview
 * key's draft never reaches an anonymous reader; a key may be limited to allowed origins (403 for
 * a page elsewhere); the key's allowance counts per key and client address; a preview scope reads
 * drafts only; `preview: true` without the right is FORBIDDEN; only staff sessions mint admin keys;
 * and every API answer carries the RateLimit headers, keyless ones per address (cache hits too).
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
type Scope = 'content' | 'preview' | 'admin';

const CREATE = 'mutation Create($input: ApiKeyInput!) { createApiKey(input: $input) { token key { id scope createdBy allowedOrigins } } }';
const PREVIEW = 'query Post($slug: String!) { post(slug: $slug, preview: true) { slug status title } }';
const PUBLIC_CONTROL = 'public, max-age=0, must-revalidate';

async function createKey(agent: Agent, scope: Scope, allowedOrigins?: string[]) {
  const res = await gql(agent, CREATE, { input: { name: `A ${scope} key`, scope, allowedOrigins } }).expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
  return res.body.data.createApiKey as { token: string; key: { id: number; scope: string; createdBy: string | null; allowedOrigins: string[] } };
}

function graphqlGet(app: TestApp['app'], query: string, variables: Record<string, unknown>) {
  return request(app).get('/graphql').query({ query, variables: JSON.stringify(variables) }).set('Accept', 'application/json');
}

describe('API keys for browsers: caching, scopes, origins, who mints admin keys', () => {
  let t: TestApp;
  let admin: Agent;
  let draftSlug: string;
  let publishedSlug: string;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    draftSlug = (await insertPost({ status: 'draft', title: 'Unreleased plan' })).slug;
    publishedSlug = (await insertPost({ title: 'Out now' })).slug;
  });

  it('a content key gets publicly cacheable answers (REST and GraphQL GET), the same body as an anonymous reader', async () => {
    const { token } = await createKey(admin, 'content');
    const keyed = await request(t.app).get('/api/blog-posts').query({ limit: 2, fields: 'slug' }).set('X-Api-Key', token).expect(200);
    const anonymous = await request(t.app).get('/api/blog-posts').query({ limit: 2, fields: 'slug' }).expect(200);
    expect(keyed.headers['cache-control']).to.equal(PUBLIC_CONTROL);
    expect(keyed.body).to.deep.equal(anonymous.body);
    expect(keyed.headers['surrogate-key']).to.equal(anonymous.headers['surrogate-key']);
    const graph = await graphqlGet(t.app, 'query One($slug: String!) { post(slug: $slug) { slug } }', { slug: publishedSlug }).set('Authorization', `Bearer ${token}`).expect(200);
    expect(graph.body.data.post.slug).to.equal(publishedSlug);
    expect(graph.headers['cache-control']).to.equal(PUBLIC_CONTROL);
  });

  it('preview and admin keys stay private, and the response cache never hands a keyed answer to an anonymous reader', async () => {
    for (const scope of ['preview', 'admin'] as const) {
      const { token } = await createKey(admin, scope);
      const variables = { slug: draftSlug };
      const draft = await graphqlGet(t.app, PREVIEW, variables).set('X-Api-Key', token).expect(200);
      expect(draft.body.data.post, scope).to.deep.include({ slug: draftSlug, status: 'draft', title: 'Unreleased plan' });
      expect(draft.headers['cache-control'], scope).to.equal('private, no-store');
      const rest = await request(t.app).get('/api/blog-posts').set('X-Api-Key', token).expect(200);
      expect(rest.headers['cache-control'], scope).to.equal('private, no-store');
      // The same URL without the key: the draft stays hidden (FORBIDDEN), twice (a stored entry would show on the second).
      for (let i = 0; i < 2; i++) {
        const anonymous = await graphqlGet(t.app, PREVIEW, variables).expect(200);
        expect(JSON.stringify(anonymous.body)).to.not.include('Unreleased plan');
        expect(anonymous.body.errors[0].extensions.code).to.equal('FORBIDDEN');
      }
    }
  });

  it('preview: true without the right answers FORBIDDEN (anonymous, a content key), never a silent null', async () => {
    const { token } = await createKey(admin, 'content');
    for (const asker of [undefined, token]) {
      const call = gql(request(t.app), PREVIEW, { slug: publishedSlug });
      const res = await (asker ? call.set('X-Api-Key', asker) : call).expect(200);
      expect(res.body.errors[0].extensions.code).to.equal('FORBIDDEN');
      expect(res.body.errors[0].message).to.match(/preview: true needs a staff session, a preview key or an admin key/);
      expect(res.body.data).to.deep.equal({ post: null });
    }
    // Without preview the published post is there for everyone.
    const plain = await gql(request(t.app), 'query P($slug: String!) { post(slug: $slug) { slug } }', { slug: publishedSlug }).set('X-Api-Key', token).expect(200);
    expect(plain.body.data.post.slug).to.equal(publishedSlug);
  });

  it('a preview key reads drafts but is refused admin operations (403 REST, FORBIDDEN GraphQL) naming its scope', async () => {
    const { token } = await createKey(admin, 'preview');
    const rest = await request(t.app).get('/api/admin/blog-posts').set('X-Api-Key', token).expect(403);
    expect(rest.body.message).to.match(/preview scope/);
    const graph = await gql(request(t.app), '{ adminCategories { id } }').set('X-Api-Key', token).expect(200);
    expect(graph.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(graph.body.errors[0].message).to.match(/preview scope/);
    const mint = await gql(request(t.app), CREATE, { input: { name: 'More', scope: 'content' } }).set('X-Api-Key', token).expect(200);
    expect(mint.body.errors[0].extensions.code).to.equal('FORBIDDEN');
  });

  it('only a staff session mints admin keys; a key made with an admin key records the staff member behind it', async () => {
    const { token, key } = await createKey(admin, 'admin');
    expect(key.createdBy).to.equal('staff.admin');
    const refused = await gql(request(t.app), CREATE, { input: { name: 'Escalation', scope: 'admin' } }).set('X-Api-Key', token).expect(200);
    expect(refused.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(refused.body.errors[0].message).to.equal('Only staff signed in to the admin can create admin keys; an API key may create content and preview keys only.');
    const made = await gql(request(t.app), CREATE, { input: { name: 'Front end', scope: 'content' } }).set('X-Api-Key', token).expect(200);
    expect(made.body.data.createApiKey.key).to.deep.include({ scope: 'content', createdBy: 'staff.admin' });
  });

  it('a key limited to allowed origins answers its sites (with CORS) and refuses a page elsewhere with a clear 403', async () => {
    const { token, key } = await createKey(admin, 'content', ['https://partner.example/', 'https://app.partner.example:8443']);
    expect(key.allowedOrigins).to.deep.equal(['https://partner.example', 'https://app.partner.example:8443']);
    const allowed = await request(t.app).get('/api/blog-categories').set('X-Api-Key', token).set('Origin', 'https://partner.example').expect(200);
    expect(allowed.headers['access-control-allow-origin']).to.be.oneOf(['*', 'https://partner.example']);
    expect(allowed.headers.vary).to.match(/Origin/);
    expect(allowed.headers['cache-control']).to.equal(PUBLIC_CONTROL);
    await request(t.app).get('/api/blog-categories').set('X-Api-Key', token).set('Origin', 'https://app.partner.example:8443').expect(200);
    // A server sends no Origin: the restriction is a browser's.
    await request(t.app).get('/api/blog-categories').set('X-Api-Key', token).expect(200);

    const refused = await request(t.app).get('/api/blog-posts').set('X-Api-Key', token).set('Origin', 'https://copycat.example').expect(403);
    expect(refused.body.message).to.equal("This API key may not be used from https://copycat.example: add the origin to the key's allowed origins, or use a key made for that site.");
    expect(refused.headers['cache-control']).to.equal('no-store');
    const graph = await gql(request(t.app), '{ categories { slug } }').set('Authorization', `Bearer ${token}`).set('Origin', 'https://copycat.example').expect(403);
    expect(graph.body.errors[0].extensions.code).to.equal('FORBIDDEN');
  });

  it('refuses an allowed origin that is not an origin, naming the field', async () => {
    for (const bad of ['partner.example', 'https://partner.example/path', 'ftp://partner.example', '']) {
      const res = await gql(admin, CREATE, { input: { name: 'x', scope: 'content', allowedOrigins: [bad] } }).expect(200);
      expect(res.body.errors[0].extensions.code, bad).to.equal('BAD_USER_INPUT');
      expect(res.body.errors[0].extensions.errors.allowedOrigins, bad).to.match(/^Allowed origins must be origins such as https:\/\/www.example.org/);
    }
  });
});

describe('API rate limits: per key and client address; keyless requests per address, cache hits included', () => {
  let t: TestApp;
  let admin: Agent;
  before(async () => {
    t = await createTestApp({
      apiKeys: { limit: 2, windowMs: 60_000, lastUsedEveryMs: 60_000 },
      apiAddresses: { limit: 3, windowMs: 60_000 },
      configure: (config) => ({ ...config, trustProxy: 1 }),
    });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    await insertPost({ title: 'Counted' });
  });

  it('a publishable key used by many visitors: each address has its own allowance', async () => {
    const { token } = await createKey(admin, 'content');
    const from = (address: string) => request(t.app).get('/api/blog-categories').set('X-Api-Key', token).set('X-Forwarded-For', address);
    await from('203.0.113.1').expect(200);
    await from('203.0.113.1').expect(200);
    const refused = await from('203.0.113.1').expect(429);
    expect(refused.body.message).to.match(/Too many requests with this API key from this address/);
    expect(refused.headers.ratelimit).to.match(/^"api-key";r=0;t=\d+$/);
    const other = await from('203.0.113.2').expect(200);
    expect(other.headers['ratelimit-policy']).to.equal('"api-key";q=2;w=60');
    expect(other.headers.ratelimit).to.match(/^"api-key";r=1;t=\d+$/);
  });

  it('keyless API answers carry the address policy, counted on cache hits too, and 429 once used up', async () => {
    const from = (address: string) => request(t.app).get('/api/blog-posts').query({ limit: 1, fields: 'slug' }).set('X-Forwarded-For', address);
    const hitsBefore = t.cache.stats().hits;
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await from('198.51.100.7').expect(200);
      expect(res.headers['ratelimit-policy']).to.equal('"address";q=3;w=60');
      expect(res.headers['cache-control']).to.equal(PUBLIC_CONTROL);
      seen.push(res.headers.ratelimit!.replace(/;t=\d+$/, ''));
    }
    expect(seen).to.deep.equal(['"address";r=2', '"address";r=1', '"address";r=0']);
    expect(t.cache.stats().hits - hitsBefore).to.equal(2);
    const refused = await from('198.51.100.7').expect(429);
    expect(refused.body.message).to.match(/^Too many API requests from this address \(at most 3 per 1 minute without an API key\)/);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
    expect(refused.headers.ratelimit).to.match(/^"address";r=0;t=\d+$/);
    const graph = await request(t.app).post('/graphql').set('X-Forwarded-For', '198.51.100.7').send({ query: '{ categories { slug } }' }).expect(429);
    expect(graph.body.errors[0].extensions.code).to.equal('RATE_LIMITED');

    // Another address gets its own figures from the same cached entry (the stored answer holds none).
    const other = await from('198.51.100.8').expect(200);
    expect(other.headers.ratelimit).to.match(/^"address";r=2;t=\d+$/);
    // Pages are not the API: no allowance, no headers.
    const page = await request(t.app).get('/robots.txt').set('X-Forwarded-For', '198.51.100.7').expect(200);
    expect(page.headers.ratelimit).to.equal(undefined);
  });
});
