/**
 * The public list's counts kept between reads (src/services/public-reads/list-cache.ts): kept while
 * nothing changed, counted again on the very next read after a post or category write through the
 * services, after another process's change is handed in (changedElsewhere), when a scheduled post
 * falls due (no write at all), and when kept longer than the bound. A status changed behind the
 * services' back stands in for another process's write: while the count is kept, the total stays
 * and the page's rows do not, which is how the tests see whether the count was kept.
 */
import { expect } from 'chai';
import { BlogPost } from '../../models/index.js';
import { PublicListCache } from '../../src/services/public-reads/list-cache.js';
import type { CountRow } from '../../src/services/public-reads/list.js';
import type { ListShape } from '../../src/services/public-reads/statements.js';
import type { RecordedChange } from '../../src/services/index.js';
import { resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { createTestServices, fixedClock, type TestServices } from '../helpers/services.js';

const NOW = '2026-06-15T12:00:00.000Z';
const postChange = { id: 1, event: 'post.updated', subject: { type: 'post', id: 1 }, tags: [], at: new Date(NOW), slug: null } as RecordedChange;

describe('services: the public list\'s counts kept between reads', () => {
  let t: TestServices;
  /** Unpublishes a post in the database only, as another process would. */
  const unpublishBehindItsBack = (slug: string) => BlogPost.update({ status: 'draft' }, { where: { slug } });
  const list = async (query: Record<string, unknown> = {}) => {
    const page = await t.services.posts.listPublished({ pageSize: 50, ...query });
    return { total: page.total, slugs: page.items.map((post) => post.slug) };
  };

  beforeEach(async () => {
    await resetDatabase();
    t = await createTestServices({ clock: fixedClock(NOW), publicReadMaxAgeMs: 60_000 });
    for (const [slug, category] of [['one', 'Running'], ['two', 'Running'], ['three', 'Cycling']]) {
      await t.services.posts.create(postInput({ slug, categories: [category], publishDate: '2026-01-01T09:00:00.000Z' }));
    }
  });

  it('keeps a count between reads, each filter its own: a change behind the services\' back leaves the totals', async () => {
    expect(await list()).to.deep.include({ total: 3 });
    expect(await list({ categories: ['running'] })).to.deep.include({ total: 2 });
    await unpublishBehindItsBack('one');
    expect(await list()).to.deep.equal({ total: 3, slugs: ['three', 'two'] });
    expect(await list({ categories: ['running'] })).to.deep.equal({ total: 2, slugs: ['two'] });
    expect((await list({ categories: ['cycling'] })).total, 'a filter not counted before').to.equal(1);
  });

  it('a post write through the services shows in the very next count (create, update, delete)', async () => {
    expect((await list()).total).to.equal(3);
    const created = await t.services.posts.create(postInput({ slug: 'four', categories: ['Running'] }));
    expect((await list()).total).to.equal(4);
    expect((await list({ categories: ['running'] })).total).to.equal(3);
    await t.services.posts.update(created.id, postInput({ slug: 'four', categories: ['Cycling'] }));
    expect((await list({ categories: ['running'] })).total).to.equal(2);
    await t.services.posts.delete(created.id);
    expect((await list()).total).to.equal(3);
  });

  it('a category write through the services counts again', async () => {
    expect((await list({ search: 'Rowing' })).total).to.equal(0);
    expect((await list()).total).to.equal(3);
    await unpublishBehindItsBack('three');
    const running = (await t.services.categories.list()).find((category) => category.name === 'Running')!;
    await t.services.categories.update(running.id, { name: 'Rowing', group: running.group, slug: running.slug });
    expect(await list()).to.deep.equal({ total: 2, slugs: ['two', 'one'] });
    expect((await list({ search: 'Rowing' })).total).to.equal(2);
  });

  it('another process\'s change handed in (changedElsewhere) counts again', async () => {
    expect((await list()).total).to.equal(3);
    await unpublishBehindItsBack('one');
    t.services.changedElsewhere([], false);
    expect((await list()).total, 'no change handed in').to.equal(3);
    t.services.changedElsewhere([postChange], false);
    expect((await list()).total).to.equal(2);
    await unpublishBehindItsBack('two');
    t.services.changedElsewhere([], true);
    expect((await list()).total).to.equal(1);
  });

  it('a scheduled post is counted from its publish time on, with no write', async () => {
    await t.services.posts.create(postInput({ slug: 'later', categories: ['Running'], publishDate: '2026-06-15T13:00:00.000Z' }));
    expect(await list()).to.deep.equal({ total: 3, slugs: ['three', 'two', 'one'] });
    t.clock.set('2026-06-15T12:59:59.999Z');
    expect((await list()).total).to.equal(3);
    t.clock.set('2026-06-15T13:00:00.000Z');
    expect(await list()).to.deep.equal({ total: 4, slugs: ['later', 'three', 'two', 'one'] });
    t.clock.set(NOW);
    expect((await list()).total, 'a clock set back').to.equal(3);
  });

  it('without a bound (the default) nothing is kept', async () => {
    t = await createTestServices({ clock: fixedClock(NOW) });
    expect((await list()).total).to.equal(3);
    await unpublishBehindItsBack('one');
    expect((await list()).total).to.equal(2);
  });
});

describe('PublicListCache: its bounds in time and size', () => {
  const at = new Date(NOW);
  const shape = (search: string): ListShape => ({ filter: { now: at, author: search }, order: 'newest', pinned: false });
  let counted: string[];
  const count = (name: string) => async (): Promise<CountRow[]> => {
    counted.push(name);
    return [{ part: 'all', firstCategoryId: null, n: counted.length }];
  };
  beforeEach(() => {
    counted = [];
  });

  it('keeps nothing longer than its age bound', async () => {
    let clock = 0;
    const cache = new PublicListCache(1_000, async () => null, { maxCounts: 10 }, () => clock);
    await cache.counts(shape('a'), count('a'));
    clock = 999;
    await cache.counts(shape('a'), count('a'));
    expect(counted).to.deep.equal(['a']);
    clock = 1_000;
    await cache.counts(shape('a'), count('a'));
    expect(counted).to.deep.equal(['a', 'a']);
  });

  it('keeps at most maxEntries counts, the least recently used going first', async () => {
    const cache = new PublicListCache(60_000, async () => null, { maxCounts: 2 });
    await cache.counts(shape('a'), count('a'));
    await cache.counts(shape('b'), count('b'));
    await cache.counts(shape('a'), count('a'));
    await cache.counts(shape('c'), count('c'));
    expect(cache.size.counts).to.equal(2);
    await cache.counts(shape('a'), count('a'));
    await cache.counts(shape('b'), count('b'));
    expect(counted).to.deep.equal(['a', 'b', 'c', 'b']);
  });

  it('reads an order only when wanted a second time; keeps orders up to maxIds post ids in all, the least recently used going first; a longer one is not kept', async () => {
    const cache = new PublicListCache(60_000, async () => null, { maxIds: 10 });
    const order = (name: string, length: number) => async () => {
      counted.push(name);
      return new Int32Array(length);
    };
    const want = async (name: string, length: number) => cache.order(shape(name), order(name, length));
    expect(await want('a', 4), 'wanted once').to.equal(undefined);
    expect(await want('a', 4)).to.have.length(4);
    for (const name of ['b', 'b']) await want(name, 4);
    expect(await cache.keptOrder(shape('a'))).to.have.length(4);
    for (const name of ['c', 'c']) await want(name, 4);
    expect(cache.size.orders).to.equal(2);
    expect(await cache.keptOrder(shape('b')), 'b went first').to.equal(undefined);
    expect(await cache.keptOrder(shape('a'))).to.have.length(4);
    for (const name of ['long', 'long']) await want(name, 11);
    expect(await cache.keptOrder(shape('long'))).to.equal(undefined);
    cache.forget();
    expect(await cache.keptOrder(shape('a')), 'after forget').to.equal(undefined);
    expect(await want('a', 4), 'wanted once since the forget').to.equal(undefined);
    expect(counted).to.deep.equal(['a', 'b', 'c', 'long']);
  });

  it('the order of a list does not make another count; a failed count is not kept', async () => {
    const cache = new PublicListCache(60_000, async () => null);
    await cache.counts(shape('a'), count('a'));
    await cache.counts({ ...shape('a'), order: 'oldest' }, count('a'));
    expect(counted).to.deep.equal(['a']);
    const failing = async (): Promise<CountRow[]> => {
      counted.push('failed');
      throw new Error('database gone');
    };
    await cache.counts(shape('z'), failing).catch(() => undefined);
    await cache.counts(shape('z'), count('z'));
    expect(counted).to.deep.equal(['a', 'failed', 'z']);
  });
});
