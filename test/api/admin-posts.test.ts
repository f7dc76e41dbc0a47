/**
 * Admin post CRUD over REST: the happy paths, every rule of docs/product.md §5 with its message, slug
 * conflicts, the admin list (drafts included, search and sort) and what the public then sees.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { BlogPost } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost, postInput, storedCategoryNames } from '../helpers/fixtures.js';

describe('REST admin posts', () => {
  let t: TestApp;
  let admin: TestAgent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  describe('create, read, update, delete', () => {
    it('creates a post (201 { post }) that the public can read', async () => {
      const input = postInput({ slug: 'new-post', title: 'New post', categories: ['Confidence', 'Running'] });
      const res = await admin.post('/api/admin/blog-posts').send(input).expect(201);
      expect(res.body.post).to.include({ slug: 'new-post', title: 'New post', status: 'published', categoryLabel: 'Confidence' });
      expect(res.body.post.categories).to.deep.equal(['Confidence', 'Running']);
      expect(res.body.post.id).to.be.a('number');
      await request(t.app).get('/api/blog-posts/new-post').expect(200);
      const row = await BlogPost.findOne({ where: { slug: 'new-post' } });
      expect(await storedCategoryNames(row!.id)).to.deep.equal(['Confidence', 'Running']);
    });

    it('defaults the status to published and stores no image when none is chosen', async () => {
      const { status: _status, imageUrl: _image, ...input } = postInput({ slug: 'defaults-post' });
      const res = await admin.post('/api/admin/blog-posts').send(input).expect(201);
      expect(res.body.post).to.include({ status: 'published', imageUrl: null });
      const nulls = await admin.post('/api/admin/blog-posts').send({ ...postInput({ slug: 'null-image' }), imageUrl: null, status: null }).expect(201);
      expect(nulls.body.post).to.include({ status: 'published', imageUrl: null });
    });

    it('reads one post by id with its admin fields, never cached', async () => {
      const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'read-me', status: 'draft' })).expect(201)).body.post;
      const res = await admin.get(`/api/admin/blog-posts/${created.id}`).expect(200);
      expect(res.headers['cache-control']).to.equal('no-store');
      expect(res.body).to.deep.equal(created);
      expect(Object.keys(res.body)).to.include.members(['categories', 'content', 'createdAt', 'updatedAt', 'categoryLabels']);
    });

    it('updates a post (200 { post }), keeping its own slug, and switches draft and published freely', async () => {
      const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'edit-me' })).expect(201)).body.post;
      const draft = await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'edit-me', title: 'Edited', status: 'draft' })).expect(200);
      expect(draft.body.post).to.include({ id: created.id, title: 'Edited', status: 'draft' });
      await request(t.app).get('/api/blog-posts/edit-me').expect(404);
      await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'edit-me', status: 'published' })).expect(200);
      await request(t.app).get('/api/blog-posts/edit-me').expect(200);
      const renamed = await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ slug: 'edited-slug' })).expect(200);
      expect(renamed.body.post.slug).to.equal('edited-slug');
      // The old slug was public: its read redirects to the new one (308, as the article page does).
      const moved = await request(t.app).get('/api/blog-posts/edit-me').expect(308);
      expect(moved.headers.location).to.equal('/api/blog-posts/edited-slug');
    });

    it('deletes a post (the spec’s answer): it moves to the trash, the article is gone; deleting it for good removes the row', async () => {
      const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'delete-me' })).expect(201)).body.post;
      const res = await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(200);
      expect(res.body).to.deep.equal({ success: true, id: created.id });
      expect((await BlogPost.findByPk(created.id))!.status).to.equal('trashed');
      await request(t.app).get('/api/blog-posts/delete-me').expect(404);
      // Deleting again is harmless (already in the trash).
      await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(200);
      await admin.delete(`/api/admin/trash/${created.id}`).expect(200);
      expect(await BlogPost.findByPk(created.id)).to.equal(null);
      await admin.delete(`/api/admin/blog-posts/${created.id}`).expect(404);
      await admin.get(`/api/admin/blog-posts/${created.id}`).expect(404);
    });

    it('sanitises the article HTML on save', async () => {
      const content = '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a><iframe src="https://e.com"></iframe></p>';
      const res = await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'sanitised', content })).expect(201);
      expect(res.body.post.content).to.equal('<p>Hi <a>link</a></p>');
    });
  });

  describe('validation (docs/product.md §5)', () => {
    async function errorsFor(body: Record<string, unknown>) {
      const res = await admin.post('/api/admin/blog-posts').send(body).expect(400);
      expect(res.body.message).to.equal(Object.values(res.body.errors)[0]);
      return res.body.errors as Record<string, string>;
    }

    it('names every missing field at once', async () => {
      expect(await errorsFor({})).to.deep.equal({
        title: 'Title is required', slug: 'Slug is required', excerpt: 'Excerpt is required', content: 'Content is required',
        categories: 'Please select at least one category', publishDate: 'Publish date is required', author: 'Author is required',
      });
    });

    it('refuses blank text (spaces only, empty HTML) like missing text', async () => {
      expect(await errorsFor(postInput({ title: '   ', excerpt: ' ', author: '\t', content: '<p>&nbsp;</p>' }))).to.deep.equal({
        title: 'Title is required', excerpt: 'Excerpt is required', author: 'Author is required', content: 'Content is required',
      });
    });

    it('says "Please select at least one category" for none, an empty list or not a list', async () => {
      for (const categories of [undefined, [], null, 'Confidence', ['']]) {
        expect(await errorsFor(postInput({ categories })), JSON.stringify(categories)).to.deep.equal({ categories: 'Please select at least one category' });
      }
    });

    it('refuses categories that do not exist', async () => {
      expect(await errorsFor(postInput({ categories: ['Confidence', 'Knitting'] }))).to.deep.equal({ categories: 'Unknown category: Knitting' });
      expect(await errorsFor(postInput({ categories: ['confidence'] }))).to.deep.equal({ categories: 'Unknown category: confidence' });
    });

    it('coerces publishDate to a date and refuses what is not one', async () => {
      const res = await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'date-only', publishDate: '2025-12-24' })).expect(201);
      expect(res.body.post.publishDate).to.equal('2025-12-24T00:00:00.000Z');
      expect(await errorsFor(postInput({ publishDate: 'next tuesday' }))).to.deep.equal({ publishDate: 'Publish date must be a valid date' });
    });

    it('accepts only draft or published as status and a known image key', async () => {
      expect(await errorsFor(postInput({ status: 'archived' }))).to.deep.equal({ status: 'Status must be draft or published' });
      expect(await errorsFor(postInput({ imageUrl: 'https://evil.example/x.png' }))).to.deep.equal({ imageUrl: 'Choose one of the featured images' });
    });

    it('refuses a slug that is not lowercase words joined by single hyphens', async () => {
      for (const slug of ['Upper-Case', 'two--hyphens', '-edge', 'spa ce', 'ümlaut']) {
        expect(await errorsFor(postInput({ slug })), slug).to.deep.equal({ slug: 'Slug may only contain lowercase letters, numbers and single hyphens' });
      }
    });

    it('refuses overlong fields with their limits', async () => {
      expect(await errorsFor(postInput({ title: 'x'.repeat(201), author: 'y'.repeat(121) }))).to.deep.equal({
        title: 'Must be at most 200 characters', author: 'Must be at most 120 characters',
      });
    });

    it('validates updates the same way', async () => {
      const created = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'update-rules' })).expect(201)).body.post;
      const res = await admin.put(`/api/admin/blog-posts/${created.id}`).send(postInput({ categories: [] })).expect(400);
      expect(res.body).to.deep.equal({ message: 'Please select at least one category', errors: { categories: 'Please select at least one category' } });
    });
  });

  describe('conflicts', () => {
    it('answers 409 when another post has the slug, on create and on update', async () => {
      await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'taken-slug' })).expect(201);
      const res = await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'taken-slug' })).expect(409);
      expect(res.body).to.deep.equal({ message: 'A post with this slug already exists', errors: { slug: 'A post with this slug already exists' } });
      const other = (await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'other-slug' })).expect(201)).body.post;
      await admin.put(`/api/admin/blog-posts/${other.id}`).send(postInput({ slug: 'taken-slug' })).expect(409);
      expect(await BlogPost.count({ where: { slug: 'taken-slug' } })).to.equal(1);
    });

    it('answers 409 to two simultaneous creates with one slug: one wins', async () => {
      const input = postInput({ slug: 'race-slug' });
      const answers = await Promise.all([1, 2, 3].map(() => admin.post('/api/admin/blog-posts').send(input)));
      expect(answers.map((res) => res.status).sort()).to.deep.equal([201, 409, 409]);
    });
  });

  describe('admin list', () => {
    before(async () => {
      await resetDatabase();
      admin = await adminAgent(t.app, t.services);
      await insertPost({ slug: 'old-draft', title: 'Old draft', status: 'draft', publishDate: '2024-01-01T00:00:00.000Z', author: 'Pat Writer' });
      await insertPost({ slug: 'future-post', title: 'Future', publishDate: '2099-01-01T00:00:00.000Z', excerpt: 'Coming soon.' });
      await insertPost({ slug: 'middle-post', title: 'Middle', publishDate: '2025-06-01T00:00:00.000Z', categories: ['Triathlon'] });
    });

    it('lists every post, drafts and scheduled ones included, newest first', async () => {
      const res = await admin.get('/api/admin/blog-posts').expect(200);
      expect(res.body.map((post: { slug: string }) => post.slug)).to.deep.equal(['future-post', 'middle-post', 'old-draft']);
      expect(res.body[2]).to.include({ status: 'draft' });
    });

    it('sorts oldest first on request (and newest for anything else)', async () => {
      const oldest = await admin.get('/api/admin/blog-posts?sort=oldest').expect(200);
      expect(oldest.body.map((post: { slug: string }) => post.slug)).to.deep.equal(['old-draft', 'middle-post', 'future-post']);
      const other = await admin.get('/api/admin/blog-posts?sort=sideways').expect(200);
      expect(other.body.map((post: { slug: string }) => post.slug)).to.deep.equal(['future-post', 'middle-post', 'old-draft']);
    });

    it('searches title, excerpt, author and category label, case-insensitively', async () => {
      const find = async (search: string) => (await admin.get('/api/admin/blog-posts').query({ search }).expect(200)).body.map((post: { slug: string }) => post.slug);
      expect(await find('OLD DRAFT')).to.deep.equal(['old-draft']);
      expect(await find('coming SOON')).to.deep.equal(['future-post']);
      expect(await find('pat writer')).to.deep.equal(['old-draft']);
      expect(await find('triath')).to.deep.equal(['middle-post']);
      expect(await find('%')).to.deep.equal([]);
    });
  });
});
