/**
 * Old article URLs keep working (issue 12, row 3 and deliverable 2): a post's earlier slugs answer
 * a 301 to its article, kept in post_slug_redirects, through further renames, never over a live
 * post's slug, and only while the post is public. Also through the response cache and Vike's
 * client-side navigation (the pageContext.json request).
 */
import { expect } from 'chai';
import request from 'supertest';
import type { Agent } from 'supertest';
import { PostSlugRedirect } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { visibleText } from '../helpers/blog-html.js';
import { cachedApp, type CachedApp } from '../http-cache/support.js';

const NOW = new Date('2026-11-20T12:00:00Z');

async function redirectRows(): Promise<Array<{ slug: string; postId: number }>> {
  const rows = await PostSlugRedirect.findAll({ order: [['slug', 'ASC']] });
  return rows.map(({ slug, postId }) => ({ slug, postId }));
}

describe('API: old article slugs redirect (301) to the article', () => {
  let t: TestApp;
  let admin: Agent;
  before(async function () {
    this.timeout(120_000);
    t = await createTestApp({ pages: true, clock: () => NOW });
  });
  beforeEach(async () => {
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  async function create(overrides: Record<string, unknown>): Promise<{ id: number; body: Record<string, unknown> }> {
    const body = postInput(overrides);
    const res = await admin.post('/api/admin/blog-posts').send(body).expect(201);
    return { id: res.body.post.id, body };
  }
  const rename = (id: number, body: Record<string, unknown>, slug: string, extra: Record<string, unknown> = {}) =>
    admin.put(`/api/admin/blog-posts/${id}`).send({ ...body, slug, ...extra }).expect(200);

  it('answers the old slug with a 301 to the new article URL after a rename, and stores the old slug', async () => {
    const { id, body } = await create({ slug: 'first-name', title: 'Breathing basics' });
    await rename(id, body, 'breathing-basics');
    const res = await request(t.app).get('/blog/first-name').expect(301);
    expect(res.headers.location).to.equal('/blog/breathing-basics');
    expect(await redirectRows()).to.deep.equal([{ slug: 'first-name', postId: id }]);
    const article = await request(t.app).get(res.headers.location).expect(200);
    expect(visibleText(article.text)).to.include('Breathing basics');
  });

  it('keeps the list view the reader came from in the redirect', async () => {
    const { id, body } = await create({ slug: 'old-name' });
    await rename(id, body, 'new-name');
    const res = await request(t.app).get('/blog/old-name?search=box&category=running&sort=oldest&page=2').expect(301);
    expect(res.headers.location).to.equal('/blog/new-name?search=box&category=running&sort=oldest&page=2');
  });

  it('follows further renames in one hop (A → B → C: A and B lead to C); renaming back to A drops A\'s redirect', async () => {
    const { id, body } = await create({ slug: 'slug-a' });
    await rename(id, body, 'slug-b');
    await rename(id, body, 'slug-c');
    expect((await request(t.app).get('/blog/slug-a').expect(301)).headers.location).to.equal('/blog/slug-c');
    expect((await request(t.app).get('/blog/slug-b').expect(301)).headers.location).to.equal('/blog/slug-c');
    expect(await redirectRows()).to.deep.equal([{ slug: 'slug-a', postId: id }, { slug: 'slug-b', postId: id }]);

    await rename(id, body, 'slug-a');
    await request(t.app).get('/blog/slug-a').expect(200);
    expect((await request(t.app).get('/blog/slug-c').expect(301)).headers.location).to.equal('/blog/slug-a');
    expect(await redirectRows()).to.deep.equal([{ slug: 'slug-b', postId: id }, { slug: 'slug-c', postId: id }]);
  });

  it('never shadows a live post: a new post (or a rename) taking an old slug removes the redirect', async () => {
    const first = await create({ slug: 'shared-name', title: 'The first post' });
    await rename(first.id, first.body, 'first-renamed');
    expect(await redirectRows()).to.deep.equal([{ slug: 'shared-name', postId: first.id }]);

    await create({ slug: 'shared-name', title: 'The second post' });
    expect(await redirectRows()).to.deep.equal([]);
    const res = await request(t.app).get('/blog/shared-name').expect(200);
    expect(visibleText(res.text)).to.include('The second post');

    const third = await create({ slug: 'third-post' });
    await rename(third.id, third.body, 'third-renamed');
    const other = await create({ slug: 'other-post' });
    await rename(other.id, other.body, 'third-post');
    // third-post was third's old slug; other takes it: the redirect goes, other's own old slug is kept.
    expect(await redirectRows()).to.deep.equal([{ slug: 'other-post', postId: other.id }]);
    await request(t.app).get('/blog/third-post').expect(200);
  });

  it('redirects only to a published and due post; otherwise the old URL is an ordinary 404', async () => {
    const { id, body } = await create({ slug: 'was-here' });
    await rename(id, body, 'now-here', { status: 'draft' });
    const draft = await request(t.app).get('/blog/was-here').expect(404);
    expect(visibleText(draft.text)).to.include('Article Not Found');

    await rename(id, body, 'now-here', { status: 'published', publishDate: '2027-01-01T09:00:00.000Z' });
    await request(t.app).get('/blog/was-here').expect(404);

    await rename(id, body, 'now-here', { status: 'published' });
    expect((await request(t.app).get('/blog/was-here').expect(301)).headers.location).to.equal('/blog/now-here');
  });

  it('keeps the old slugs while the post is in the trash (410) and forgets them with the post deleted for good (ON DELETE CASCADE)', async () => {
    const { id, body } = await create({ slug: 'to-delete' });
    await rename(id, body, 'deleted-later');
    expect(await redirectRows()).to.have.length(1);
    await admin.delete(`/api/admin/blog-posts/${id}`).expect(200);
    expect(await redirectRows()).to.have.length(1);
    await request(t.app).get('/blog/to-delete').expect(410);
    await admin.delete(`/api/admin/trash/${id}`).expect(200);
    expect(await redirectRows()).to.deep.equal([]);
    await request(t.app).get('/blog/to-delete').expect(404);
  });

  it('redirects a client-side navigation to the old URL too (Vike\'s pageContext.json answer)', async () => {
    const { id, body } = await create({ slug: 'json-old' });
    await rename(id, body, 'json-new');
    const res = await request(t.app).get('/blog/json-old/index.pageContext.json').expect(200);
    expect(res.text).to.include('/blog/json-new');
  });

  it('a revision restore records the old slug the same way', async () => {
    const { id, body } = await create({ slug: 'before-restore' });
    await rename(id, body, 'after-rename');
    const revisions = await t.services.revisions.list(id);
    const original = revisions.find((revision) => revision.slug === 'before-restore');
    expect(original, 'the first save\'s revision').to.exist;
    await t.services.revisions.restore(original!.id);
    expect(await redirectRows()).to.deep.equal([{ slug: 'after-rename', postId: id }]);
    expect((await request(t.app).get('/blog/after-rename').expect(301)).headers.location).to.equal('/blog/before-restore');
  });
});

describe('HTTP cache: a cached 301 follows the content', () => {
  let c: CachedApp;
  let admin: Agent;
  before(async function () {
    this.timeout(120_000);
    c = await cachedApp({ now: NOW });
  });
  after(() => c?.cache.stop());

  it('keeps the 301 for anonymous readers and drops it when the post is unpublished or its old slug is taken', async () => {
    await resetDatabase();
    c.cache.purgeAll();
    admin = await adminAgent(c.app, c.services);
    const body = postInput({ slug: 'cached-old' });
    const { id } = (await admin.post('/api/admin/blog-posts').send(body).expect(201)).body.post;
    await admin.put(`/api/admin/blog-posts/${id}`).send({ ...body, slug: 'cached-new' }).expect(200);

    const first = await request(c.listener).get('/blog/cached-old').expect(301);
    expect(first.headers.location).to.equal('/blog/cached-new');
    expect(first.headers['cache-control']).to.match(/public/);
    const hits = c.cache.stats().hits;
    await request(c.listener).get('/blog/cached-old').expect(301);
    expect(c.cache.stats().hits, 'the second 301 came from the cache').to.equal(hits + 1);

    // The client-side navigation's answer (a 200 JSON naming the redirect) is cached the same way.
    const json = '/blog/cached-old/index.pageContext.json';
    expect((await request(c.listener).get(json).expect(200)).text).to.include('/blog/cached-new');
    await request(c.listener).get(json).expect(200);

    // Unpublished: the old URL is a 404 at once (the write purged the cached 301 and its JSON).
    await admin.put(`/api/admin/blog-posts/${id}`).send({ ...body, slug: 'cached-new', status: 'draft' }).expect(200);
    await request(c.listener).get('/blog/cached-old').expect(404);
    expect((await request(c.listener).get(json).expect(200)).text).not.to.include('/blog/cached-new');
    await admin.put(`/api/admin/blog-posts/${id}`).send({ ...body, slug: 'cached-new' }).expect(200);
    await request(c.listener).get('/blog/cached-old').expect(301);

    // A new post takes the old slug: it is served, not the redirect.
    await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'cached-old', title: 'Now a post of its own' })).expect(201);
    const taken = await request(c.listener).get('/blog/cached-old').expect(200);
    expect(visibleText(taken.text)).to.include('Now a post of its own');
  });
});
