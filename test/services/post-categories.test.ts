/**
 * Post categories as links, through the services on the test database: a rename writes one row,
 * a delete removes the links and keeps the posts, filters resolve slugs or names once.
 */
import { expect } from 'chai';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory, BlogPost } from '../../models/index.js';
import { createServices, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { postInput, storedCategoryNames } from '../helpers/fixtures.js';
import { statementsOf } from '../helpers/sql-statements.js';
import { NOW } from '../helpers/post-catalogue.js';

const writes = (statements: string[]) => statements.filter((sql) => /^(INSERT|UPDATE|DELETE)\b/i.test(sql));
const slugsOf = (items: Array<{ slug: string }>) => items.map((item) => item.slug);

describe('services: post categories as links', () => {
  let sequelize: Sequelize;
  let services: Services;
  const categoryId = async (name: string) => (await BlogCategory.findOne({ where: { name } }))!.id;

  before(async () => {
    ({ sequelize } = await testDatabase());
    services = createServices(sequelize, { clock: () => NOW });
  });
  beforeEach(() => resetDatabase());

  it('renames with two writes (the category row, its posts\' updatedAt) and every post shows the new name', async () => {
    const first = await services.posts.create(postInput({ slug: 'first', categories: ['Running', 'Confidence'] }));
    const second = await services.posts.create(postInput({ slug: 'second', categories: ['Confidence', 'Running'], status: 'draft' }));
    const id = await categoryId('Running');
    const other = await services.posts.create(postInput({ slug: 'other', categories: ['Cycling'] }));
    // updatedAt is the wall clock's (as Sequelize stamps every save): all three saved a minute ago.
    await sequelize.query('UPDATE blog_posts SET updatedAt = ?', { replacements: [new Date(Date.now() - 60_000)] });
    const untouched = await BlogPost.findByPk(other.id);
    const renamedAt = new Date(Date.now() - 30_000);

    const statements = await statementsOf(sequelize, () => services.categories.update(id, { name: 'Road Running', group: 'sport', slug: 'road-running' }));
    // Besides the content-change log entry (what caches purge) and its audit entry: the category row, and one statement
    // moving its posts' updatedAt (what they show changed: updatedSince finds them).
    // The old slug and name are kept as aliases (issue 20, item 8): a link or an open form naming them still works.
    expect(writes(statements).filter((statement) => /category_aliases/.test(statement)).length).to.be.within(2, 4);
    const dataWrites = writes(statements).filter((statement) => !/content_changes|audit_log|category_aliases/.test(statement));
    expect(dataWrites).to.have.length(2);
    expect(dataWrites[0]).to.match(/^UPDATE `blog_categories`/);
    expect(dataWrites[1]).to.match(/^UPDATE blog_posts SET updatedAt/);

    for (const post of [first, second]) expect((await BlogPost.findByPk(post.id))!.updatedAt.getTime(), post.slug).to.be.greaterThan(renamedAt.getTime());
    expect((await BlogPost.findByPk(other.id))!.updatedAt.getTime()).to.equal(untouched!.updatedAt.getTime());
    const since = await services.posts.connection({ first: 50, updatedSince: renamedAt.toISOString() });
    expect(since.edges.map((edge) => edge.node.slug)).to.deep.equal(['first']);
    expect((await services.posts.getForAdmin(first.id)).categories).to.deep.equal(['Road Running', 'Confidence']);
    expect((await services.posts.getForAdmin(second.id)).categories).to.deep.equal(['Confidence', 'Road Running']);
    const article = await services.posts.getPublishedBySlug('first');
    expect(article).to.include({ categoryLabel: 'Road Running' });
    const filtered = await services.posts.listPublished({ categories: ['road-running'] });
    expect(slugsOf(filtered.items)).to.deep.equal(['first']);
    expect(filtered.items[0].categoryLabels).to.deep.equal(['Road Running', 'Confidence']);
    // The old slug still names it (issue 20, item 8): the same answer as the new one.
    const old = await services.posts.listPublished({ categories: ['running'] });
    expect(slugsOf(old.items)).to.deep.equal(['first']);
    expect(old.filterCategories.map((category) => category.slug)).to.deep.equal(['road-running']);
    const admin = await services.posts.listForAdmin({ search: 'road run' });
    expect(slugsOf(admin).sort()).to.deep.equal(['first', 'second']);
  });

  it('deletes a category: its links go, the posts keep their others, stay published, and are counted', async () => {
    const both = await services.posts.create(postInput({ slug: 'both', categories: ['Running', 'Confidence', 'Base'] }));
    const only = await services.posts.create(postInput({ slug: 'only', categories: ['Running'] }));
    const other = await services.posts.create(postInput({ slug: 'other', categories: ['Cycling'] }));
    const id = await categoryId('Running');

    expect(await services.categories.delete(id)).to.deep.equal({ id, postsUpdated: 2 });
    expect(await BlogCategory.findByPk(id)).to.equal(null);
    expect(await storedCategoryNames(both.id)).to.deep.equal(['Confidence', 'Base']);
    expect(await storedCategoryNames(only.id)).to.deep.equal([]);
    expect(await storedCategoryNames(other.id)).to.deep.equal(['Cycling']);
    const list = await services.posts.listPublished({ pageSize: 50 });
    expect(slugsOf(list.items).sort()).to.deep.equal(['both', 'only', 'other']);
    expect(list.items.find((post) => post.slug === 'both')).to.include({ categoryLabel: 'Confidence', status: 'published' });
    expect(list.items.find((post) => post.slug === 'only')).to.deep.include({ categoryLabel: '', categoryLabels: [] });
    // The first category moved on: Confidence now sorts "both", and "only" goes last.
    const byCategory = await services.posts.listPublished({ sort: 'category-asc', pageSize: 50 });
    expect(slugsOf(byCategory.items)).to.deep.equal(['both', 'other', 'only']);
    expect((await services.categories.delete(await categoryId('Swimming'))).postsUpdated).to.equal(0);
  });

  it('filters any-of by slug or by name (whatever the case), each post once, in the chosen order', async () => {
    await services.posts.create(postInput({ slug: 'run-swim', categories: ['Running', 'Swimming'], publishDate: '2025-03-03T00:00:00Z' }));
    await services.posts.create(postInput({ slug: 'swim', categories: ['Swimming'], publishDate: '2025-03-02T00:00:00Z' }));
    await services.posts.create(postInput({ slug: 'bike', categories: ['Cycling'], publishDate: '2025-03-01T00:00:00Z' }));
    await services.posts.create(postInput({ slug: 'run-draft', categories: ['Running'], status: 'draft' }));

    for (const categories of [['running', 'swimming'], ['Running', 'Swimming'], ['RUNNING', 'swimming', 'Swimming']]) {
      const page = await services.posts.listPublished({ categories });
      expect(slugsOf(page.items), categories.join()).to.deep.equal(['run-swim', 'swim']);
      expect(page.total).to.equal(2);
      expect(page.filterCategories.map((category) => category.slug)).to.deep.equal(['running', 'swimming']);
    }
    expect(slugsOf((await services.posts.listPublished({ categories: ['swimming', 'cycling'], sort: 'oldest' })).items)).to.deep.equal(['bike', 'swim', 'run-swim']);
    const refused = await services.posts.listPublished({ categories: ['running', 'no-such-category'] }).catch((caught: unknown) => caught);
    expect(refused).to.have.property('errors').that.deep.equals({ categories: 'Unknown category: no-such-category (a slug or name from the categories list)' });
    const ignored = await services.posts.listPublished({ categories: ['no-such-category'] }, { ignoreUnknownCategories: true });
    expect(ignored.total).to.equal(3);
  });

  it('reads the categories once: two statements when the caller hands them over, three otherwise', async () => {
    await services.posts.create(postInput({ slug: 'run', categories: ['Running'] }));
    const categories = await services.categories.list();
    const handed = await statementsOf(sequelize, () => services.posts.listPublished({ categories: ['running'] }, { categories }));
    expect(handed).to.have.length(2);
    expect(handed.join('\n')).not.to.match(/FROM `blog_categories`/);
    const loaded = await statementsOf(sequelize, () => services.posts.listPublished({ categories: ['running'], search: 'test' }));
    expect(loaded).to.have.length(3);
  });

  it('refuses unknown category names on save, naming them, and stores nothing', async () => {
    const error = await services.posts.create(postInput({ slug: 'bad', categories: ['Running', 'Knitting'] })).catch((caught: unknown) => caught);
    expect(error).to.have.property('errors').that.deep.equals({ categories: 'Unknown category: Knitting' });
    expect(await BlogPost.count()).to.equal(0);
  });

  it('keeps the editor\'s order and each category once, and replaces the links on update', async () => {
    const post = await services.posts.create(postInput({ slug: 'order', categories: ['Base', 'Running', 'Base', 'Confidence'] }));
    expect(post.categories).to.deep.equal(['Base', 'Running', 'Confidence']);
    expect(post.categoryLabel).to.equal('Base');
    const updated = await services.posts.update(post.id, postInput({ slug: 'order', categories: ['Confidence', 'Cycling'] }));
    expect(updated.categories).to.deep.equal(['Confidence', 'Cycling']);
    expect(await storedCategoryNames(post.id)).to.deep.equal(['Confidence', 'Cycling']);
    expect((await BlogPost.findByPk(post.id))!.firstCategoryId).to.equal(await categoryId('Confidence'));
    // In the trash a post keeps its categories (a restore brings them back); deleted for good, the links go.
    await services.posts.delete(post.id);
    expect(await storedCategoryNames(post.id)).to.deep.equal(['Confidence', 'Cycling']);
    await services.posts.deleteForever(post.id);
    expect(await storedCategoryNames(post.id)).to.deep.equal([]);
  });
});
