/**
 * The exact GraphQL documents the admin screens send (pages/_graphql/operations): valid against
 * the emitted schema, refused without a session, and answering what the screens read with one.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { buildSchema, print, validate, type DocumentNode } from 'graphql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import * as categoryOperations from '../../pages/_graphql/operations/category.operations.js';
import * as postOperations from '../../pages/_graphql/operations/post.operations.js';
import * as sessionOperations from '../../pages/_graphql/operations/session.operations.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, createAdmin, insertPost, postInput } from '../helpers/fixtures.js';

const {
  ADMIN_CATEGORIES_QUERY, CREATE_CATEGORY_MUTATION, DELETE_CATEGORY_MUTATION, REORDER_CATEGORIES_MUTATION, UPDATE_CATEGORY_MUTATION,
} = categoryOperations;
const {
  ADMIN_POST_PAGE_QUERY, ADMIN_POST_QUERY, ADMIN_POSTS_QUERY, COMPARE_REVISION_QUERY, CREATE_POST_MUTATION, DELETE_POST_MUTATION,
  DELETE_POSTS_MUTATION, POST_REVISIONS_QUERY, PUBLISH_POSTS_MUTATION, RESTORE_REVISION_MUTATION, UNPUBLISH_POSTS_MUTATION, UPDATE_POST_MUTATION,
} = postOperations;
const { LOGIN_MUTATION, LOGOUT_MUTATION, SESSION_QUERY } = sessionOperations;

const DOCUMENTS: Record<string, DocumentNode> = Object.fromEntries(
  Object.entries({ ...categoryOperations, ...postOperations, ...sessionOperations })
    .filter(([, value]) => typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document'),
) as Record<string, DocumentNode>;

interface GraphQLBody {
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; errors?: Record<string, string> } }>;
}

async function send(client: { post(url: string): request.Test }, document: DocumentNode, variables: Record<string, unknown> = {}): Promise<GraphQLBody> {
  const res = await client.post('/graphql').set('Content-Type', 'application/json').send({ query: print(document), variables });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body as GraphQLBody;
}

describe('GraphQL: the admin screens\' operations', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    await createAdmin(t.services);
  });

  it('are all valid against the emitted schema (src/graphql/schema.graphql)', () => {
    const schema = buildSchema(readFileSync(new URL('../../src/graphql/schema.graphql', import.meta.url), 'utf8'));
    expect(Object.keys(DOCUMENTS)).to.have.length(20);
    for (const [name, document] of Object.entries(DOCUMENTS)) {
      expect(validate(schema, document).map((error) => error.message), name).to.deep.equal([]);
    }
  });

  it('refuse every admin operation without a session, with UNAUTHENTICATED and no data', async () => {
    const anonymous = request(t.app);
    const post = postInput();
    const category = { name: 'Nope', group: 'sport', description: '', slug: 'nope' };
    const calls: Array<[DocumentNode, Record<string, unknown>]> = [
      [ADMIN_POSTS_QUERY, { search: 'a', sort: 'oldest' }], [ADMIN_POST_QUERY, { id: 1 }],
      [CREATE_POST_MUTATION, { input: post }], [UPDATE_POST_MUTATION, { id: 1, input: post }], [DELETE_POST_MUTATION, { id: 1 }],
      [ADMIN_CATEGORIES_QUERY, {}], [CREATE_CATEGORY_MUTATION, { input: category }],
      [UPDATE_CATEGORY_MUTATION, { id: 1, input: category }], [DELETE_CATEGORY_MUTATION, { id: 1 }],
      [REORDER_CATEGORIES_MUTATION, { ids: [1, 2] }],
      [ADMIN_POST_PAGE_QUERY, { page: 1, status: 'draft', sort: 'oldest', search: 'a' }], [PUBLISH_POSTS_MUTATION, { ids: [1] }],
      [UNPUBLISH_POSTS_MUTATION, { ids: [1] }], [DELETE_POSTS_MUTATION, { ids: [1] }], [POST_REVISIONS_QUERY, { postId: 1 }],
      [COMPARE_REVISION_QUERY, { id: 1 }], [RESTORE_REVISION_MUTATION, { id: 1 }],
    ];
    for (const [document, variables] of calls) {
      const body = await send(anonymous, document, variables);
      expect(body.errors?.[0].extensions?.code, print(document)).to.equal('UNAUTHENTICATED');
      expect(body.data ?? null).to.equal(null);
    }
    expect((await send(anonymous, SESSION_QUERY)).data).to.deep.equal({ session: { isAuthenticated: false, user: null } });
  });

  describe('with a session from the login mutation', () => {
    let agent: TestAgent;
    before(async () => {
      agent = request.agent(t.app);
      const body = await send(agent, LOGIN_MUTATION, { input: ADMIN });
      expect(body.data?.login.username).to.equal(ADMIN.username);
    });

    it('answers the auth check with the signed-in admin', async () => {
      const body = await send(agent, SESSION_QUERY);
      expect(body.data?.session).to.deep.include({ isAuthenticated: true });
      expect(body.data?.session.user.username).to.equal(ADMIN.username);
    });

    it('lists drafts too, searched by author and sorted either way, with what the dashboard shows', async () => {
      await insertPost({ title: 'Old dashboard post', slug: 'old-dashboard-post', author: 'Quinn Harper', publishDate: '2024-01-01T09:00:00.000Z' });
      await insertPost({ title: 'New dashboard draft', slug: 'new-dashboard-draft', author: 'Quinn Harper', status: 'draft', publishDate: '2025-06-01T09:00:00.000Z' });
      const newest = await send(agent, ADMIN_POSTS_QUERY, { search: 'quinn harper', sort: 'newest' });
      expect(newest.data?.adminPosts.map((post: { slug: string }) => post.slug)).to.deep.equal(['new-dashboard-draft', 'old-dashboard-post']);
      expect(newest.data?.adminPosts[0]).to.include({ status: 'draft', author: 'Quinn Harper', categoryLabel: 'Confidence' });
      const oldest = await send(agent, ADMIN_POSTS_QUERY, { search: 'Quinn', sort: 'oldest' });
      expect(oldest.data?.adminPosts.map((post: { slug: string }) => post.slug)).to.deep.equal(['old-dashboard-post', 'new-dashboard-draft']);
    });

    it('creates, loads, updates and deletes a post as the form sends it', async () => {
      const input = { ...postInput({ slug: 'ui-form-post', categories: ['Running', 'Confidence'] }), imageUrl: '' };
      const created = await send(agent, CREATE_POST_MUTATION, { input });
      const post = created.data?.createPost;
      expect(post).to.include({ slug: 'ui-form-post', imageUrl: null, status: 'published' });
      expect(post.categoryLabels).to.deep.equal(['Running', 'Confidence']);

      const loaded = await send(agent, ADMIN_POST_QUERY, { id: post.id });
      expect(loaded.data?.adminPost).to.include({ id: post.id, content: '<p>Body of the test post.</p>' });

      const updated = await send(agent, UPDATE_POST_MUTATION, { id: post.id, input: { ...input, status: 'draft', title: 'Now a draft' } });
      expect(updated.data?.updatePost).to.include({ status: 'draft', title: 'Now a draft' });

      expect((await send(agent, DELETE_POST_MUTATION, { id: post.id })).data).to.deep.equal({ deletePost: { id: post.id } });
      const gone = await send(agent, ADMIN_POST_QUERY, { id: post.id });
      expect(gone.errors?.[0].extensions?.code).to.equal('NOT_FOUND');
    });

    it('answers field messages the form puts next to its fields', async () => {
      const empty = await send(agent, CREATE_POST_MUTATION, {
        input: { title: '', slug: '', excerpt: '', content: '', imageUrl: '', categories: [], publishDate: '', author: '', status: 'published' },
      });
      expect(empty.errors?.[0].extensions?.code).to.equal('BAD_USER_INPUT');
      expect(empty.errors?.[0].extensions?.errors).to.include({
        title: 'Title is required', categories: 'Please select at least one category', author: 'Author is required',
      });
      await insertPost({ slug: 'taken-by-another' });
      const taken = await send(agent, CREATE_POST_MUTATION, { input: postInput({ slug: 'taken-by-another' }) });
      expect(taken.errors?.[0]).to.deep.include({ message: 'A post with this slug already exists' });
      expect(taken.errors?.[0].extensions).to.deep.equal({ code: 'CONFLICT', errors: { slug: 'A post with this slug already exists' } });
    });

    it('pages, filters and acts in bulk as the dashboard does, and shows a post\'s revisions as the revisions screen does', async () => {
      const draft = await send(agent, CREATE_POST_MUTATION, { input: postInput({ slug: 'bulk-ui-draft', status: 'draft', title: 'Bulk UI draft' }) });
      const id = draft.data?.createPost.id as number;
      const page = (await send(agent, ADMIN_POST_PAGE_QUERY, { status: 'draft', search: 'Bulk UI' })).data?.adminPostPage;
      expect(page.items.map((item: { id: number; visibility: string }) => [item.id, item.visibility])).to.deep.equal([[id, 'draft']]);
      expect(page).to.deep.include({ total: 1, page: 1, pageCount: 1 });
      expect((await send(agent, PUBLISH_POSTS_MUTATION, { ids: [id] })).data?.publishPosts).to.deep.equal({ changed: [id], unchanged: [], failed: [] });
      expect((await send(agent, UNPUBLISH_POSTS_MUTATION, { ids: [id] })).data?.unpublishPosts.changed).to.deep.equal([id]);

      const revisions = (await send(agent, POST_REVISIONS_QUERY, { postId: id })).data;
      expect(revisions?.adminPost.title).to.equal('Bulk UI draft');
      expect(revisions?.postRevisions.map((revision: { status: string }) => revision.status)).to.deep.equal(['draft', 'published', 'draft']);
      const oldest = revisions?.postRevisions[2].id as number;
      const compared = (await send(agent, COMPARE_REVISION_QUERY, { id: oldest })).data?.comparePostRevision;
      expect(compared.changedCount).to.equal(0);
      expect(compared.revision).to.include({ id: oldest, savedBy: ADMIN.username, savedByKind: 'admin' });
      expect((await send(agent, RESTORE_REVISION_MUTATION, { id: oldest })).data?.restorePostRevision).to.include({ id, slug: 'bulk-ui-draft' });
      expect((await send(agent, DELETE_POSTS_MUTATION, { ids: [id] })).data?.deletePosts).to.deep.equal({ changed: [id], unchanged: [], failed: [] });
    });

    it('manages categories as the category screen does', async () => {
      const input = { name: 'Mental Rehearsal', group: 'fuel', description: '', slug: 'mental-rehearsal' };
      const created = (await send(agent, CREATE_CATEGORY_MUTATION, { input })).data?.createCategory;
      expect(created).to.include({ name: 'Mental Rehearsal', group: 'fuel', description: null, slug: 'mental-rehearsal' });
      const list = (await send(agent, ADMIN_CATEGORIES_QUERY)).data?.adminCategories;
      expect(list.map((category: { name: string }) => category.name)).to.include('Mental Rehearsal');

      const duplicate = await send(agent, CREATE_CATEGORY_MUTATION, { input });
      expect(duplicate.errors?.[0].message).to.equal('A category with this name already exists');

      const updated = await send(agent, UPDATE_CATEGORY_MUTATION, { id: created.id, input: { ...input, name: 'Rehearsal', slug: 'rehearsal', description: 'Seeing it first.' } });
      expect(updated.data?.updateCategory).to.include({ name: 'Rehearsal', slug: 'rehearsal', description: 'Seeing it first.' });
      expect((await send(agent, DELETE_CATEGORY_MUTATION, { id: created.id })).data).to.deep.equal({ deleteCategory: { id: created.id } });
    });

    it('logs out: the same cookie no longer opens anything', async () => {
      const other = request.agent(t.app);
      await send(other, LOGIN_MUTATION, { input: ADMIN });
      expect((await send(other, LOGOUT_MUTATION)).data).to.deep.equal({ logout: true });
      expect((await send(other, SESSION_QUERY)).data?.session.isAuthenticated).to.equal(false);
      expect((await send(other, ADMIN_CATEGORIES_QUERY)).errors?.[0].extensions?.code).to.equal('UNAUTHENTICATED');
    });
  });

  it('answers a failed login with the message the login toast shows', async () => {
    const body = await send(request(t.app), LOGIN_MUTATION, { input: { username: ADMIN.username, password: 'not-the-password' } });
    expect(body.errors?.[0].message).to.equal('Invalid username or password');
  });
});
