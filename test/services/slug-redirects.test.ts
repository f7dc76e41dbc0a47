/**
 * post_slug_redirects (issue 12): the post service keeps a post's old slugs in the transaction of
 * its save, and the migration goes down and up again (SQLite, or MySQL/MariaDB by DATABASE_URL).
 */
import { expect } from 'chai';
import type { Sequelize } from 'sequelize-typescript';
import { PostSlugRedirect } from '../../models/index.js';
import { createMigrator } from '../../src/db/migrate.js';
import { createServices, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { NOW } from '../helpers/post-catalogue.js';

const MIGRATION = '20261123150000-create-post-slug-redirects.cjs';

describe('services: old slugs of a post (post_slug_redirects)', () => {
  let sequelize: Sequelize;
  let services: Services;
  let migrator: ReturnType<typeof createMigrator>;
  const rows = async () => (await PostSlugRedirect.findAll({ order: [['slug', 'ASC']] })).map(({ slug, postId }) => `${slug}→${postId}`);

  before(async () => {
    const database = await testDatabase();
    sequelize = database.sequelize;
    migrator = createMigrator(sequelize, database.config.rootDir);
    services = createServices(sequelize, { clock: () => NOW });
  });
  beforeEach(() => resetDatabase());
  after(async () => {
    await migrator.up();
    await resetDatabase();
  });

  it('keeps the old slug of a saved post and points every old slug at the post itself', async () => {
    const body = postInput({ slug: 'one' });
    const post = await services.posts.create(body);
    await services.posts.update(post.id, { ...body, slug: 'two' });
    await services.posts.update(post.id, { ...body, slug: 'three' });
    expect(await rows()).to.deep.equal([`one→${post.id}`, `two→${post.id}`]);
    expect(await services.articles.movedTo('one')).to.equal('three');
    expect(await services.articles.movedTo('two')).to.equal('three');
    expect(await services.articles.movedTo('three'), 'a live slug is not a redirect').to.equal(null);
    // Saving without a slug change writes nothing.
    await services.posts.update(post.id, { ...body, slug: 'three', title: 'Another title' });
    expect(await rows()).to.have.length(2);
  });

  it('writes nothing when the save is refused (the slug is taken)', async () => {
    const first = await services.posts.create(postInput({ slug: 'taken' }));
    const body = postInput({ slug: 'mine' });
    const second = await services.posts.create(body);
    const error = await services.posts.update(second.id, { ...body, slug: 'taken' }).catch((caught: unknown) => caught);
    expect((error as { code?: string }).code).to.equal('CONFLICT');
    expect(await rows()).to.deep.equal([]);
    expect(first.id).to.not.equal(second.id);
  });

  it('ignores hostile slugs', async () => {
    for (const slug of ['x'.repeat(300), 'a\0b', '', '../etc/passwd']) expect(await services.articles.movedTo(slug)).to.equal(null);
  });

  it('migrates down (the table goes) and up again', async () => {
    await migrator.down({ to: MIGRATION });
    expect(await sequelize.getQueryInterface().showAllTables()).not.to.include('post_slug_redirects');
    await migrator.up();
    expect(await sequelize.getQueryInterface().showAllTables()).to.include('post_slug_redirects');
    const body = postInput({ slug: 'again-one' });
    const post = await services.posts.create(body);
    await services.posts.update(post.id, { ...body, slug: 'again-two' });
    expect(await rows()).to.deep.equal([`again-one→${post.id}`]);
  });
});
