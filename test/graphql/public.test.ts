/**
 * The public GraphQL operations at /graphql: posts (search, categories, sorts, pinning, paging,
 * the page size cap), post, categories and session; drafts and scheduled posts never show.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { insertCatalogue, NOW, PINNED, slugs } from '../helpers/post-catalogue.js';

const POSTS = `query Posts($page: Int, $pageSize: Int, $search: String, $categories: [String!], $sort: PublicPostSort) {
  posts(page: $page, pageSize: $pageSize, search: $search, categories: $categories, sort: $sort) {
    total page pageSize pageCount items { slug title categoryLabel categoryLabels publishDate status content }
  }
}`;

describe('GraphQL public operations', () => {
  let t: TestApp;
  const posts = async (variables: Record<string, unknown> = {}) => {
    const res = await gql(request(t.app), POSTS, variables).expect(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).to.equal(undefined);
    return res.body.data.posts;
  };
  before(async () => {
    t = await createTestApp({ clock: () => NOW });
    await resetDatabase();
    await insertCatalogue();
  });

  it('answers the first page of 5 in pinned order with the counts', async () => {
    const page = await posts();
    expect(page).to.include({ total: 7, page: 1, pageSize: 5, pageCount: 2 });
    expect(slugs(page.items)).to.deep.equal([...PINNED, 'marathon-mind', 'open-water-calm']);
    expect(page.items[3]).to.include({ title: 'Marathon Mind Games', categoryLabel: 'Running', status: 'published' });
    expect(page.items[3].categoryLabels).to.deep.equal(['Running', 'Visualization']);
  });

  it('pages through the pinned order', async () => {
    const second = await posts({ page: 2 });
    expect(slugs(second.items)).to.deep.equal(['base-season', 'cycling-solo']);
    expect((await posts({ page: 3 })).items).to.deep.equal([]);
  });

  it('sorts four ways, pinned first', async () => {
    expect(slugs((await posts({ sort: 'oldest', pageSize: 10 })).items)).to.deep.equal([...PINNED, 'cycling-solo', 'base-season', 'open-water-calm', 'marathon-mind']);
    expect(slugs((await posts({ sort: 'category_asc', pageSize: 10 })).items)).to.deep.equal([...PINNED, 'base-season', 'cycling-solo', 'marathon-mind', 'open-water-calm']);
    expect(slugs((await posts({ sort: 'category_desc', pageSize: 10 })).items)).to.deep.equal([...PINNED, 'open-water-calm', 'marathon-mind', 'cycling-solo', 'base-season']);
  });

  it('searches title, excerpt and category labels case-insensitively, without pinning', async () => {
    expect(slugs((await posts({ search: 'marathon' })).items)).to.deep.equal(['marathon-mind']);
    expect(slugs((await posts({ search: 'SWIM START' })).items)).to.deep.equal(['open-water-calm']);
    expect(slugs((await posts({ search: 'mindset' })).items)).to.deep.equal(['marathon-mind', 'our-top-book-recommendations']);
    expect((await posts({ search: 'zebra' })).total).to.equal(0);
  });

  it('filters by any of the categories (names or slugs), without pinning', async () => {
    const page = await posts({ categories: ['Confidence', 'base', 'running'] });
    expect(slugs(page.items)).to.deep.equal(['marathon-mind', 'base-season', 'a-few-of-our-favorite-things']);
    expect(page.total).to.equal(3);
  });

  it('never lists or counts drafts and scheduled posts', async () => {
    const page = await posts({ search: 'about running' });
    expect(page).to.include({ total: 0, pageCount: 0 });
    expect((await posts({ categories: ['Running'] })).total).to.equal(1);
  });

  it('caps the page size at 50', async () => {
    expect((await posts({ pageSize: 1000 })).pageSize).to.equal(50);
  });

  it('refuses a sort outside the PublicPostSort enum before running, naming the argument', async () => {
    for (const sort of ['popular', 'category-asc']) {
      const res = await gql(request(t.app), POSTS, { sort }).expect(400);
      expect(res.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
      expect(res.body.errors[0].message).to.contain('"$sort"').and.contain(`Value "${sort}" does not exist in "PublicPostSort" enum`);
    }
  });

  it('answers BAD_USER_INPUT with field messages for a bad page or page size', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ page: 0 }, { page: 'page must be a positive whole number' }],
      [{ pageSize: -5 }, { pageSize: 'pageSize must be a positive whole number' }],
    ];
    for (const [variables, errors] of cases) {
      const res = await gql(request(t.app), POSTS, variables).expect(200);
      expect(res.body.errors[0].extensions, JSON.stringify(variables)).to.deep.equal({ code: 'BAD_USER_INPUT', errors });
      expect(res.body.errors[0].message).to.equal(Object.values(errors)[0]);
    }
  });

  it('answers one published post by slug, and null for drafts, scheduled and unknown slugs', async () => {
    const query = 'query One($slug: String!, $preview: Boolean) { post(slug: $slug, preview: $preview) { slug title content } }';
    const found = await gql(request(t.app), query, { slug: 'marathon-mind' }).expect(200);
    expect(found.body.data.post).to.deep.include({ slug: 'marathon-mind', title: 'Marathon Mind Games' });
    for (const slug of ['draft-post', 'scheduled-post', 'nope']) {
      const res = await gql(request(t.app), query, { slug }).expect(200);
      expect(res.body.errors, slug).to.equal(undefined);
      expect(res.body.data, slug).to.deep.equal({ post: null });
      // preview without the right is refused (FORBIDDEN), never a silent null.
      const preview = await gql(request(t.app), query, { slug, preview: true }).expect(200);
      expect(preview.body.errors[0].extensions.code, slug).to.equal('FORBIDDEN');
      expect(preview.body.data, slug).to.deep.equal({ post: null });
    }
  });

  it('lets a logged-in admin preview a draft', async () => {
    const agent = await adminAgent(t.app, t.services);
    const res = await gql(agent, 'query { post(slug: "draft-post", preview: true) { slug status } }').expect(200);
    expect(res.body.data.post).to.deep.equal({ slug: 'draft-post', status: 'draft' });
  });

  it('answers the categories as REST does', async () => {
    const res = await gql(request(t.app), '{ categories { id name group description slug } }').expect(200);
    const rest = await request(t.app).get('/api/blog-categories').expect(200);
    expect(res.body.data.categories).to.deep.equal(rest.body);
  });

  it('answers an anonymous session', async () => {
    const res = await gql(request(t.app), '{ session { isAuthenticated user { id username } } }').expect(200);
    expect(res.body.data.session).to.deep.equal({ isAuthenticated: false, user: null });
  });
});
