import { expect } from 'chai';
import request from 'supertest';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { cachedApp, waitFor, type CachedApp } from './support.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;

describe('response cache: never wrong after a write or with time', function () {
  this.timeout(120_000);
  let t: CachedApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  before(async () => {
    t = await cachedApp({ now: NOW });
    await resetDatabase();
    await seedDemoPostsIfMissing(NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    admin = await adminAgent(t.app, t.services);
  });
  beforeEach(() => t.setNow(NOW));
  after(() => t.cache.stop());

  const get = (url: string) => request(t.listener).get(url);
  const graphqlGet = (query: string) => request(t.listener).get('/graphql').query({ query }).set('Accept', 'application/json');

  /** Requests the URLs until each is answered from the cache (after a write the horizon is read again first). */
  async function warm(urls: string[]) {
    for (const url of urls) {
      await waitFor(`${url} cached`, async () => {
        const hits = t.cache.stats().hits;
        await get(url);
        return t.cache.stats().hits > hits;
      });
    }
  }

  it('shows a post edited through REST on the very next request, everywhere it appears', async () => {
    const post = (await get('/api/blog-posts/start-here').expect(200)).body;
    const urls = ['/blog/start-here', '/blog', '/api/blog-posts/start-here', '/api/blog-posts?page=1', '/rss.xml', '/values'];
    await warm(urls);
    const full = (await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200)).body;
    await admin.put(`/api/admin/blog-posts/${post.id}`).send({ ...full, title: 'Start Here, Edited' }).expect(200);
    const hits = t.cache.stats().hits;
    expect((await get('/blog/start-here').expect(200)).text).to.include('Start Here, Edited');
    expect((await get('/blog').expect(200)).text).to.include('Start Here, Edited');
    expect((await get('/api/blog-posts/start-here').expect(200)).body.title).to.equal('Start Here, Edited');
    expect((await get('/api/blog-posts?page=1').expect(200)).body[0].title).to.equal('Start Here, Edited');
    expect((await get('/rss.xml').expect(200)).text).to.include('Start Here, Edited');
    await get('/values').expect(200);
    expect(t.cache.stats().hits, 'only /values (which shows no post) was still cached').to.equal(hits + 1);
  });

  it('shows a post created, a category renamed and a post deleted through GraphQL on the next request', async () => {
    const slug = 'made-through-graphql';
    await warm(['/blog', `/blog/${slug}`, '/blog/start-here', '/api/blog-categories']);
    expect((await get(`/blog/${slug}`)).status).to.equal(404);
    const query = '{ posts(pageSize: 50) { items { slug } } }';
    expect((await graphqlGet(query).expect(200)).body.data.posts.items.map((item: { slug: string }) => item.slug)).not.to.include(slug);
    await graphqlGet(query).expect(200);

    const created = await gql(admin, 'mutation($input: PostInput!) { createPost(input: $input) { id } }', {
      input: postInput({ slug, title: 'Made Through GraphQL', publishDate: '2026-11-19T09:00:00.000Z' }),
    }).expect(200);
    const id = created.body.data.createPost.id as number;
    expect((await get(`/blog/${slug}`).expect(200)).text).to.include('Made Through GraphQL');
    expect((await get('/blog').expect(200)).text).to.include('Made Through GraphQL');
    expect((await graphqlGet(query).expect(200)).body.data.posts.items.map((item: { slug: string }) => item.slug)).to.include(slug);

    const categories = (await get('/api/blog-categories').expect(200)).body as Array<{ id: number; name: string; slug: string; group: string }>;
    const confidence = categories.find((category) => category.name === 'Confidence')!;
    await warm([`/blog/${slug}`, '/api/blog-categories']);
    await gql(admin, 'mutation($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }', {
      id: confidence.id, input: { name: 'Self-Belief', group: confidence.group, slug: confidence.slug },
    }).expect(200);
    expect((await get(`/blog/${slug}`).expect(200)).text).to.include('Self-Belief').and.not.include('>Confidence<');
    expect((await get('/api/blog-categories').expect(200)).body.map((category: { name: string }) => category.name)).to.include('Self-Belief');

    await gql(admin, 'mutation($id: Int!) { deletePost(id: $id) { id } }', { id }).expect(200);
    // In the trash: gone (issue 20).
    expect((await get(`/blog/${slug}`)).status).to.equal(410);
  });

  it('shows a scheduled post at its publish time without any write', async () => {
    const slug = 'scheduled-for-later';
    const due = new Date(NOW.getTime() + 2 * HOUR);
    await admin.post('/api/admin/blog-posts').send(postInput({ slug, title: 'Scheduled For Later', publishDate: due.toISOString(), categories: ['Running'] })).expect(201);
    await warm(['/blog', `/blog/${slug}`, '/sitemap.xml']);
    t.setNow(new Date(due.getTime() - 1000));
    expect((await get('/blog')).text).not.to.include('Scheduled For Later');
    expect((await get(`/blog/${slug}`)).status).to.equal(404);
    t.setNow(due);
    expect((await get('/blog').expect(200)).text).to.include('Scheduled For Later');
    expect((await get(`/blog/${slug}`).expect(200)).text).to.include('Scheduled For Later');
    expect((await get('/sitemap.xml').expect(200)).text).to.include(`/blog/${slug}`);
  });

  it('renders again when the year turns (the footer shows it)', async () => {
    t.setNow(new Date(2026, 11, 31, 23, 59, 0));
    await warm(['/team']);
    const misses = t.cache.stats().misses;
    await get('/team').expect(200);
    expect(t.cache.stats().misses).to.equal(misses);
    t.setNow(new Date(2027, 0, 1, 0, 0, 0));
    await get('/team').expect(200);
    expect(t.cache.stats().misses, 'rendered anew').to.equal(misses + 1);
  });
});
