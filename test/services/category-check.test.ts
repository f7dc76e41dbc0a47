/**
 * The two ways a list page checks a category filter (public-reads/statements.ts, CategoryCheck): building the
 * set of linked posts, or probing each post walked. Both must give the same pages for every
 * filter, order and page; the list uses the probe only when the kept counts say the filter matches
 * a fair share of the visible posts.
 */
import { expect } from 'chai';
import type { Sequelize } from 'sequelize-typescript';
import { CategoryCatalogue } from '../../src/services/category-catalogue.js';
import { createServices, type PostListQuery } from '../../src/services/index.js';
import { listShape, listWindow } from '../../src/services/public-reads/list-query.js';
import { planPage, readSlices, type CountRow } from '../../src/services/public-reads/list.js';
import { countStatement } from '../../src/services/public-reads/statements.js';
import { dialectOf } from '../../src/db/connection.js';
import { QueryTypes } from 'sequelize';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { statementsOf } from '../helpers/sql-statements.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const NAMES = ['Running', 'Cycling', 'Swimming', 'Confidence', 'Base', 'Visualization'];

describe('services: a category filter checked by set or by probe gives the same pages', function () {
  this.timeout(60_000);
  let sequelize: Sequelize;
  let catalogue: CategoryCatalogue;

  before(async () => {
    ({ sequelize } = await testDatabase());
    await resetDatabase();
    // 60 posts: one to three categories each (some share a first category), every 7th a draft,
    // every 11th scheduled after NOW, some on the same date (the id breaks the tie), a word in some titles.
    for (let n = 0; n < 60; n++) {
      const categories = [NAMES[n % 6], NAMES[(n * 5 + 1) % 6], NAMES[(n * 7 + 2) % 6]].slice(0, 1 + (n % 3));
      await insertPost({
        slug: `post-${n}`,
        title: n % 4 === 0 ? `Taper week ${n}` : `Post ${n}`,
        categories: [...new Set(categories)],
        status: n % 7 === 0 ? 'draft' : 'published',
        publishDate: new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 2) * 86_400_000 + (n % 11 === 0 ? 400 * 86_400_000 : 0)).toISOString(),
      });
    }
    catalogue = await CategoryCatalogue.load();
  });

  const QUERIES: PostListQuery[] = [];
  for (const categories of [['running'], ['running', 'cycling'], ['base', 'visualization', 'swimming']]) {
    for (const sort of ['recent', 'oldest', 'category-asc', 'category-desc']) {
      for (const page of [1, 2, 4]) QUERIES.push({ categories, sort, page, pageSize: 5 });
    }
  }
  QUERIES.push({ allCategories: ['running', 'base'], pageSize: 3 }, { categories: ['cycling'], search: 'taper' }, { categories: ['confidence'], allCategories: ['running'], sort: 'oldest' });

  it(`${QUERIES.length} filtered pages: the same posts in the same order, and the same total`, async () => {
    const dialect = dialectOf(sequelize);
    let compared = 0;
    for (const query of QUERIES) {
      const { shape } = listShape(query, catalogue, NOW, false);
      const { page, pageSize } = listWindow(query);
      const count = countStatement(dialect, shape);
      const counts = await sequelize.query<CountRow>(count.text, { replacements: [...count.values], type: QueryTypes.SELECT });
      const { slices, total } = planPage({ shape, offset: (page - 1) * pageSize, limit: pageSize, includeContent: false }, catalogue, counts);
      const bySet = await readSlices(sequelize, catalogue, shape, slices, false, 'set');
      const byProbe = await readSlices(sequelize, catalogue, shape, slices, false, 'probe');
      expect(byProbe.map((post) => post.slug), JSON.stringify(query)).to.deep.equal(bySet.map((post) => post.slug));
      if (bySet.length) compared++;
      expect(total).to.be.at.most(60);
    }
    expect(compared, 'pages with posts on them').to.be.greaterThan(QUERIES.length / 2);
  });

  it('the list probes only once the kept counts show the filter matches a fair share of the visible posts', async () => {
    const services = createServices(sequelize, { clock: () => NOW, publicReadMaxAgeMs: 60_000 });
    const probes = async (query: PostListQuery) => (await statementsOf(sequelize, () => services.posts.listPublished(query)))
      .some((text) => text.includes('SELECT COUNT(*) FROM blog_post_categories l WHERE l.postId = p.id'));
    expect(await probes({ categories: ['running', 'cycling'], pageSize: 1 }), 'visible posts not counted yet').to.equal(false);
    await services.posts.listPublished({});
    expect(await probes({ categories: ['running', 'cycling'], pageSize: 1 }), 'a page of 1 among many matches').to.equal(true);
    expect(await probes({ categories: ['running', 'cycling'], pageSize: 20 }), 'a page reaching past most matches').to.equal(false);
  });
});
