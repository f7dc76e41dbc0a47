/**
 * The public GraphQL category filters after a rename (issue 20, item 8): a slug or name a category
 * had before answers as its current slug does, in `posts` and `postsConnection`, and a GET query
 * cached before the rename is not replayed after it; a value no category ever had is still
 * BAD_USER_INPUT naming it.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { BlogCategory } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { waitFor } from '../helpers/wait.js';

const POSTS = `query($categories: [String!], $filter: PostFilter) {
  posts(categories: $categories, filter: $filter, sort: oldest) { total items { title categoryLabel } }
}`;
const CONNECTION = `query($filter: PostFilter) { postsConnection(first: 10, filter: $filter) { totalCount edges { node { title categoryLabel } } } }`;

describe('GraphQL category filters with a renamed category’s old slug or name', function () {
  this.timeout(60_000);
  let t: TestApp;
  let admin: TestAgent;

  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  const posts = async (variables: Record<string, unknown>) => {
    const res = await gql(request(t.app), POSTS, variables).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.posts;
  };
  const connection = async (filter: Record<string, unknown>) => {
    const res = await gql(request(t.app), CONNECTION, { filter }).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.postsConnection;
  };
  /** A GET query, as a CDN or the response cache may keep it. */
  const getQuery = (categories: string[]) =>
    request(t.app).get('/graphql').set('Accept', 'application/json').query({ query: POSTS, variables: JSON.stringify({ categories }) }).expect(200);

  it('answers the old slug and name as the new slug, and refuses a value never used', async () => {
    const base = await BlogCategory.findOne({ where: { slug: 'base' } });
    await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Long easy miles', categories: ['Base'] })).expect(201);
    await admin.post('/api/admin/blog-posts').send(postInput({ title: 'Race day plan', categories: ['Peak & Race'] })).expect(201);
    // Cached before the rename (the response cache keeps anonymous GET queries).
    await waitFor('the GET query cached', async () => {
      const hits = t.cache.stats().hits;
      await getQuery(['base']);
      return t.cache.stats().hits > hits;
    });

    await admin.put(`/api/admin/blog-categories/${base!.id}`)
      .send({ name: 'Foundation', group: base!.group, description: base!.description ?? '', slug: 'foundation' }).expect(200);
    const current = await posts({ categories: ['foundation'] });
    expect(current).to.deep.equal({ total: 1, items: [{ title: 'Long easy miles', categoryLabel: 'Foundation' }] });
    for (const old of ['base', 'Base']) {
      expect(await posts({ categories: [old] }), old).to.deep.equal(current);
      expect(await posts({ filter: { categories: [old] } }), old).to.deep.equal(current);
      expect(await posts({ filter: { allCategories: [old] } }), old).to.deep.equal(current);
      expect(await connection({ categories: [old] }), old).to.deep.equal({ totalCount: 1, edges: [{ node: current.items[0] }] });
    }
    expect(await posts({ categories: ['base', 'peak-race', 'foundation'] })).to.deep.equal({
      total: 2, items: [{ title: 'Long easy miles', categoryLabel: 'Foundation' }, { title: 'Race day plan', categoryLabel: 'Peak & Race' }],
    });
    // The GET answer cached before the rename shows the new name now.
    expect((await getQuery(['base'])).body.data.posts).to.deep.equal(current);

    const unknown = await gql(request(t.app), POSTS, { categories: ['never-was'] }).expect(200);
    expect(unknown.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(unknown.body.errors[0].extensions.errors.categories).to.include('Unknown category: never-was');
  });
});
