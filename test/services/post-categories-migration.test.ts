/**
 * The migration that turns blog_posts.categories (JSON names) into blog_post_categories, run down
 * and up again on the test database with data in it (SQLite, or MySQL/MariaDB by DATABASE_URL).
 */
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory, BlogPost, BlogPostCategory } from '../../models/index.js';
import { createMigrator } from '../../src/db/migrate.js';
import { createServices, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { insertPost, postInput, storedCategoryNames } from '../helpers/fixtures.js';
import { NOW } from '../helpers/post-catalogue.js';

const MIGRATION = '20261122000000-post-categories-relation.cjs';

describe('migration: post categories from JSON names to links, and back', () => {
  let sequelize: Sequelize;
  let services: Services;
  let migrator: ReturnType<typeof createMigrator>;
  const select = <T extends object>(sql: string, replacements: unknown[] = []) => sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
  /** Every index of blog_posts but the primary key, as "unique? columns". */
  const indexes = async () => {
    const list = await sequelize.getQueryInterface().showIndex('blog_posts') as Array<{ primary?: boolean; unique?: boolean; fields: Array<{ attribute: string }> }>;
    return list.filter((index) => !index.primary).map((index) => `${index.unique ? 'unique ' : ''}${index.fields.map((field) => field.attribute).join(',')}`).sort();
  };
  const columns = async () => Object.keys(await sequelize.getQueryInterface().describeTable('blog_posts')).sort();

  before(async () => {
    ({ sequelize } = await testDatabase());
    const { config } = await testDatabase();
    migrator = createMigrator(sequelize, config.rootDir);
    services = createServices(sequelize, { clock: () => NOW });
    await resetDatabase();
  });
  after(async () => {
    await migrator.up();
    await resetDatabase();
  });

  it('moves the names to links in order, drops unknown names, and rebuilds the names on the way down', async () => {
    const migratedIndexes = await indexes();
    const migratedColumns = await columns();
    const ordered = await services.posts.create(postInput({ slug: 'ordered', title: 'Tempo mantras', categories: ['Running', 'Confidence'] }));
    const single = await services.posts.create(postInput({ slug: 'single', categories: ['Base'] }));
    const none = await insertPost({ slug: 'none', categories: [] });

    await migrator.down({ to: MIGRATION });
    const tables = await sequelize.getQueryInterface().showAllTables();
    expect(tables).not.to.include('blog_post_categories');
    expect(await columns()).to.include('categories').and.not.include('firstCategoryId');
    expect(await indexes()).to.deep.equal(['status,publishDate', 'unique slug']);
    const stored = await select<{ slug: string; categories: unknown }>('SELECT slug, categories FROM blog_posts ORDER BY slug');
    const names = Object.fromEntries(stored.map((row) => [row.slug, typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories]));
    expect(names).to.deep.equal({ none: [], ordered: ['Running', 'Confidence'], single: ['Base'] });

    // Data as the old code could leave it: a name no category has, a name twice, a row written directly.
    await sequelize.query('UPDATE blog_posts SET categories = ? WHERE slug = ?', { replacements: ['["Knitting","Base","Base"]', 'single'] });
    await sequelize.query(`INSERT INTO blog_posts (title, slug, excerpt, content, imageUrl, categories, publishDate, author, tags, status, createdAt, updatedAt)
      VALUES ('Old row', 'old-row', 'Written before the links.', '<p>Old.</p>', NULL, ?, ?, 'Someone', '[]', 'published', ?, ?)`,
    { replacements: ['["Swimming","Gone"]', new Date('2025-01-01T00:00:00Z'), new Date(), new Date()] });

    await migrator.up();
    expect(await columns()).to.deep.equal(migratedColumns);
    expect(await indexes()).to.deep.equal(migratedIndexes);
    expect(await storedCategoryNames(ordered.id)).to.deep.equal(['Running', 'Confidence']);
    expect(await storedCategoryNames(single.id)).to.deep.equal(['Base']);
    expect(await storedCategoryNames(none.id)).to.deep.equal([]);
    const old = (await BlogPost.findOne({ where: { slug: 'old-row' } }))!;
    expect(await storedCategoryNames(old.id)).to.deep.equal(['Swimming']);
    const swimming = (await BlogCategory.findOne({ where: { name: 'Swimming' } }))!.id;
    expect(old.firstCategoryId).to.equal(swimming);
    expect((await BlogPost.findByPk(none.id))!.firstCategoryId).to.equal(null);

    // The answers, the search index (built from the existing rows, then kept by every write) and the constraints work.
    expect((await services.posts.getForAdmin(ordered.id)).categories).to.deep.equal(['Running', 'Confidence']);
    expect((await services.posts.listPublished({ search: 'mantras' })).items.map((post) => post.slug)).to.deep.equal(['ordered']);
    expect((await services.posts.listPublished({ search: 'written before' })).items.map((post) => post.slug)).to.deep.equal(['old-row']);
    await services.posts.create(postInput({ slug: 'after', title: 'Written after the move', categories: ['Base'] }));
    expect((await services.posts.listPublished({ search: 'written' })).total).to.equal(2);
    const duplicate = await insertPost({ slug: 'ordered' }).catch((error: Error) => error);
    expect(duplicate).to.have.property('name', 'SequelizeUniqueConstraintError');
    await BlogPost.destroy({ where: { id: ordered.id } });
    expect(await BlogPostCategory.count({ where: { postId: ordered.id } })).to.equal(0);
  });
});
