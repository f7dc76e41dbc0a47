/**
 * Every write to posts and categories says what it invalidates (issue 8 point 2, "every write says
 * what it invalidates"): the change log gets the event and the cache tags, committed with the write.
 */
import { expect } from 'chai';
import { createServices, type Services } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';

async function changesAfter(services: Services, id: number) {
  return (await services.contentChanges.since(id)).map((change) => ({ event: change.event, tags: change.tags }));
}

describe('services: writes record their content changes', () => {
  let services: Services;
  beforeEach(async () => {
    await resetDatabase();
    services = createServices((await testDatabase()).sequelize);
  });

  it('a post: created and published, updated, unpublished, published again, deleted', async () => {
    let mark = await services.contentChanges.latestId();
    const post = await services.posts.create(postInput({ status: 'published' }));
    const tags = [`post-${post.id}`, 'posts'];
    expect(await changesAfter(services, mark)).to.deep.equal([{ event: 'post.created', tags }, { event: 'post.published', tags }]);

    mark = await services.contentChanges.latestId();
    await services.posts.update(post.id, postInput({ slug: post.slug, title: 'New title' }));
    expect(await changesAfter(services, mark)).to.deep.equal([{ event: 'post.updated', tags }]);

    mark = await services.contentChanges.latestId();
    await services.posts.update(post.id, postInput({ slug: post.slug, status: 'draft' }));
    expect(await changesAfter(services, mark)).to.deep.equal([{ event: 'post.updated', tags }, { event: 'post.unpublished', tags }]);

    mark = await services.contentChanges.latestId();
    // To the trash: gone from the site, a deletion for caches and API clients; then deleted for good (issue 20).
    await services.posts.delete(post.id);
    expect(await changesAfter(services, mark)).to.deep.equal([{ event: 'post.deleted', tags }]);
    mark = await services.contentChanges.latestId();
    await services.posts.deleteForever(post.id);
    expect(await changesAfter(services, mark)).to.deep.equal([{ event: 'post.deleted', tags }]);
  });

  it('a refused write records nothing', async () => {
    const post = await services.posts.create(postInput());
    const mark = await services.contentChanges.latestId();
    await services.posts.create(postInput({ slug: post.slug })).catch(() => undefined);
    await services.posts.update(post.id, postInput({ title: '' })).catch(() => undefined);
    await services.categories.create({ name: 'Running', group: 'sport', slug: 'running-2' }).catch(() => undefined);
    expect(await changesAfter(services, mark)).to.deep.equal([]);
  });

  it('a category: created, renamed, deleted; each invalidates the category and the category lists', async () => {
    const mark = await services.contentChanges.latestId();
    const category = await services.categories.create({ name: 'Altitude', group: 'sport', slug: 'altitude' });
    await services.categories.update(category.id, { name: 'High Altitude', group: 'sport', slug: 'high-altitude' });
    await services.categories.delete(category.id);
    const tags = [`category-${category.id}`, 'categories'];
    expect(await changesAfter(services, mark)).to.deep.equal([
      { event: 'category.created', tags }, { event: 'category.updated', tags }, { event: 'category.deleted', tags },
    ]);
  });

  it('tells after-commit listeners in the process that wrote', async () => {
    const heard: string[] = [];
    services.contentChanges.onCommit((changes) => heard.push(...changes.map((change) => change.event)));
    await services.categories.create({ name: 'Cold Water', group: 'sport', slug: 'cold-water' });
    expect(heard).to.deep.equal(['category.created']);
  });
});
