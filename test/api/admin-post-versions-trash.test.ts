/**
 * Issue 20 over the APIs: post versions (a stale PUT/updatePost is refused with 409/CONFLICT and
 * the current post; a PUT without a version still saves), the trash (DELETE moves there, the
 * article answers 410, restore brings it back, delete for good), working copies (incomplete
 * values kept per staff member, a private preview, presence), in the app as the server composes
 * it. The same rules against a production start: test/processes/editor-production.test.ts.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { BlogPost, BlogPostRevision, PostSlugRedirect } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, adminAgent, createAdmin, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

describe('Post versions, trash and working copies (issue 20)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let other: TestAgent;
  before(async () => {
    t = await createTestApp({ pages: true });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    await createAdmin(t.services, { username: 'second.editor', password: 'another-long-test-password-7' });
    other = request.agent(t.app);
    await other.post('/api/admin/login').send({ username: 'second.editor', password: 'another-long-test-password-7' }).expect(200);
  });

  async function create(slug: string, overrides: Record<string, unknown> = {}) {
    return (await admin.post('/api/admin/blog-posts').send(postInput({ slug, ...overrides })).expect(201)).body.post;
  }

  describe('versions', () => {
    it('every admin read carries the version, and each save raises it by one', async () => {
      const post = await create('versioned');
      expect(post.version).to.equal(1);
      const read = await admin.get(`/api/admin/blog-posts/${post.id}`).expect(200);
      expect(read.body.version).to.equal(1);
      expect(read.headers.etag).to.equal('"1"');
      const saved = await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'versioned', title: 'Second', version: 1 })).expect(200);
      expect(saved.body.post.version).to.equal(2);
      const list = await admin.get('/api/admin/blog-posts').expect(200);
      expect(list.body.find((item: { id: number }) => item.id === post.id).version).to.equal(2);
      const viaGraphql = await gql(admin, 'query($id: Int!) { adminPost(id: $id) { version } }', { id: post.id }).expect(200);
      expect(viaGraphql.body.data.adminPost.version).to.equal(2);
    });

    it('a PUT naming an older version (field or If-Match) is a 409 with the current post; nothing is overwritten', async () => {
      const post = await create('two-editors', { excerpt: 'First excerpt' });
      // The first editor saves over version 1 …
      await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'two-editors', excerpt: 'Kept excerpt', version: 1 })).expect(200);
      // … the second, who also opened version 1, is refused.
      const stale = await other.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'two-editors', excerpt: 'Lost?', version: 1 })).expect(409);
      expect(stale.body.errors).to.have.property('version');
      expect(stale.body.current).to.include({ id: post.id, version: 2, excerpt: 'Kept excerpt' });
      const viaHeader = await other.put(`/api/admin/blog-posts/${post.id}`).set('If-Match', '"1"').send(postInput({ slug: 'two-editors', excerpt: 'Lost?' })).expect(409);
      expect(viaHeader.body.current.version).to.equal(2);
      expect((await BlogPost.findByPk(post.id))!.excerpt).to.equal('Kept excerpt');
      // Naming the current version overwrites knowingly.
      await other.put(`/api/admin/blog-posts/${post.id}`).set('If-Match', '"2"').send(postInput({ slug: 'two-editors', excerpt: 'Overwritten' })).expect(200);
      expect((await BlogPost.findByPk(post.id))!.excerpt).to.equal('Overwritten');
    });

    it('a PUT without a version saves as the spec says; a malformed version is a 400 naming it', async () => {
      const post = await create('no-version');
      const res = await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'no-version', title: 'Plain save' })).expect(200);
      expect(res.body.post).to.include({ title: 'Plain save', version: 2 });
      const bad = await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'no-version', version: 'two' })).expect(400);
      expect(bad.body.errors).to.have.property('version');
      const badHeader = await admin.put(`/api/admin/blog-posts/${post.id}`).set('If-Match', 'yesterday').send(postInput({ slug: 'no-version' })).expect(400);
      expect(badHeader.body.errors).to.have.property('version');
    });

    it('updatePost with a stale version answers CONFLICT with the current post', async () => {
      const post = await create('graphql-version');
      await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'graphql-version', title: 'Newer' })).expect(200);
      const input = postInput({ slug: 'graphql-version', title: 'Older' });
      const res = await gql(other, 'mutation($id: Int!, $input: PostInput!, $version: Int) { updatePost(id: $id, input: $input, version: $version) { version } }', { id: post.id, input, version: 1 });
      expect(res.body.errors[0].extensions.code).to.equal('CONFLICT');
      expect(res.body.errors[0].extensions.current).to.include({ id: post.id, version: 2, title: 'Newer' });
      const ok = await gql(other, 'mutation($id: Int!, $input: PostInput!, $version: Int) { updatePost(id: $id, input: $input, version: $version) { version title } }', { id: post.id, input, version: 2 });
      expect(ok.body.data.updatePost).to.deep.equal({ version: 3, title: 'Older' });
    });

    it('a draft published later takes the publish moment as its date unless the editor set one', async () => {
      const started = '2020-01-02T03:04:00.000Z';
      const post = await create('late-publish', { status: 'draft', publishDate: started });
      const published = await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'late-publish', status: 'published', publishDate: started })).expect(200);
      expect(Date.parse(published.body.post.publishDate)).to.be.greaterThan(Date.parse('2025-01-01'));
      const chosen = await create('chosen-date', { status: 'draft', publishDate: started });
      const own = await admin.put(`/api/admin/blog-posts/${chosen.id}`).send(postInput({ slug: 'chosen-date', status: 'published', publishDate: '2021-05-06T07:08:00.000Z' })).expect(200);
      expect(own.body.post.publishDate).to.equal('2021-05-06T07:08:00.000Z');
    });
  });

  describe('trash', () => {
    it('DELETE keeps its answer and moves the post to the trash: off the site (410 page), out of the lists, kept with revisions and redirects', async () => {
      const post = await create('to-trash');
      await admin.put(`/api/admin/blog-posts/${post.id}`).send(postInput({ slug: 'to-trash-renamed' })).expect(200);
      await request(t.app).get('/blog/to-trash-renamed').expect(200);
      const res = await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(200);
      expect(res.body).to.deep.equal({ success: true, id: post.id });
      await request(t.app).get('/blog/to-trash-renamed').expect(410);
      await request(t.app).get('/blog/to-trash').expect(410);
      await request(t.app).get('/api/blog-posts/to-trash-renamed').expect(404);
      const list = await admin.get('/api/admin/blog-posts').expect(200);
      expect(list.body.map((item: { id: number }) => item.id)).to.not.include(post.id);
      const trash = await admin.get('/api/admin/trash').expect(200);
      expect(trash.body[0]).to.include({ id: post.id, status: 'published' });
      await admin.get(`/api/admin/blog-posts/${post.id}`).expect(404);
      expect(trash.body[0].trashedAt).to.be.a('string');
      expect(await BlogPostRevision.count({ where: { postId: post.id } })).to.be.greaterThan(0);
      expect(await PostSlugRedirect.count({ where: { postId: post.id } })).to.equal(1);
    });

    it('restore brings the post back with its status; the page and its old address answer again', async () => {
      const post = await create('restore-me');
      await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(200);
      await request(t.app).get('/blog/restore-me').expect(410);
      const restored = await admin.post(`/api/admin/blog-posts/${post.id}/restore`).expect(200);
      expect(restored.body.post).to.include({ id: post.id, status: 'published' });
      await request(t.app).get('/blog/restore-me').expect(200);
      const again = await admin.post(`/api/admin/blog-posts/${post.id}/restore`).expect(409);
      expect(again.body.errors).to.have.property('status');
    });

    it('deletes for good only from the trash, by hand or in bulk; emptyTrash removes what is older than TRASH_DAYS', async () => {
      const post = await create('forever');
      await admin.delete(`/api/admin/trash/${post.id}`).expect(409);
      await admin.delete(`/api/admin/blog-posts/${post.id}`).expect(200);
      await admin.delete(`/api/admin/trash/${post.id}`).expect(200);
      expect(await BlogPost.findByPk(post.id)).to.equal(null);
      await request(t.app).get('/blog/forever').expect(404);

      const a = await create('bulk-a');
      const b = await create('bulk-b');
      const trashed = await gql(admin, 'mutation($ids: [Int!]!) { deletePosts(ids: $ids) { action changed } }', { ids: [a.id, b.id] }).expect(200);
      expect(trashed.body.data.deletePosts).to.deep.equal({ action: 'delete', changed: [a.id, b.id] });
      const restored = await gql(admin, 'mutation($ids: [Int!]!) { restorePosts(ids: $ids) { changed } }', { ids: [a.id] }).expect(200);
      expect(restored.body.data.restorePosts.changed).to.deep.equal([a.id]);
      const purged = await gql(admin, 'mutation($ids: [Int!]!) { purgePosts(ids: $ids) { changed unchanged } }', { ids: [a.id, b.id] }).expect(200);
      expect(purged.body.data.purgePosts).to.deep.equal({ changed: [b.id], unchanged: [a.id] });

      const old = await create('old-trash');
      await admin.delete(`/api/admin/blog-posts/${old.id}`).expect(200);
      await BlogPost.update({ trashedAt: new Date(Date.now() - 31 * 86_400_000) }, { where: { id: old.id } });
      const recent = await create('recent-trash');
      await admin.delete(`/api/admin/blog-posts/${recent.id}`).expect(200);
      expect(await t.services.posts.emptyTrash(30)).to.equal(1);
      expect(await BlogPost.findByPk(old.id)).to.equal(null);
      expect(await BlogPost.findByPk(recent.id)).to.not.equal(null);
    });
  });

  describe('working copies', () => {
    const SAVE = 'mutation($postId: Int, $fields: JSONObject!, $baseVersion: Int) { saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) { postId fields baseVersion previewPath } }';
    const READ = 'query($postId: Int) { workingCopy(postId: $postId) { fields savedAt } }';

    it('keeps incomplete values per staff member, for a new post too, and gives them back on another client', async () => {
      const saved = await gql(admin, SAVE, { postId: null, fields: { title: 'Half a thought', excerpt: '', categories: [] } }).expect(200);
      expect(saved.body.data.saveWorkingCopy).to.include({ postId: null, baseVersion: null });
      // Another browser: a second session of the same staff member.
      const elsewhere = request.agent(t.app);
      await elsewhere.post('/api/admin/login').send(ADMIN).expect(200);
      const back = await gql(elsewhere, READ, { postId: null }).expect(200);
      expect(back.body.data.workingCopy.fields).to.deep.equal({ title: 'Half a thought', excerpt: '', categories: [] });
      const notMine = await gql(other, READ, { postId: null }).expect(200);
      expect(notMine.body.data.workingCopy).to.equal(null);
      await gql(elsewhere, 'mutation { discardWorkingCopy }').expect(200);
      expect((await gql(admin, READ, { postId: null })).body.data.workingCopy).to.equal(null);
    });

    it('a published post’s working copy stays off the public page, visible in its private preview only to staff', async () => {
      const post = await create('live-post', { content: '<p>Live words</p>' });
      const saved = await gql(admin, SAVE, { postId: post.id, baseVersion: 1, fields: { ...postInput({ slug: 'live-post' }), content: '<p>Staged words</p>' } }).expect(200);
      const { previewPath } = saved.body.data.saveWorkingCopy;
      expect(previewPath).to.match(/^\/admin\/preview\/[\w-]{16,}$/);
      const page = await request(t.app).get('/blog/live-post').expect(200);
      expect(page.text).to.contain('Live words').and.not.contain('Staged words');
      const token = previewPath.split('/').pop();
      const preview = await gql(admin, 'query($token: String!) { workingCopyPreview(token: $token) { html savedBy } }', { token }).expect(200);
      expect(preview.body.data.workingCopyPreview.html).to.contain('Staged words');
      const anonymous = await gql(request(t.app), 'query($token: String!) { workingCopyPreview(token: $token) { html } }', { token });
      expect(anonymous.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    });

    it('refuses what is not a form’s values, naming the field', async () => {
      const nested = await gql(admin, SAVE, { fields: { title: { deep: 'object' } } }).expect(200);
      expect(nested.body.errors[0].extensions).to.deep.include({ code: 'BAD_USER_INPUT', errors: { title: 'title must be text, a number, true/false or a list of texts' } });
      const stranger = await gql(admin, SAVE, { fields: { title: 'x', mood: 'calm' } }).expect(200);
      expect(stranger.body.errors[0].extensions.errors.fields).to.match(/^“mood” is not a field of the post form \(slug, title, /);
      const missing = await gql(admin, SAVE, { postId: 999_999, fields: { title: 'x' } }).expect(200);
      expect(missing.body.errors[0].extensions.code).to.equal('NOT_FOUND');
    });

    it('says who else has a post open', async () => {
      const post = await create('presence');
      const EDITING = 'mutation($postId: Int!) { editingPost(postId: $postId) }';
      expect((await gql(admin, EDITING, { postId: post.id })).body.data.editingPost).to.deep.equal([]);
      expect((await gql(other, EDITING, { postId: post.id })).body.data.editingPost).to.deep.equal([ADMIN.username]);
      await gql(admin, 'mutation($postId: Int!) { stoppedEditingPost(postId: $postId) }', { postId: post.id }).expect(200);
      expect((await gql(other, EDITING, { postId: post.id })).body.data.editingPost).to.deep.equal([]);
    });
  });
});
