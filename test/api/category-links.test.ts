/**
 * Categories that keep their links (issue 20, item 8), on the app as production composes it with
 * the response cache in front: a rename keeps the slug unless it is changed; a changed slug
 * answers old `/blog?category=` links with a 301 to the new one (the cached page before the
 * rename is purged, and the redirect goes when a category takes the old slug again); the public
 * REST filter takes an old slug or name as the new one (the cached answers purged likewise); a
 * post an editor opened before a rename still saves with the old name; the editors' order of categories
 * (REST and GraphQL) is the public filter's order.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { BlogCategory } from '../../models/index.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput, storedCategoryNames } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { cachedApp, waitFor, type CachedApp } from '../http-cache/support.js';

const NOW = new Date('2026-11-20T12:00:00Z');

async function category(slug: string) {
  const row = await BlogCategory.findOne({ where: { slug } });
  return { id: row!.id, name: row!.name, group: row!.group, description: row!.description ?? '', slug: row!.slug };
}

describe('categories that keep their links', function () {
  this.timeout(60_000);
  let t: CachedApp;
  let admin: TestAgent;

  before(async () => {
    t = await cachedApp({ now: NOW });
    await resetDatabase();
    databaseChangedBehindTheApp();
    admin = await adminAgent(t.app, t.services);
  });
  after(() => t.cache.stop());

  const get = (url: string) => request(t.listener).get(url);

  /** Requests the URL until the cache answers it, so a later answer proves the cache was purged. */
  async function warm(url: string) {
    await waitFor(`${url} cached`, async () => {
      const hits = t.cache.stats().hits;
      await get(url);
      return t.cache.stats().hits > hits;
    });
  }

  it('a rename that keeps the slug keeps every link working and names the category anew', async () => {
    const visualization = await category('visualization');
    await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Eyes on the line', categories: ['Visualization'] })).expect(201);
    await warm('/blog?category=visualization');
    const renamed = await admin.put(`/api/admin/blog-categories/${visualization.id}`).send({ ...visualization, name: 'Mental Rehearsal' }).expect(200);
    expect(renamed.body.category).to.include({ name: 'Mental Rehearsal', slug: 'visualization' });
    const page = await get('/blog?category=visualization').expect(200);
    expect(page.text).to.include('Eyes on the line');
    expect(page.text).to.include('Mental Rehearsal');
  });

  it('a changed slug answers old /blog?category= links with a 301 to the new one, through the cache', async () => {
    const base = await category('base');
    await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Long easy miles', categories: [base.name] })).expect(201);
    await warm('/blog?category=base');
    await warm('/blog?category=base&category=running&sort=oldest');
    await admin.put(`/api/admin/blog-categories/${base.id}`).send({ ...base, name: 'Foundation', slug: 'foundation' }).expect(200);

    const moved = await get('/blog?category=base').expect(301);
    expect(moved.headers.location).to.equal('/blog?category=foundation');
    const kept = await get('/blog?category=base&category=running&sort=oldest').expect(301);
    expect(kept.headers.location).to.equal('/blog?category=foundation&category=running&sort=oldest');
    expect((await get('/blog?category=foundation').expect(200)).text).to.include('Long easy miles');
    // The redirect itself is cached, and still right after the next write.
    await warm('/blog?category=base');
    expect((await get('/blog?category=base').expect(301)).headers.location).to.equal('/blog?category=foundation');

    // Renamed again: the first slug leads to the latest in one hop.
    await admin.put(`/api/admin/blog-categories/${base.id}`).send({ ...base, name: 'Foundation', slug: 'foundation-phase' }).expect(200);
    expect((await get('/blog?category=base').expect(301)).headers.location).to.equal('/blog?category=foundation-phase');
    // "foundation" is still the category's name (filters take names too): the list itself, no redirect.
    expect((await get('/blog?category=foundation').expect(200)).text).to.include('Long easy miles');

    // A category that takes the old slug wins: the link is its own again (the cached redirect is purged).
    await warm('/blog?category=base');
    await admin.post('/api/admin/blog-categories').send({ name: 'Base Camp', group: 'training_phase', description: '', slug: 'base' }).expect(201);
    const own = await get('/blog?category=base').expect(200);
    expect(own.text).to.include('Base Camp');
    expect(own.text).to.not.include('Long easy miles');
  });

  it('the public REST filter answers an old slug or name as the new slug does, through the cache', async () => {
    const recovery = await category('recovery');
    await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Rest days matter', categories: [recovery.name] })).expect(201);
    await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Hill repeats', categories: ['Running'] })).expect(201);
    const urls = ['/api/blog-posts?category=recovery', '/api/blog-posts?category=recovery&fields=slug,categoryLabels&limit=5'];
    for (const url of urls) await warm(url);
    expect((await get(urls[0]!).expect(200)).body.map((post: { categoryLabel: string }) => post.categoryLabel)).to.deep.equal(['Recovery']);

    await admin.put(`/api/admin/blog-categories/${recovery.id}`).send({ ...recovery, name: 'Restoration', slug: 'restoration' }).expect(200);
    const current = await get('/api/blog-posts?category=restoration').expect(200);
    expect(current.body.map((post: { title: string; categoryLabel: string }) => [post.title, post.categoryLabel])).to.deep.equal([['Rest days matter', 'Restoration']]);
    // The answer cached before the rename is gone: the old slug, and the old name, answer what the new slug does.
    for (const old of ['recovery', 'Recovery', 'RECOVERY']) {
      const res = await get(`/api/blog-posts?category=${old}`).expect(200);
      expect(res.body, old).to.deep.equal(current.body);
      expect(res.headers['x-total-count'], old).to.equal('1');
    }
    expect((await get('/api/blog-posts?allCategories=recovery').expect(200)).body).to.deep.equal(current.body);
    const cursor = await get(urls[1]!).expect(200);
    expect(cursor.body).to.deep.equal([{ slug: current.body[0].slug, categoryLabels: ['Restoration'] }]);
    // With a current category too: any of them, each once.
    const mixed = await get('/api/blog-posts?category=recovery&category=running&category=restoration&sort=oldest').expect(200);
    expect(mixed.body.map((post: { title: string }) => post.title)).to.deep.equal(['Rest days matter', 'Hill repeats']);
    // A value no category ever had is still a 400 naming it.
    const unknown = await get('/api/blog-posts?category=never-was').expect(400);
    expect(unknown.body.errors.categories).to.include('Unknown category: never-was');

    // The old slug's answer is cached, and purged when a new category takes the slug: the link is its own then.
    await warm(urls[0]!);
    await admin.post('/api/admin/blog-categories').send({ name: 'Recovery Runs', group: 'sport', description: '', slug: 'recovery' }).expect(201);
    const own = await get(urls[0]!).expect(200);
    expect(own.body).to.deep.equal([]);
    expect(own.headers['x-total-count']).to.equal('0');
    // The old name still leads to the renamed category (no category has that name now).
    expect((await get('/api/blog-posts?category=Recovery').expect(200)).body).to.deep.equal(current.body);
  });

  it('a post opened before a rename still saves with the category’s old name', async () => {
    const race = await category('peak-race');
    const created = await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Race morning', categories: [race.name, 'Confidence'] })).expect(201);
    const opened = (await admin.get(`/api/admin/blog-posts/${created.body.post.id}`).expect(200)).body;
    await admin.put(`/api/admin/blog-categories/${race.id}`).send({ ...race, name: 'Race Week' }).expect(200);
    // The editor's form still says the old name.
    const saved = await admin.put(`/api/admin/blog-posts/${opened.id}`).send({ ...opened, title: 'Race morning, calm', categories: [race.name, 'Confidence'] }).expect(200);
    expect(saved.body.post.categories).to.deep.equal(['Race Week', 'Confidence']);
    expect(await storedCategoryNames(opened.id)).to.have.members(['Race Week', 'Confidence']);
    // Old and new name together are one category; a name no category ever had is still refused.
    const both = await admin.put(`/api/admin/blog-posts/${opened.id}`).send({ ...saved.body.post, categories: [race.name, 'Race Week'] }).expect(200);
    expect(both.body.post.categories).to.deep.equal(['Race Week']);
    const unknown = await admin.put(`/api/admin/blog-posts/${opened.id}`).send({ ...both.body.post, categories: ['Never Was'] }).expect(400);
    expect(unknown.body.errors.categories).to.equal('Unknown category: Never Was');
  });

  it('keeps the editors’ order of a group, which the public filter and lists follow (REST)', async () => {
    const sport = (await get('/api/blog-categories').expect(200)).body.filter((item: { group: string }) => item.group === 'sport');
    const reversed = [...sport].reverse().map((item: { id: number }) => item.id);
    await warm('/blog');
    const res = await admin.put('/api/admin/blog-categories/order').send({ ids: reversed }).expect(200);
    expect(res.body.categories.filter((item: { group: string }) => item.group === 'sport').map((item: { id: number }) => item.id)).to.deep.equal(reversed);
    const publicList = (await get('/api/blog-categories').expect(200)).body;
    expect(publicList.filter((item: { group: string }) => item.group === 'sport').map((item: { id: number }) => item.id)).to.deep.equal(reversed);
    // The /blog filter lists them in that order (the cached page was purged).
    const page = (await get('/blog').expect(200)).text;
    const positions = sport.map((item: { slug: string }) => page.indexOf(`value="${item.slug}"`));
    expect(positions.every((position: number) => position > 0)).to.equal(true);
    expect([...positions].sort((a, b) => b - a)).to.deep.equal(positions);
  });

  it('reorders over GraphQL too and refuses bad orders with 400 naming ids', async () => {
    const fuel = (await get('/api/blog-categories').expect(200)).body.filter((item: { group: string }) => item.group === 'fuel').map((item: { id: number }) => item.id);
    const wanted = [fuel[1], fuel[0], ...fuel.slice(2)];
    const res = await gql(admin, 'mutation($ids: [Int!]!) { reorderCategories(ids: $ids) { id group } }', { ids: wanted }).expect(200);
    expect(res.body.data.reorderCategories.filter((item: { group: string }) => item.group === 'FUEL' || item.group === 'fuel').map((item: { id: number }) => item.id)).to.deep.equal(wanted);
    for (const [body, message] of [
      [{ ids: 'first' }, 'ids must be a list of category ids in the order wanted'],
      [{}, 'ids must be a list of category ids in the order wanted'],
      [{ ids: [fuel[0], fuel[0]] }, 'ids must name each category once'],
      [{ ids: [fuel[0], 'x'] }, 'ids must be whole numbers (category ids)'],
      [{ ids: [fuel[0], 987654] }, 'No category has the id 987654'],
    ] as const) {
      const refused = await admin.put('/api/admin/blog-categories/order').send(body).expect(400);
      expect(refused.body.errors).to.deep.equal({ ids: message });
    }
    await request(t.listener).put('/api/admin/blog-categories/order').send({ ids: fuel }).expect(401);
  });
});
