/**
 * Query.postsConnection: Relay-style keyset paging of the published posts by (publishDate, id),
 * forwards and backwards, newest or oldest first; the filters (categories any-of and all-of,
 * author, dates, updated since, search); opaque cursors with a BAD_USER_INPUT naming the argument
 * when one is not ours; pages that stay right when posts are published or unpublished between
 * two requests. The page-number list takes the same filter.
 */
import { expect } from 'chai';
import request from 'supertest';
import { BlogPost } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { insertCatalogue, NOW, slugs, VISIBLE_BY_DATE } from '../helpers/post-catalogue.js';

const CONNECTION = `query Page($first: Int, $after: String, $last: Int, $before: String, $order: PostOrder, $filter: PostFilter) {
  postsConnection(first: $first, after: $after, last: $last, before: $before, order: $order, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { slug status publishDate } }
  }
}`;

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: Array<{ cursor: string; node: { slug: string } }>;
}

describe('GraphQL postsConnection: keyset paging and filters', () => {
  let t: TestApp;
  const page = async (variables: Record<string, unknown> = {}): Promise<Page> => {
    const res = await gql(request(t.app), CONNECTION, variables).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.postsConnection;
  };
  const nodes = (result: Page) => slugs(result.edges.map((edge) => edge.node));
  const errorOf = async (variables: Record<string, unknown>) => (await gql(request(t.app), CONNECTION, variables).expect(200)).body.errors?.[0];

  beforeEach(async () => {
    t ??= await createTestApp({ clock: () => NOW });
    await resetDatabase();
    await insertCatalogue();
  });

  it('pages forwards newest first with cursors, pageInfo and the total', async () => {
    const first = await page({ first: 3 });
    expect(nodes(first)).to.deep.equal(VISIBLE_BY_DATE.slice(0, 3));
    expect(first.pageInfo).to.include({ hasNextPage: true, hasPreviousPage: false, startCursor: first.edges[0]!.cursor, endCursor: first.edges[2]!.cursor });
    expect(first.totalCount).to.equal(7);
    const second = await page({ first: 3, after: first.pageInfo.endCursor });
    expect(nodes(second)).to.deep.equal(VISIBLE_BY_DATE.slice(3, 6));
    expect(second.pageInfo).to.include({ hasNextPage: true, hasPreviousPage: true });
    const third = await page({ first: 3, after: second.pageInfo.endCursor });
    expect(nodes(third)).to.deep.equal(VISIBLE_BY_DATE.slice(6));
    expect(third.pageInfo).to.include({ hasNextPage: false, hasPreviousPage: true });
    // Any edge's cursor continues from that post.
    expect(nodes(await page({ first: 2, after: first.edges[0]!.cursor }))).to.deep.equal(VISIBLE_BY_DATE.slice(1, 3));
  });

  it('pages backwards with last and before, and oldest first', async () => {
    const end = await page({ last: 2 });
    expect(nodes(end)).to.deep.equal(VISIBLE_BY_DATE.slice(5));
    expect(end.pageInfo).to.include({ hasNextPage: false, hasPreviousPage: true });
    const before = await page({ last: 2, before: end.pageInfo.startCursor });
    expect(nodes(before)).to.deep.equal(VISIBLE_BY_DATE.slice(3, 5));
    expect(before.pageInfo).to.include({ hasNextPage: true, hasPreviousPage: true });
    const oldest = await page({ first: 4, order: 'oldest' });
    expect(nodes(oldest)).to.deep.equal([...VISIBLE_BY_DATE].reverse().slice(0, 4));
    expect(nodes(await page({ first: 10, order: 'oldest', after: oldest.pageInfo.endCursor }))).to.deep.equal([...VISIBLE_BY_DATE].reverse().slice(4));
  });

  it('orders posts of the same date by id, so none is repeated or lost at a page break', async () => {
    const same = new Date('2026-05-20T00:00:00.000Z');
    for (const slug of ['same-a', 'same-b', 'same-c']) await BlogPost.create({ ...postInput({ slug }), publishDate: same } as never);
    databaseChangedBehindTheApp();
    const first = await page({ first: 2 });
    const rest = await page({ first: 10, after: first.pageInfo.endCursor });
    expect([...nodes(first), ...nodes(rest)]).to.deep.equal(['same-c', 'same-b', 'same-a', ...VISIBLE_BY_DATE]);
  });

  it('neither repeats nor skips a post when posts are published or unpublished between two requests', async () => {
    const first = await page({ first: 3 });
    expect(nodes(first)).to.deep.equal(['marathon-mind', 'open-water-calm', 'base-season']);
    // Meanwhile: a new post on top, one dated inside page 1's span, one dated after it, and a page-1 post unpublished.
    for (const [slug, publishDate] of [['brand-new', '2026-06-14T09:00:00.000Z'], ['inside-page-1', '2026-04-15T09:00:00.000Z'], ['after-page-1', '2026-02-15T09:00:00.000Z']]) {
      await t.services.posts.create(postInput({ slug, publishDate }));
    }
    const openWater = await BlogPost.findOne({ where: { slug: 'open-water-calm' } });
    await t.services.posts.update(openWater!.id, { ...postInput({ slug: 'open-water-calm', publishDate: '2026-04-01T09:00:00.000Z' }), status: 'draft' });
    const second = await page({ first: 3, after: first.pageInfo.endCursor });
    expect(nodes(second)).to.deep.equal(['after-page-1', 'cycling-solo', 'our-top-book-recommendations']);
  });

  it('(unlike page numbers, whose page 2 repeats a post of page 1 after the same changes)', async () => {
    const numbered = async (pageNumber: number) => slugs((await gql(request(t.app),
      `{ posts(page: ${pageNumber}, pageSize: 3, filter: { publishedAfter: "2000-01-01T00:00:00Z" }) { items { slug } } }`).expect(200)).body.data.posts.items);
    expect(await numbered(1)).to.deep.equal(['marathon-mind', 'open-water-calm', 'base-season']);
    await t.services.posts.create(postInput({ slug: 'brand-new', publishDate: '2026-06-14T09:00:00.000Z' }));
    expect(await numbered(2)).to.deep.equal(['base-season', 'cycling-solo', 'our-top-book-recommendations']);
  });

  it('filters by categories any-of and all-of (slugs), author, dates, update time and search', async () => {
    const filtered = async (filter: Record<string, unknown>) => nodes(await page({ first: 50, filter }));
    expect(await filtered({ categories: ['running', 'confidence'] })).to.deep.equal(['marathon-mind', 'a-few-of-our-favorite-things']);
    expect(await filtered({ allCategories: ['running', 'visualization'] })).to.deep.equal(['marathon-mind']);
    expect(await filtered({ allCategories: ['running', 'swimming'] })).to.deep.equal([]);
    // An unknown category is refused, naming it (a stale slug is not an empty list).
    const allUnknown = await errorOf({ first: 50, filter: { allCategories: ['running', 'no-such-category'] } });
    expect(allUnknown.extensions).to.deep.include({ code: 'BAD_USER_INPUT' });
    expect(allUnknown.extensions.errors.allCategories).to.include('Unknown category: no-such-category');
    const anyUnknown = await errorOf({ first: 50, filter: { categories: ['running', 'no-such-category'] } });
    expect(anyUnknown.extensions.errors.categories).to.include('Unknown category: no-such-category');
    expect(await filtered({ author: '  zed MARATHON ' })).to.deep.equal(['cycling-solo']);
    expect(await filtered({ publishedAfter: '2026-02-01T00:00:00Z', publishedBefore: '2026-04-15T00:00:00+02:00' })).to.deep.equal(['open-water-calm', 'base-season']);
    expect(await filtered({ search: 'mindset' })).to.deep.equal(['marathon-mind', 'our-top-book-recommendations']);
    expect(await filtered({ search: 'mindset', categories: ['running'] })).to.deep.equal(['marathon-mind']);
    // Sequelize would stamp updatedAt itself: set it in SQL.
    await t.sequelize.query('UPDATE blog_posts SET updatedAt = ?', { replacements: [new Date('2026-06-01T00:00:00.000Z')] });
    await t.sequelize.query('UPDATE blog_posts SET updatedAt = ? WHERE slug = ?', { replacements: [new Date('2026-06-10T00:00:00.000Z'), 'base-season'] });
    databaseChangedBehindTheApp();
    expect(await filtered({ updatedSince: '2026-06-05T00:00:00Z' })).to.deep.equal(['base-season']);
    expect((await page({ first: 1, filter: { categories: ['running', 'confidence'] } })).totalCount).to.equal(2);
  });

  it('never shows drafts or scheduled posts, whatever the filter', async () => {
    const all = await page({ first: 50, filter: { allCategories: ['running'] } });
    expect(nodes(all)).to.deep.equal(['marathon-mind']);
    expect(all.edges.every((edge) => (edge.node as unknown as { status: string }).status === 'published')).to.equal(true);
  });

  it('takes the same filter on the page-number list', async () => {
    const res = await gql(request(t.app), `{ posts(pageSize: 10, categories: ["running", "base"], filter: { publishedBefore: "2026-04-01T00:00:00Z", categories: ["confidence"] }) {
      total items { slug } } }`).expect(200);
    expect(res.body.errors).to.equal(undefined);
    // The categories argument replaces filter.categories; the dates still apply.
    expect(res.body.data.posts).to.deep.equal({ total: 1, items: [{ slug: 'base-season' }] });
  });

  it('answers BAD_USER_INPUT naming the argument for a cursor that is not ours, a size over 50 or first with last', async () => {
    const foreign = [
      'nope!', Buffer.from('{"id":1}').toString('base64url'), Buffer.from('["yesterday",1]').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000Z",-1]').toString('base64url'), 'x'.repeat(300),
    ];
    for (const cursor of foreign) {
      for (const [name, variables] of [['after', { after: cursor }], ['before', { last: 1, before: cursor }]] as const) {
        const error = await errorOf(variables);
        expect(error?.extensions?.code, `${name} ${cursor}`).to.equal('BAD_USER_INPUT');
        expect(Object.keys(error.extensions.errors)).to.deep.equal([name]);
        expect(error.message).to.match(new RegExp(`^${name} is not a cursor of this list`));
      }
    }
    expect((await errorOf({ first: 51 })).extensions).to.deep.equal({ code: 'BAD_USER_INPUT', errors: { first: 'first must be a whole number from 0 to 50' } });
    expect((await errorOf({ last: -1 })).extensions.errors).to.deep.equal({ last: 'last must be a whole number from 0 to 50' });
    expect((await errorOf({ first: 2, last: 2 })).extensions.errors).to.have.key('last');
    expect((await gql(request(t.app), CONNECTION, { order: 'newset' }).expect(400)).body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
  });

  it('answers an empty page for first: 0 with whether posts follow', async () => {
    const empty = await page({ first: 0 });
    expect(empty.edges).to.deep.equal([]);
    expect(empty.pageInfo).to.deep.equal({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});
