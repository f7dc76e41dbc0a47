import { expect } from 'chai';
import request from 'supertest';
import { readCacheSettings } from '../../src/config/cache.config.js';
import { CachePolicy } from '../../src/server/http-cache/cache-policy.js';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const PUBLIC = 'public, max-age=0, must-revalidate';
const PRIVATE = 'private, no-store';
const QUERY = '{ posts(pageSize: 2) { total items { slug } } }';

describe('HTTP caching headers (the app alone, cache in front or not)', function () {
  this.timeout(120_000);
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  before(async () => {
    t = await createTestApp({ pages: true, clock: () => NOW });
    await resetDatabase();
    await seedDemoPostsIfMissing(NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    admin = await adminAgent(t.app, t.services);
  });

  it('gives pages, feeds and public REST a strong ETag and answers If-None-Match with 304', async () => {
    for (const url of ['/blog/start-here', '/blog?category=running', '/rss.xml', '/sitemap.xml', '/api/blog-posts/start-here', '/api/blog-posts?page=1']) {
      const res = await request(t.app).get(url).expect(200);
      expect(res.headers.etag, url).to.match(/^"[^"]+"$/);
      expect(res.headers['cache-control'], url).to.equal(PUBLIC);
      await request(t.app).get(url).set('If-None-Match', res.headers.etag!).expect(304);
    }
  });

  it('names what a response shows in Surrogate-Key and Cache-Tag', async () => {
    const article = await request(t.app).get('/blog/start-here').expect(200);
    const { id } = (await request(t.app).get('/api/blog-posts/start-here')).body;
    // An article also links its previous/next and related articles: any post's change may change it.
    expect(article.headers['surrogate-key']).to.equal(`post-${id} categories posts`);
    expect(article.headers['cache-tag']).to.equal(`post-${id},categories,posts`);
    // The list names every post it shows, and the lists and categories it depends on.
    const list = await request(t.app).get('/blog');
    const shown = (await request(t.app).get('/api/blog-posts?page=1')).body.map((post: { id: number }) => `post-${post.id}`);
    expect(list.headers['surrogate-key']).to.equal(['posts', 'categories', ...shown].join(' '));
    const filtered = await request(t.app).get('/blog?category=confidence');
    expect(filtered.headers['surrogate-key']!.split(' ')).to.include.members(['posts', 'categories', `category-${(await request(t.app).get('/api/blog-categories')).body.find((c: { slug: string }) => c.slug === 'confidence').id}`]);
    expect((await request(t.app).get('/blog/no-such-article').expect(404)).headers['surrogate-key']).to.equal('posts categories');
    expect((await request(t.app).get('/sitemap.xml')).headers['surrogate-key']).to.equal('posts');
    expect((await request(t.app).get('/values')).headers['surrogate-key']).to.equal(undefined);
  });

  it('keeps admin pages, the admin API and anything asked with a session private', async () => {
    expect((await request(t.app).get('/admin/login')).headers['cache-control']).to.equal(PRIVATE);
    expect((await request(t.app).get('/api/admin/blog-posts').expect(401)).headers['cache-control']).to.equal(PRIVATE);
    expect((await admin.get('/api/admin/blog-posts').expect(200)).headers['cache-control']).to.equal(PRIVATE);
    expect((await admin.get('/blog/start-here').expect(200)).headers['cache-control']).to.equal(PRIVATE);
    expect((await admin.get('/api/blog-posts/start-here').expect(200)).headers['cache-control']).to.equal(PRIVATE);
    const staffGraphql = await gql(admin, QUERY).expect(200);
    expect(staffGraphql.headers['cache-control']).to.equal(PRIVATE);
    expect((await gql(request(t.app), QUERY).expect(200)).headers['cache-control'], 'POST').to.equal(PRIVATE);
  });

  it('answers a plain GraphQL GET query like public REST: ETag, 304, public, tagged', async () => {
    const res = await request(t.app).get('/graphql').query({ query: QUERY }).expect(200);
    expect(res.body.data.posts.total).to.equal(42);
    expect(res.headers['cache-control']).to.equal(PUBLIC);
    expect(res.headers.etag).to.match(/^"[^"]+"$/);
    expect(res.headers['surrogate-key']).to.equal('posts categories');
    expect(res.headers.vary).to.include('Accept');
    await request(t.app).get('/graphql').query({ query: QUERY }).set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('never answers a mutation over GET, and never marks an answer with errors public', async () => {
    const mutation = await request(t.app).get('/graphql').query({ query: 'mutation { logout }' });
    expect(mutation.status).to.equal(405);
    expect(mutation.headers['cache-control']).not.to.include('public');
    const failed = await request(t.app).get('/graphql').query({ query: '{ posts(page: 0) { total } }' });
    expect(failed.body.errors).to.have.length.above(0);
    expect(failed.headers['cache-control']).to.equal(PRIVATE);
  });

  it('keeps Apollo\'s CSRF rule for GET requests that carry the session cookie', async () => {
    const blocked = await admin.get('/graphql').query({ query: QUERY });
    expect(blocked.status).to.equal(400);
    expect(JSON.stringify(blocked.body)).to.include('Cross-Site Request Forgery');
    const preflighted = await admin.get('/graphql').query({ query: QUERY }).set('Apollo-Require-Preflight', 'true').expect(200);
    expect(preflighted.headers['cache-control']).to.equal(PRIVATE);
  });

  it('adds s-maxage and stale-while-revalidate for a CDN only when the operator asks', () => {
    expect(new CachePolicy(readCacheSettings({})).publicControl).to.equal(PUBLIC);
    const cdn = readCacheSettings({ CACHE_S_MAXAGE: '300', CACHE_STALE_WHILE_REVALIDATE: '30' });
    expect(new CachePolicy(cdn).publicControl).to.equal(`${PUBLIC}, s-maxage=300, stale-while-revalidate=30`);
    expect(() => readCacheSettings({ CACHE_STALE_WHILE_REVALIDATE: '30' })).to.throw(/CACHE_S_MAXAGE/);
    expect(() => readCacheSettings({ CACHE_SYNC_MS: '0' })).to.throw(/CACHE_SYNC_MS must be a whole number between 50 and 60000/);
    expect(() => readCacheSettings({ CACHE_MAX_MB: 'lots' })).to.throw(/CACHE_MAX_MB/);
  });
});
