/**
 * Admin GraphQL on the same session cookie as REST: login and logout, post and category
 * mutations with their error codes (BAD_USER_INPUT, CONFLICT, NOT_FOUND, UNAUTHENTICATED).
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { BlogCategory, BlogPost, User } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, adminAgent, createAdmin, insertPost, postInput, storedCategoryNames } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { sessionCookieLine, sessionIdOf, sessionRowExists } from '../helpers/session-cookie.js';

const CREATE_POST = 'mutation($input: PostInput!) { createPost(input: $input) { id slug title status categories { slug } categoryLabel categoryLabels publishDate } }';
const UPDATE_POST = 'mutation($id: Int!, $input: PostInput!) { updatePost(id: $id, input: $input) { id slug title status } }';
const CREATE_CATEGORY = 'mutation($input: CategoryInput!) { createCategory(input: $input) { id name group description slug } }';
const UPDATE_CATEGORY = 'mutation($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id name slug } }';

function firstError(res: request.Response) {
  return res.body.errors?.[0] as { message: string; extensions: { code: string; errors?: Record<string, string> } };
}

describe('GraphQL admin operations', () => {
  let t: TestApp;
  let admin: TestAgent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  describe('session on the shared cookie', () => {
    it('logs in by mutation: the cookie then works for REST too, and logout destroys the session row', async () => {
      const agent = request.agent(t.app);
      const res = await gql(agent, 'mutation($input: LoginInput!) { login(input: $input) { username } }', { input: ADMIN }).expect(200);
      expect(res.body.data.login).to.deep.equal({ username: ADMIN.username });
      const line = sessionCookieLine(res)!;
      expect(line).to.match(/HttpOnly/).and.match(/SameSite=Lax/);
      expect((await agent.get('/api/admin/session').expect(200)).body.isAuthenticated).to.equal(true);
      expect((await gql(agent, '{ session { isAuthenticated user { username } } }')).body.data.session)
        .to.deep.equal({ isAuthenticated: true, user: { username: ADMIN.username } });
      const out = await gql(agent, 'mutation { logout }').expect(200);
      expect(out.body.data.logout).to.equal(true);
      expect(sessionCookieLine(out)).to.match(/^mf\.sid=;/);
      expect(await sessionRowExists(t.sequelize, sessionIdOf(line))).to.equal(false);
      const replay = await request(t.app).post('/graphql').set('Cookie', line.split(';')[0]).send({ query: '{ adminPosts { id } }' }).expect(200);
      expect(firstError(replay).extensions.code).to.equal('UNAUTHENTICATED');
    });

    it('answers a REST login session in GraphQL', async () => {
      const res = await gql(admin, '{ adminCategories { name } }').expect(200);
      expect(res.body.data.adminCategories).to.have.length(16);
    });

    it('refuses bad credentials with UNAUTHENTICATED and an empty form with BAD_USER_INPUT', async () => {
      const wrong = await gql(request(t.app), 'mutation { login(input: { username: "staff.admin", password: "nope-nope-nope" }) { id } }').expect(200);
      expect(firstError(wrong)).to.deep.include({ message: 'Invalid username or password' });
      expect(firstError(wrong).extensions.code).to.equal('UNAUTHENTICATED');
      const empty = await gql(request(t.app), 'mutation { login(input: {}) { id } }').expect(200);
      expect(firstError(empty).extensions).to.deep.equal({
        code: 'BAD_USER_INPUT', errors: { username: 'Username is required', password: 'Password is required' },
      });
    });
  });

  describe('posts', () => {
    it('creates, reads, updates, lists and deletes a post', async () => {
      const created = await gql(admin, CREATE_POST, { input: postInput({ slug: 'gql-post', status: 'draft', categories: ['Running', 'Base'] }) }).expect(200);
      const post = created.body.data.createPost;
      expect(post).to.include({ slug: 'gql-post', status: 'draft', categoryLabel: 'Running' });
      expect(post.categoryLabels).to.deep.equal(['Running', 'Base']);
      expect(post.categories).to.deep.equal([{ slug: 'running' }, { slug: 'base' }]);
      const one = await gql(admin, 'query($id: Int!) { adminPost(id: $id) { slug content } }', { id: post.id }).expect(200);
      expect(one.body.data.adminPost.slug).to.equal('gql-post');
      const updated = await gql(admin, UPDATE_POST, { id: post.id, input: postInput({ slug: 'gql-post', title: 'Renamed', status: 'published' }) }).expect(200);
      expect(updated.body.data.updatePost).to.include({ id: post.id, title: 'Renamed', status: 'published' });
      const list = await gql(admin, '{ adminPosts(search: "renamed", sort: oldest) { slug } }').expect(200);
      expect(list.body.data.adminPosts).to.deep.equal([{ slug: 'gql-post' }]);
      const deleted = await gql(admin, 'mutation($id: Int!) { deletePost(id: $id) { id } }', { id: post.id }).expect(200);
      expect(deleted.body.data.deletePost).to.deep.equal({ id: post.id });
      // To the trash (issue 20); deletePostForever removes the row.
      expect((await BlogPost.findByPk(post.id))!.status).to.equal('trashed');
      await gql(admin, 'mutation($id: Int!) { deletePostForever(id: $id) { id } }', { id: post.id }).expect(200);
      expect(await BlogPost.findByPk(post.id)).to.equal(null);
    });

    it('answers BAD_USER_INPUT with the spec messages in extensions.errors', async () => {
      const res = await gql(admin, CREATE_POST, { input: postInput({ categories: [], title: '' }) }).expect(200);
      expect(firstError(res).message).to.equal('Title is required');
      expect(firstError(res).extensions).to.deep.equal({
        code: 'BAD_USER_INPUT', errors: { title: 'Title is required', categories: 'Please select at least one category' },
      });
      expect(res.body.data).to.equal(null);
    });

    it('answers CONFLICT for a taken slug and NOT_FOUND for an unknown id', async () => {
      await gql(admin, CREATE_POST, { input: postInput({ slug: 'gql-taken' }) }).expect(200);
      const conflict = await gql(admin, CREATE_POST, { input: postInput({ slug: 'gql-taken' }) }).expect(200);
      expect(firstError(conflict)).to.deep.equal({
        message: 'A post with this slug already exists', path: ['createPost'],
        extensions: { code: 'CONFLICT', errors: { slug: 'A post with this slug already exists' } },
      });
      for (const query of ['{ adminPost(id: 424242) { id } }', 'mutation { deletePost(id: -1) { id } }']) {
        const res = await gql(admin, query).expect(200);
        expect(firstError(res), query).to.deep.include({ message: 'Post not found' });
        expect(firstError(res).extensions.code).to.equal('NOT_FOUND');
      }
      const update = await gql(admin, UPDATE_POST, { id: 424242, input: postInput() }).expect(200);
      expect(firstError(update).extensions.code).to.equal('NOT_FOUND');
    });
  });

  describe('categories', () => {
    it('creates a category, enforcing the group, and answers CONFLICT for a taken name or slug', async () => {
      const res = await gql(admin, CREATE_CATEGORY, { input: { name: 'Night Running', group: 'sport', slug: 'night-running' } }).expect(200);
      expect(res.body.data.createCategory).to.include({ name: 'Night Running', group: 'sport', description: null, slug: 'night-running' });
      // The group is a CategoryGroup enum: GraphQL refuses another value before the service runs, naming the field.
      const group = await gql(admin, CREATE_CATEGORY, { input: { name: 'Odd', group: 'hobby', slug: 'odd' } }).expect(400);
      expect(firstError(group).extensions.code).to.equal('BAD_USER_INPUT');
      expect(firstError(group).message).to.contain('at "input.group"').and.contain('Value "hobby" does not exist in "CategoryGroup" enum');
      const name = await gql(admin, CREATE_CATEGORY, { input: { name: 'night running', group: 'sport', slug: 'other-slug' } }).expect(200);
      expect(firstError(name).extensions).to.deep.equal({ code: 'CONFLICT', errors: { name: 'A category with this name already exists' } });
      const slug = await gql(admin, CREATE_CATEGORY, { input: { name: 'Other', group: 'sport', slug: 'night-running' } }).expect(200);
      expect(firstError(slug).extensions.code).to.equal('CONFLICT');
    });

    it('carries a rename into posts and removes a deleted category from them', async () => {
      const post = await insertPost({ slug: 'gql-cats', categories: ['Build', 'Cycling'], publishDate: '2025-01-01T00:00:00.000Z' });
      const id = (await BlogCategory.findOne({ where: { name: 'Build' } }))!.id;
      const renamed = await gql(admin, UPDATE_CATEGORY, { id, input: { name: 'Build Phase', group: 'training_phase', slug: 'build-phase' } }).expect(200);
      expect(renamed.body.data.updateCategory).to.deep.equal({ id, name: 'Build Phase', slug: 'build-phase' });
      expect(await storedCategoryNames(post.id)).to.deep.equal(['Build Phase', 'Cycling']);
      const deleted = await gql(admin, 'mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id }).expect(200);
      expect(deleted.body.data.deleteCategory).to.deep.equal({ id });
      expect(await storedCategoryNames(post.id)).to.deep.equal(['Cycling']);
      expect((await post.reload()).status).to.equal('published');
      const missing = await gql(admin, 'mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id }).expect(200);
      expect(firstError(missing)).to.deep.include({ message: 'Category not found' });
    });
  });

  describe('account removal', () => {
    it('keeps admin operations closed after the account is gone', async () => {
      await User.destroy({ where: { username: ADMIN.username } });
      const res = await gql(admin, '{ adminPosts { id } }').expect(200);
      expect(firstError(res).extensions.code).to.equal('UNAUTHENTICATED');
      await createAdmin(t.services);
    });
  });
});
