/**
 * The changes feed (issue 23): GET /api/changes and GraphQL `changes` list post and category
 * updates and removals in order with a next cursor, so a client can sync: a deleted or
 * unpublished post is a tombstone naming the slug the public knew, a draft never appears (nor its
 * contents), a scheduled post appears when its time comes, a category change lists its posts;
 * bad parameters answer 400 naming them and a point older than the log keeps answers 410. Also:
 * an old slug on the REST single read answers 308 to the current one.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;
interface Entry { type: string; action: string; id: number; slug: string; at: string }
interface Page { changes: Entry[]; nextCursor: string; hasMore: boolean }

const DAY = 86_400_000;

describe('the changes feed', () => {
  let t: TestApp;
  let admin: Agent;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  before(async () => {
    t = await createTestApp({ clock });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  const create = async (overrides: Record<string, unknown>) => (await admin.post('/api/admin/blog-posts').send(postInput(overrides)).expect(201)).body.post as { id: number; slug: string };
  const feed = async (query: Record<string, string | number>) => (await request(t.app).get('/api/changes').query(query).expect(200)).body as Page;
  /** Every page from `since` on, following nextCursor while hasMore. */
  /**
   * The feed's own cursor at this moment. A time would take in the earlier tests' changes of the same
   * second on MySQL/MariaDB, whose DATETIME rounds away the milliseconds.
   */
  const cursorNow = async () => (await readAll(new Date(Date.now() - 60_000).toISOString())).cursor;
  const readAll = async (since: string, limit = 50) => {
    const pages: Page[] = [];
    let cursor = since;
    for (let i = 0; i < 50; i++) {
      const page = await feed({ since: cursor, limit });
      pages.push(page);
      cursor = page.nextCursor;
      if (!page.hasMore) break;
    }
    return { changes: pages.flatMap((page) => page.changes), cursor, pages: pages.length };
  };
  const postEntries = (changes: Entry[]) => changes.filter((entry) => entry.type === 'post').map(({ action, id, slug }) => ({ action, id, slug }));

  it('lists updates and a deleted post as a tombstone naming its slug; a draft and its contents never appear', async () => {
    const start = await cursorNow();
    const kept = await create({ slug: 'feed-kept', title: 'Kept' });
    const gone = await create({ slug: 'feed-gone' });
    const draft = await create({ slug: 'feed-secret-draft', status: 'draft', content: '<p>Embargoed numbers</p>' });
    await admin.put(`/api/admin/blog-posts/${kept.id}`).send(postInput({ slug: 'feed-kept-renamed', title: 'Kept' })).expect(200);
    await admin.delete(`/api/admin/blog-posts/${gone.id}`).expect(200);

    const res = await request(t.app).get('/api/changes').query({ since: start }).expect(200);
    expect(res.headers['cache-control']).to.equal('no-store');
    const page = res.body as Page;
    expect(postEntries(page.changes)).to.deep.equal([
      { action: 'updated', id: kept.id, slug: 'feed-kept-renamed' },
      { action: 'removed', id: gone.id, slug: 'feed-gone' },
    ]);
    expect(page.hasMore).to.equal(false);
    expect(page.nextCursor).to.match(/^c1_[A-Za-z0-9_-]+$/);
    const text = JSON.stringify(page);
    expect(text).to.not.include('feed-secret-draft').and.not.include('Embargoed').and.not.include(`"id":${draft.id},`);
    for (const entry of page.changes) expect(Date.parse(entry.at)).to.be.a('number').and.not.NaN;

    // Nothing new since the cursor; unpublishing the kept post makes it a removal under the slug it had.
    expect((await feed({ since: page.nextCursor })).changes).to.deep.equal([]);
    await admin.put(`/api/admin/blog-posts/${kept.id}`).send(postInput({ slug: 'feed-kept-renamed', status: 'draft' })).expect(200);
    const after = await feed({ since: page.nextCursor });
    expect(postEntries(after.changes)).to.deep.equal([{ action: 'removed', id: kept.id, slug: 'feed-kept-renamed' }]);
  });

  it('pages by cursor in order, every change once, the same as one long page', async () => {
    const start = await cursorNow();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create({ slug: `feed-page-${i}` }));
    const whole = await readAll(start, 50);
    const paged = await readAll(start, 2);
    expect(paged.pages).to.be.greaterThan(2);
    expect(postEntries(paged.changes)).to.deep.equal(postEntries(whole.changes));
    expect(postEntries(whole.changes).map((entry) => entry.slug)).to.deep.equal(made.map((post) => post.slug));
  });

  it('shows a scheduled post when its publish time comes (no write happens then)', async () => {
    const scheduled = await create({ slug: 'feed-scheduled', publishDate: new Date(Date.now() + 2 * DAY).toISOString() });
    const start = new Date(Date.now() - 1000).toISOString();
    const before = await readAll(start);
    expect(postEntries(before.changes).map((entry) => entry.slug)).to.not.include('feed-scheduled');
    offsetMs = 3 * DAY;
    try {
      const later = await feed({ since: before.cursor });
      expect(postEntries(later.changes)).to.deep.equal([{ action: 'updated', id: scheduled.id, slug: 'feed-scheduled' }]);
      expect((await feed({ since: later.nextCursor })).changes).to.deep.equal([]);
    } finally {
      offsetMs = 0;
    }
  });

  it('a category change lists the category and the posts that show it', async () => {
    const category = (await admin.post('/api/admin/blog-categories').send({ name: 'Feed Grit', group: 'sport', slug: 'feed-grit' }).expect(201)).body.category as { id: number };
    const post = await create({ slug: 'feed-gritty', categories: ['Feed Grit'] });
    const start = await cursorNow();
    await admin.put(`/api/admin/blog-categories/${category.id}`).send({ name: 'Feed Grit Two', group: 'sport', slug: 'feed-grit-two' }).expect(200);
    const page = await feed({ since: start });
    expect(page.changes.map(({ type, action, id, slug }) => ({ type, action, id, slug }))).to.deep.equal([
      { type: 'category', action: 'updated', id: category.id, slug: 'feed-grit-two' },
      { type: 'post', action: 'updated', id: post.id, slug: 'feed-gritty' },
    ]);
    await admin.delete(`/api/admin/blog-categories/${category.id}`).expect(200);
    const removed = await feed({ since: page.nextCursor });
    expect(removed.changes.find((entry) => entry.type === 'category')).to.deep.include({ action: 'removed', id: category.id, slug: 'feed-grit-two' });
  });

  it('answers GraphQL changes like REST', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const rest = await readAll(start, 200);
    const res = await gql(request(t.app), 'query Feed($since: String!) { changes(since: $since, first: 200) { changes { type action id slug at } nextCursor hasMore } }', { since: start }).expect(200);
    expect(res.body.errors).to.equal(undefined);
    expect(res.body.data.changes.changes).to.deep.equal(rest.changes);
    expect(res.body.data.changes.hasMore).to.equal(false);
  });

  it('refuses bad parameters with 400 naming them, and a point older than the kept log with 410', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'since'], [{ since: 'yesterday' }, 'since'], [{ since: '2026-13-45' }, 'since'], [{ since: 'c1_bm90LWpzb24' }, 'since'],
      [{ since: ['2026-01-01', '2026-01-02'] }, 'since'], [{ since: '2026-11-01', limit: 0 }, 'limit'],
      [{ since: '2026-11-01', limit: 201 }, 'limit'], [{ since: '2026-11-01', limit: 'ten' }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const res = await request(t.app).get('/api/changes').query(query).expect(400);
      expect(Object.keys(res.body.errors), JSON.stringify(query)).to.deep.equal([field]);
      expect(res.body.message).to.match(new RegExp(`^${field} must be`));
    }
    const old = await request(t.app).get('/api/changes').query({ since: new Date(Date.now() - 40 * DAY).toISOString() }).expect(410);
    expect(old.body.message).to.match(/older than the 30 days of changes kept/);
    const graph = await gql(request(t.app), '{ changes(since: "2020-01-01") { hasMore } }').expect(200);
    expect(graph.body.errors[0].extensions.code).to.equal('GONE');
  });
});

describe('old slugs on the REST single read', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });

  it('answers 308 to the current slug (query kept), from the cache too, until another post takes the old slug', async () => {
    const admin = await adminAgent(t.app, t.services);
    const post = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'old-name' })).expect(201)).body.post as { id: number };
    await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'new-name' })).expect(200);
    for (let i = 0; i < 2; i++) {
      const moved = await request(t.app).get('/api/blog-posts/old-name').query({ fields: 'slug,title' }).expect(308);
      expect(moved.headers.location).to.equal('/api/blog-posts/new-name?fields=slug,title');
    }
    const followed = await request(t.app).get('/api/blog-posts/new-name').query({ fields: 'slug' }).expect(200);
    expect(followed.body).to.deep.equal({ slug: 'new-name' });
    await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'old-name', title: 'A new post with the old name' })).expect(201);
    const taken = await request(t.app).get('/api/blog-posts/old-name').query({ fields: 'slug,title' }).expect(200);
    expect(taken.body).to.deep.equal({ slug: 'old-name', title: 'A new post with the old name' });
    await request(t.app).get('/api/blog-posts/never-was').expect(404);
  });
});
