/**
 * Kept list orders (src/services/public-reads/list-cache.ts, public-reads/list.ts readInOrder): a deep page (and
 * on MySQL/MariaDB a search) is read as a slice of the list's kept order. The pages must be the
 * ones the database gives without keeping anything, for every order, filter and page; what is
 * kept goes with a write through the services; a post unpublished behind the services' back is
 * never shown from a kept order (its page is one post short until the order is read again).
 */
import { expect } from 'chai';
import type { Sequelize } from 'sequelize-typescript';
import { BlogPost } from '../../models/index.js';
import { createServices, type PostListQuery, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { insertPost, postInput } from '../helpers/fixtures.js';
import { statementsOf } from '../helpers/sql-statements.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const NAMES = ['Running', 'Cycling', 'Swimming', 'Confidence', 'Base', 'Visualization'];
const POSTS = 220;

describe('services: pages read from a kept list order are the database\'s pages', function () {
  this.timeout(120_000);
  let sequelize: Sequelize;
  let fresh: Services;
  let kept: Services;

  before(async () => {
    ({ sequelize } = await testDatabase());
    await resetDatabase();
    // Some share a date (the id breaks the tie), every 9th is a draft, every 13th is scheduled, one title in three has "taper".
    for (let n = 0; n < POSTS; n++) {
      await insertPost({
        slug: n < 3 ? ['start-here', 'a-few-of-our-favorite-things', 'our-top-book-recommendations'][n] : `post-${n}`,
        title: n % 3 === 0 ? `Taper talk ${n}` : `Post ${n}`,
        categories: [...new Set([NAMES[n % 6], NAMES[(n * 5 + 1) % 6]])],
        status: n % 9 === 4 ? 'draft' : 'published',
        publishDate: new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 3) * 86_400_000 + (n % 13 === 5 ? 600 * 86_400_000 : 0)).toISOString(),
      });
    }
  });
  beforeEach(() => {
    fresh = createServices(sequelize, { clock: () => NOW });
    kept = createServices(sequelize, { clock: () => NOW, publicReadMaxAgeMs: 60_000 });
  });

  const QUERIES: PostListQuery[] = [];
  for (const sort of ['recent', 'oldest', 'category-asc', 'category-desc']) {
    for (const page of [6, 8, 9]) QUERIES.push({ sort, page, pageSize: 20 });
    QUERIES.push({ sort, page: 3, pageSize: 50 }, { sort, search: 'taper', page: 1, pageSize: 7 }, { sort, search: 'taper', page: 3, pageSize: 7 });
  }
  QUERIES.push({ categories: ['running', 'cycling'], page: 2, pageSize: 100 }, { categories: ['base'], search: 'taper', pageSize: 3, page: 2 });

  it(`${QUERIES.length} pages: the same posts, in the same order, with the same total, read three times`, async () => {
    let nonEmpty = 0;
    for (const query of QUERIES) {
      const expected = await fresh.posts.listPublished(query);
      // The first read walks (an order wanted once is not read), the second reads and keeps the order, the third reads from it.
      for (const round of ['first', 'order read', 'kept']) {
        let page!: Awaited<ReturnType<Services['posts']['listPublished']>>;
        const statements = await statementsOf(sequelize, async () => { page = await kept.posts.listPublished(query); });
        const deepOrSearch = ((query.page as number) - 1) * (query.pageSize as number) >= 100 || !!query.search;
        if (round === 'kept' && deepOrSearch && expected.total > 0) expect(statements, `${JSON.stringify(query)}: read from its kept order`).to.have.length(1);
        const label = `${JSON.stringify(query)} (${round})`;
        expect(page.items.map((post) => post.slug), label).to.deep.equal(expected.items.map((post) => post.slug));
        expect(page.total, label).to.equal(expected.total);
        expect(page.items[0]?.categoryLabels, label).to.deep.equal(expected.items[0]?.categoryLabels);
      }
      if (expected.items.length) nonEmpty++;
    }
    expect(nonEmpty).to.be.greaterThan(QUERIES.length * 0.9);
  });

  it('a deep page from a kept order: a post unpublished behind the services\' back is left out, a write through them reads the order again', async () => {
    const query = { page: 6, pageSize: 20 };
    await kept.posts.listPublished(query);
    const before = await kept.posts.listPublished(query);
    const gone = before.items[3]!.slug;
    await BlogPost.update({ status: 'draft' }, { where: { slug: gone } });
    const kept1 = await kept.posts.listPublished(query);
    expect(kept1.total, 'the kept total').to.equal(before.total);
    expect(kept1.items.map((post) => post.slug)).to.deep.equal(before.items.map((post) => post.slug).filter((slug) => slug !== gone));
    await kept.posts.create(postInput({ slug: 'written-through', categories: ['Running'], publishDate: '2020-01-01T09:00:00.000Z' }));
    const after = await kept.posts.listPublished(query);
    const expected = await fresh.posts.listPublished(query);
    expect(after.total).to.equal(before.total);
    expect(after.items.map((post) => post.slug)).to.deep.equal(expected.items.map((post) => post.slug)).and.not.include(gone);
    await BlogPost.update({ status: 'published' }, { where: { slug: gone } });
    await BlogPost.destroy({ where: { slug: 'written-through' } });
  });

  it('a deep page read once is one walk; read again, its list\'s order is kept and every page of it is one statement (its posts by id)', async () => {
    const services = createServices(sequelize, { clock: () => NOW, publicReadMaxAgeMs: 60_000 });
    const statements = (query: PostListQuery) => statementsOf(sequelize, () => services.posts.listPublished(query));
    const readsOrder = (texts: string[]) => texts.some((text) => text.includes('GROUP_CONCAT(k.id'));
    for (const sort of ['recent', 'oldest', 'category-asc']) {
      expect(readsOrder(await statements({ sort, page: 6, pageSize: 20 })), `${sort}: read once`).to.equal(false);
      expect(readsOrder(await statements({ sort, page: 6, pageSize: 20 })), `${sort}: read again`).to.equal(true);
    }
    expect(await statements({ sort: 'oldest', page: 7, pageSize: 20 }), 'a page of a kept order: one statement').to.have.length(1);
    expect(await statements({ sort: 'recent', page: 1, pageSize: 20 }), 'page 1 from the kept order too').to.have.length(1);
  });
});
