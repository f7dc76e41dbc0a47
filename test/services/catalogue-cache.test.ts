/**
 * The category catalogue kept between public reads (src/services/catalogue-cache.ts): a category
 * write through the services shows on the very next read, changes other processes made show once
 * they are handed in (changedElsewhere) or the catalogue is older than its bound, and a write or
 * the admin never works from a kept catalogue. A rename made behind the services' back stands in
 * for another process's write.
 */
import { expect } from 'chai';
import type { Sequelize } from 'sequelize-typescript';
import { BlogCategory } from '../../models/index.js';
import { CatalogueCache } from '../../src/services/catalogue-cache.js';
import { createServices, type RecordedChange, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { NOW } from '../helpers/post-catalogue.js';

const change = (type: 'post' | 'category'): RecordedChange =>
  ({ id: 1, event: `${type}.updated`, subject: { type, id: 1 }, tags: [], at: NOW, slug: null } as RecordedChange);

describe('services: the category catalogue kept for public reads', () => {
  let sequelize: Sequelize;
  let services: Services;

  /** Renames a category in the database only, as another process would. */
  const renameBehindItsBack = (from: string, to: string) => BlogCategory.update({ name: to }, { where: { name: from } });
  const publicLabels = async () => (await services.posts.getPublishedBySlug('kept')).categoryLabels;

  before(async () => {
    ({ sequelize } = await testDatabase());
  });
  beforeEach(async () => {
    await resetDatabase();
    services = createServices(sequelize, { clock: () => NOW, publicReadMaxAgeMs: 60_000 });
    await services.posts.create(postInput({ slug: 'kept', categories: ['Running'], publishDate: '2025-01-01T09:00:00.000Z' }));
  });

  it('keeps it between reads: a rename behind the services\' back is not seen', async () => {
    expect(await publicLabels()).to.deep.equal(['Running']);
    await renameBehindItsBack('Running', 'Road Running');
    expect(await publicLabels()).to.deep.equal(['Running']);
    expect((await services.categories.list()).map((category) => category.name)).to.include('Running');
  });

  it('a rename through the services shows on the very next public read (list, article, category list)', async () => {
    expect(await publicLabels()).to.deep.equal(['Running']);
    const running = (await services.categories.list()).find((category) => category.name === 'Running')!;
    await services.categories.update(running.id, { name: 'Road Running', group: running.group, slug: running.slug });
    expect(await publicLabels()).to.deep.equal(['Road Running']);
    expect((await services.posts.listPublished({})).items[0]!.categoryLabels).to.deep.equal(['Road Running']);
    expect((await services.categories.list()).map((category) => category.name)).to.include('Road Running').and.not.include('Running');
  });

  it('a new category through the services can be filtered by at once', async () => {
    await services.posts.listPublished({});
    await services.categories.create({ name: 'Rowing', group: 'sport', slug: 'rowing' });
    const page = await services.posts.listPublished({ categories: ['rowing'] });
    expect(page.filterCategories.map((category) => category.name)).to.deep.equal(['Rowing']);
  });

  it('another process\'s category change handed in drops it; a post change does not', async () => {
    expect(await publicLabels()).to.deep.equal(['Running']);
    await renameBehindItsBack('Running', 'Road Running');
    services.changedElsewhere([change('post')], false);
    expect(await publicLabels()).to.deep.equal(['Running']);
    services.changedElsewhere([change('category')], false);
    expect(await publicLabels()).to.deep.equal(['Road Running']);
    await renameBehindItsBack('Road Running', 'Trail Running');
    services.changedElsewhere([], true);
    expect(await publicLabels()).to.deep.equal(['Trail Running']);
  });

  it('writes and the admin read the categories fresh', async () => {
    await services.posts.listPublished({});
    await renameBehindItsBack('Running', 'Road Running');
    const post = await services.posts.create(postInput({ slug: 'fresh', categories: ['Road Running'] }));
    expect(post.categoryLabels).to.deep.equal(['Road Running']);
    expect((await services.posts.getForAdmin(post.id)).categoryLabels).to.deep.equal(['Road Running']);
  });

  it('without a bound (the default) nothing is kept', async () => {
    services = createServices(sequelize, { clock: () => NOW });
    expect(await publicLabels()).to.deep.equal(['Running']);
    await renameBehindItsBack('Running', 'Road Running');
    expect(await publicLabels()).to.deep.equal(['Road Running']);
  });

  it('keeps a catalogue no longer than its bound, and never one whose load began before a forget', async () => {
    let now = 0;
    const cache = new CatalogueCache(1_000, () => now);
    const names = async () => (await cache.get()).all.map((category) => category.name);
    expect(await names()).to.include('Running');
    await renameBehindItsBack('Running', 'Road Running');
    now = 999;
    expect(await names()).to.include('Running');
    now = 1_000;
    expect(await names()).to.include('Road Running');

    const loading = cache.get();
    now = 5_000;
    const during = cache.get();
    expect(during).to.not.equal(loading);
    const inFlight = cache.get();
    expect(cache.get()).to.equal(inFlight);
    cache.forget();
    expect(cache.get()).to.not.equal(inFlight);
    await Promise.all([loading, during, inFlight]);
  });
});
