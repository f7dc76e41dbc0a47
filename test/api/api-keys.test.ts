/**
 * Content API keys (issue 11): staff create one (the token is answered once), the list shows the
 * prefix and never the token, the database keeps only a SHA-256; a content key reads published
 * content only, an admin key sees a draft and may do admin operations, a revoked or unknown key
 * is refused with 401 (never served as anonymous), and each key has its own rate limit (429).
 * Browser keys, the preview scope, origins and per-address limits: api-keys-browser.test.ts.
 */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { ApiKey } from '../../models/index.js';
import { INVALID_API_KEY_MESSAGE } from '../../src/services/api-key.service.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const CREATE = 'mutation Create($input: ApiKeyInput!) { createApiKey(input: $input) { token key { id name scope prefix createdAt lastUsedAt revokedAt createdBy } } }';
const LIST = '{ apiKeys { id name scope prefix createdAt lastUsedAt revokedAt } }';
const REVOKE = 'mutation Revoke($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }';
const POST = 'query Post($slug: String!) { post(slug: $slug, preview: true) { slug status title } }';
const PUBLISHED = 'query Post($slug: String!) { post(slug: $slug) { slug status title } }';

async function createKey(agent: Agent, name: string, scope: 'content' | 'admin') {
  const res = await gql(agent, CREATE, { input: { name, scope } }).expect(200);
  expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
  return res.body.data.createApiKey as { token: string; key: { id: number; name: string; scope: string; prefix: string; createdBy: string | null } };
}

describe('API keys: create, list, revoke, and what each scope may do', () => {
  let t: TestApp;
  let admin: Agent;
  let draftSlug: string;
  let publishedSlug: string;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    draftSlug = (await insertPost({ status: 'draft', title: 'A secret draft' })).slug;
    publishedSlug = (await insertPost({ title: 'A published post' })).slug;
  });

  it('answers the token once on create; the list shows name, scope and prefix but never the token; the database keeps only its SHA-256', async () => {
    const created = await createKey(admin, 'Partner site', 'content');
    expect(created.token).to.match(/^mfk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).to.deep.include({ name: 'Partner site', scope: 'content', prefix: created.token.slice(0, 12), createdBy: 'staff.admin' });

    const list = await gql(admin, LIST).expect(200);
    const listed = list.body.data.apiKeys.find((key: { id: number }) => key.id === created.key.id);
    expect(listed).to.deep.include({ name: 'Partner site', scope: 'content', prefix: created.token.slice(0, 12), lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(list.body)).to.not.include(created.token);

    const row = await ApiKey.findByPk(created.key.id, { raw: true });
    expect(row!.tokenHash).to.equal(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).to.not.include(created.token);
  });

  it('refuses a key without a name or with another scope, naming the field', async () => {
    const blank = await gql(admin, CREATE, { input: { name: '  ', scope: 'content' } }).expect(200);
    expect(blank.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(blank.body.errors[0].extensions.errors).to.deep.equal({ name: 'Name is required' });
    const scope = await gql(admin, CREATE, { input: { name: 'x', scope: 'owner' } }).expect(400);
    expect(scope.body.errors[0].message).to.match(/scope/i);
  });

  it('a content key reads published posts only (REST and GraphQL), identified, its answers public like an anonymous reader’s', async () => {
    const { token } = await createKey(admin, 'Reader', 'content');
    const list = await request(t.app).get('/api/blog-posts').set('Authorization', `Bearer ${token}`).expect(200);
    const slugs = list.body.map((post: { slug: string }) => post.slug);
    expect(slugs).to.include(publishedSlug).and.not.include(draftSlug);
    expect(list.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');

    const draft = await gql(request(t.app), POST, { slug: draftSlug }).set('X-Api-Key', token).expect(200);
    expect(draft.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(draft.body.data.post).to.equal(null);
    const published = await gql(request(t.app), PUBLISHED, { slug: publishedSlug }).set('X-Api-Key', token).expect(200);
    expect(published.body.data.post).to.deep.include({ slug: publishedSlug, status: 'published' });
  });

  it('a content key is refused admin operations with 403 (REST) and FORBIDDEN (GraphQL)', async () => {
    const { token } = await createKey(admin, 'Reader 2', 'content');
    const rest = await request(t.app).get('/api/admin/blog-posts').set('X-Api-Key', token).expect(403);
    expect(rest.body.message).to.match(/content scope/);
    const write = await request(t.app).post('/api/admin/blog-posts').set('X-Api-Key', token).send(postInput()).expect(403);
    expect(write.body.message).to.match(/content scope/);
    const graph = await gql(request(t.app), '{ adminCategories { id } }').set('X-Api-Key', token).expect(200);
    expect(graph.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(graph.body.data).to.equal(null);
  });

  it('an admin key sees a draft (preview) and does admin operations over REST and GraphQL', async () => {
    const { token } = await createKey(admin, 'Preview front end', 'admin');
    const draft = await gql(request(t.app), POST, { slug: draftSlug }).set('Authorization', `Bearer ${token}`).expect(200);
    expect(draft.body.data.post).to.deep.include({ slug: draftSlug, status: 'draft', title: 'A secret draft' });
    const adminList = await request(t.app).get('/api/admin/blog-posts').set('Authorization', `Bearer ${token}`).expect(200);
    expect(JSON.stringify(adminList.body)).to.include(draftSlug);
    const created = await request(t.app).post('/api/admin/blog-posts').set('X-Api-Key', token).send(postInput({ title: 'Made by a key' })).expect(201);
    expect(created.body.post.title).to.equal('Made by a key');
  });

  it('records the last use, at most once a minute', async () => {
    const { token, key } = await createKey(admin, 'Usage', 'content');
    await request(t.app).get('/api/blog-categories').set('X-Api-Key', token).expect(200);
    const first = (await ApiKey.findByPk(key.id))!.lastUsedAt;
    expect(first).to.be.instanceOf(Date);
    // Used half a minute ago: a use now is within the minute and leaves the time alone.
    const halfAMinuteAgo = new Date(Math.floor((Date.now() - 30_000) / 1000) * 1000); // whole seconds: MySQL keeps no more
    await ApiKey.update({ lastUsedAt: halfAMinuteAgo }, { where: { id: key.id } });
    await request(t.app).get('/api/blog-categories').set('X-Api-Key', token).expect(200);
    expect((await ApiKey.findByPk(key.id))!.lastUsedAt!.getTime()).to.equal(halfAMinuteAgo.getTime());
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await ApiKey.update({ lastUsedAt: twoMinutesAgo }, { where: { id: key.id } });
    await request(t.app).get('/api/blog-categories').set('X-Api-Key', token).expect(200);
    expect((await ApiKey.findByPk(key.id))!.lastUsedAt!.getTime()).to.be.greaterThan(twoMinutesAgo.getTime() + 60_000);
    const listed = (await gql(admin, LIST).expect(200)).body.data.apiKeys.find((item: { id: number }) => item.id === key.id);
    expect(listed.lastUsedAt).to.be.a('string');
  });

  it('a revoked key answers 401 with a clear message on REST and UNAUTHENTICATED on GraphQL, not anonymous data', async () => {
    const { token, key } = await createKey(admin, 'Old partner', 'admin');
    await request(t.app).get('/api/blog-posts').set('X-Api-Key', token).expect(200);
    const revoked = await gql(admin, REVOKE, { id: key.id }).expect(200);
    expect(revoked.body.data.revokeApiKey.revokedAt).to.be.a('string');

    const rest = await request(t.app).get('/api/blog-posts').set('X-Api-Key', token).expect(401);
    expect(rest.body).to.deep.equal({ message: INVALID_API_KEY_MESSAGE });
    expect(rest.headers['www-authenticate']).to.match(/^Bearer/);
    const graph = await gql(request(t.app), '{ posts { total } }').set('Authorization', `Bearer ${token}`).expect(401);
    expect(graph.body.errors[0]).to.deep.include({ message: INVALID_API_KEY_MESSAGE });
    expect(graph.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    const listed = (await gql(admin, LIST).expect(200)).body.data.apiKeys.find((item: { id: number }) => item.id === key.id);
    expect(listed.revokedAt).to.be.a('string');
  });

  it('an unknown or malformed key answers 401 (REST, GraphQL GET, pages)', async () => {
    for (const value of [`mfk_${'A'.repeat(43)}`, 'nonsense', '']) {
      const rest = await request(t.app).get('/api/blog-posts').set('X-Api-Key', value).expect(401);
      expect(rest.body.message, value).to.equal(INVALID_API_KEY_MESSAGE);
    }
    const get = await request(t.app).get('/graphql').query({ query: '{ posts { total } }' }).set('Authorization', `Bearer mfk_${'B'.repeat(43)}`).expect(401);
    expect(get.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    // Another scheme (Basic, a proxy's) is not an API key: read as anonymous.
    await request(t.app).get('/api/blog-categories').set('Authorization', 'Basic dXNlcjpwYXNz').expect(200);
  });

  it('revoking an unknown key answers NOT_FOUND', async () => {
    const res = await gql(admin, REVOKE, { id: 999999 }).expect(200);
    expect(res.body.errors[0].extensions.code).to.equal('NOT_FOUND');
  });
});

describe('API keys: the rate limit counts per key', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ apiKeys: { limit: 3, windowMs: 60_000, lastUsedEveryMs: 60_000 } });
    await resetDatabase();
  });

  it('answers 429 with Retry-After once a key used its allowance; another key and anonymous readers go on', async () => {
    const admin = await adminAgent(t.app, t.services);
    const first = await createKey(admin, 'Busy', 'content');
    const second = await createKey(admin, 'Quiet', 'content');
    for (let i = 0; i < 3; i++) await request(t.app).get('/api/blog-categories').set('X-Api-Key', first.token).expect(200);
    const refused = await request(t.app).get('/api/blog-categories').set('X-Api-Key', first.token).expect(429);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
    expect(refused.body.message).to.match(/Too many requests with this API key/);
    const graph = await gql(request(t.app), '{ posts { total } }').set('X-Api-Key', first.token).expect(429);
    expect(graph.body.errors[0].extensions.code).to.equal('RATE_LIMITED');
    await request(t.app).get('/api/blog-categories').set('X-Api-Key', second.token).expect(200);
    await request(t.app).get('/api/blog-categories').expect(200);
  });

  it('tells a key where it stands on every answer: RateLimit-Policy and RateLimit (IETF), down to r=0 on the 429', async () => {
    const admin = await adminAgent(t.app, t.services);
    const key = await createKey(admin, 'Pacing', 'content');
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await request(t.app).get('/api/blog-posts').query({ limit: 1 }).set('Authorization', `Bearer ${key.token}`).expect(200);
      expect(res.headers['ratelimit-policy']).to.equal('"api-key";q=3;w=60');
      remaining.push(res.headers.ratelimit!);
    }
    expect(remaining.map((value) => value.replace(/;t=\d+$/, ''))).to.deep.equal(['"api-key";r=2', '"api-key";r=1', '"api-key";r=0']);
    for (const value of remaining) expect(Number(/;t=(\d+)$/.exec(value)![1])).to.be.within(1, 60);
    const refused = await gql(request(t.app), '{ posts { total } }').set('Authorization', `Bearer ${key.token}`).expect(429);
    expect(refused.headers.ratelimit).to.match(/^"api-key";r=0;t=\d+$/);
    expect(refused.headers['ratelimit-policy']).to.equal('"api-key";q=3;w=60');
    // Anonymous reads count per address (off in this app: API_ADDRESS_RATE_LIMIT=0), so nothing to report.
    const anonymous = await request(t.app).get('/api/blog-posts').query({ limit: 1 }).expect(200);
    expect(anonymous.headers.ratelimit).to.equal(undefined);
  });
});
