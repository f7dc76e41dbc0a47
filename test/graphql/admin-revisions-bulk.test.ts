/**
 * The GraphQL of issue 12's staff side: the paged dashboard list with its enums, bulk actions,
 * revisions (who saved is the session's admin, over GraphQL and REST alike), and category post
 * counts, which only staff may read.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, adminAgent, insertPost, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const PAGE = `query($page: Int, $status: PostVisibility, $sort: AdminPostSort, $search: String) {
  adminPostPage(page: $page, status: $status, sort: $sort, search: $search) {
    total page pageSize pageCount sort status search counts { all draft published scheduled } items { id title visibility }
  }
}`;

describe('GraphQL: the dashboard list, bulk actions, revisions, category usage', () => {
  let t: TestApp;
  let admin: TestAgent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  it('pages the posts with a status filter and a sort given as enums', async () => {
    await insertPost({ title: 'On the site', publishDate: '2025-01-01T00:00:00.000Z' });
    await insertPost({ title: 'Coming soon', publishDate: '2099-01-01T00:00:00.000Z' });
    await insertPost({ title: 'Unfinished', status: 'draft' });
    const all = (await gql(admin, PAGE, { sort: 'oldest' }).expect(200)).body.data.adminPostPage;
    expect(all).to.deep.include({ total: 3, page: 1, pageSize: 20, pageCount: 1, sort: 'oldest', status: null, search: '' });
    expect(all.counts).to.deep.equal({ all: 3, draft: 1, published: 1, scheduled: 1 });
    const scheduled = (await gql(admin, PAGE, { status: 'scheduled' }).expect(200)).body.data.adminPostPage;
    expect(scheduled.items).to.have.length(1);
    expect(scheduled.items[0]).to.include({ title: 'Coming soon', visibility: 'scheduled' });
    const bad = await gql(admin, PAGE, { status: 'LIVE' }).expect(400);
    expect(bad.body.errors[0].message).to.match(/PostVisibility/);
    const badPage = (await gql(admin, PAGE, { page: 0 }).expect(200)).body;
    expect(badPage.errors[0].extensions).to.deep.equal({ code: 'BAD_USER_INPUT', errors: { page: 'page must be a whole number from 1 to 1000000' } });
  });

  it('publishes, unpublishes and deletes in bulk, reporting posts that are not there', async () => {
    const a = await insertPost({ status: 'draft' });
    const b = await insertPost({ status: 'published' });
    const select = '{ action changed unchanged failed { id message } }';
    const published = await gql(admin, `mutation($ids: [Int!]!) { publishPosts(ids: $ids) ${select} }`, { ids: [a.id, b.id, 999_999] }).expect(200);
    expect(published.body.data.publishPosts).to.deep.equal({ action: 'publish', changed: [a.id], unchanged: [b.id], failed: [{ id: 999_999, message: 'Post not found' }] });
    const unpublished = await gql(admin, `mutation($ids: [Int!]!) { unpublishPosts(ids: $ids) ${select} }`, { ids: [a.id] }).expect(200);
    expect(unpublished.body.data.unpublishPosts).to.deep.include({ action: 'unpublish', changed: [a.id] });
    const deleted = await gql(admin, `mutation($ids: [Int!]!) { deletePosts(ids: $ids) ${select} }`, { ids: [a.id, b.id] }).expect(200);
    expect(deleted.body.data.deletePosts).to.deep.include({ action: 'delete', changed: [a.id, b.id] });
    const empty = (await gql(admin, `mutation { deletePosts(ids: []) ${select} }`).expect(200)).body;
    expect(empty.errors[0].extensions).to.deep.equal({ code: 'BAD_USER_INPUT', errors: { ids: 'Choose at least one post' } });
  });

  it('keeps a revision of each save with the admin who made it (GraphQL and REST), compares and restores it', async () => {
    const created = await gql(admin, 'mutation($input: PostInput!) { createPost(input: $input) { id } }', {
      input: postInput({ title: 'First words', slug: 'first-words', content: '<p>One two three.</p>' }),
    }).expect(200);
    const id = created.body.data.createPost.id as number;
    await admin.put(`/api/admin/blog-posts/${id}`).send(postInput({ title: 'Second words', slug: 'first-words', content: '<p>One two four.</p>' })).expect(200);

    const list = await gql(admin, 'query($postId: Int!) { postRevisions(postId: $postId) { id title savedBy savedByKind savedAt } }', { postId: id }).expect(200);
    const revisions = list.body.data.postRevisions as Array<{ id: number; title: string; savedBy: string; savedByKind: string }>;
    expect(revisions.map((revision) => [revision.title, revision.savedBy, revision.savedByKind])).to.deep.equal([
      ['Second words', ADMIN.username, 'admin'], ['First words', ADMIN.username, 'admin'],
    ]);
    const oldest = revisions[1].id;
    const one = await gql(admin, 'query($id: Int!) { postRevision(id: $id) { content categoryLabels author } }', { id: oldest }).expect(200);
    expect(one.body.data.postRevision).to.deep.equal({ content: '<p>One two three.</p>', categoryLabels: ['Confidence'], author: 'Test Author' });

    const compared = await gql(admin, `query($id: Int!) { comparePostRevision(id: $id) {
      changedCount current { title } fields { field changed parts { kind text } } } }`, { id: oldest }).expect(200);
    const comparison = compared.body.data.comparePostRevision;
    expect(comparison.changedCount).to.equal(2);
    expect(comparison.current.title).to.equal('Second words');
    const content = comparison.fields.find((field: { field: string }) => field.field === 'content');
    expect(content.parts).to.deep.equal([{ kind: 'same', text: 'One two ' }, { kind: 'removed', text: 'three' }, { kind: 'added', text: 'four' }, { kind: 'same', text: '.' }]);

    const restored = await gql(admin, 'mutation($id: Int!) { restorePostRevision(id: $id) { id title content } }', { id: oldest }).expect(200);
    expect(restored.body.data.restorePostRevision).to.deep.equal({ id, title: 'First words', content: '<p>One two three.</p>' });
    const after = await gql(admin, 'query($postId: Int!) { postRevisions(postId: $postId) { title } }', { postId: id }).expect(200);
    expect(after.body.data.postRevisions.map((revision: { title: string }) => revision.title)).to.deep.equal(['First words', 'Second words', 'First words']);
    const missing = (await gql(admin, 'query { postRevision(id: 999999) { id } }').expect(200)).body;
    expect(missing.errors[0].extensions.code).to.equal('NOT_FOUND');
  });

  it('tells staff how many posts use each category; the public cannot read the counts', async () => {
    await t.services.categories.create({ name: 'Altitude', group: 'sport', slug: 'altitude' });
    await t.services.categories.create({ name: 'Taper', group: 'training_phase', slug: 'taper' });
    await t.services.categories.create({ name: 'Unused', group: 'fuel', slug: 'unused' });
    await insertPost({ categories: ['Altitude', 'Taper'] });
    await insertPost({ categories: ['Altitude'], status: 'draft' });
    const counts = await gql(admin, '{ adminCategories { name postCount } }').expect(200);
    const byName = Object.fromEntries(counts.body.data.adminCategories.map((category: { name: string; postCount: number }) => [category.name, category.postCount]));
    expect(byName).to.include({ Altitude: 2, Taper: 1, Unused: 0 });
    const anonymous = await gql(request(t.app), '{ categories { name postCount } }').expect(200);
    expect(anonymous.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    expect(anonymous.body.data).to.equal(null);
    const plain = await gql(request(t.app), '{ categories { name } }').expect(200);
    expect(plain.body.errors).to.equal(undefined);
  });
});
