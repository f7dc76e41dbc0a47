/**
 * The public REST reads: the post shape of docs/product.md §3, one article, the categories, and the
 * visibility rule: only status=published with a publish date that has come, everywhere.
 */
import { expect } from 'chai';
import request from 'supertest';
import { BlogPost } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { slugs } from '../helpers/post-catalogue.js';

const MINUTE = 60_000;

describe('REST public posts: shape, article, categories and visibility', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(); // the real clock: dates below are relative to now
  });

  describe('visibility of drafts and scheduled posts', () => {
    before(async () => {
      await resetDatabase();
      const now = Date.now();
      await insertPost({ slug: 'visible-post', title: 'Visible running post', categories: ['Running'], publishDate: new Date(now - MINUTE).toISOString() });
      await insertPost({ slug: 'draft-post', title: 'Draft running post', categories: ['Running'], status: 'draft', publishDate: new Date(now - 86_400_000).toISOString() });
      await insertPost({ slug: 'scheduled-post', title: 'Scheduled running post', categories: ['Running'], publishDate: new Date(now + 60 * MINUTE).toISOString() });
      await insertPost({ slug: 'scheduled-draft', title: 'Scheduled draft running post', categories: ['Running'], status: 'draft', publishDate: new Date(now + 60 * MINUTE).toISOString() });
    });

    it('lists only the published post whose date has come (whole list)', async () => {
      const res = await request(t.app).get('/api/blog-posts').expect(200);
      expect(slugs(res.body)).to.deep.equal(['visible-post']);
    });

    it('counts only it in a page, a search and a category filter', async () => {
      for (const query of [{ page: '1' }, { search: 'running' }, { category: 'running' }, { sort: 'oldest' }]) {
        const res = await request(t.app).get('/api/blog-posts').query(query).expect(200);
        expect(slugs(res.body), JSON.stringify(query)).to.deep.equal(['visible-post']);
        expect(res.headers['x-total-count'], JSON.stringify(query)).to.equal('1');
        expect(res.headers['x-page-count'], JSON.stringify(query)).to.equal('1');
      }
    });

    it('answers 404 JSON for the draft and the scheduled articles', async () => {
      for (const slug of ['draft-post', 'scheduled-post', 'scheduled-draft']) {
        const res = await request(t.app).get(`/api/blog-posts/${slug}`).expect(404);
        expect(res.body, slug).to.deep.equal({ message: 'Article not found' });
      }
    });

    it('shows a scheduled post once its date has come', async () => {
      await BlogPost.update({ publishDate: new Date(Date.now() - 1000) }, { where: { slug: 'scheduled-post' } });
      databaseChangedBehindTheApp();
      await request(t.app).get('/api/blog-posts/scheduled-post').expect(200);
      const res = await request(t.app).get('/api/blog-posts').expect(200);
      expect(slugs(res.body)).to.have.members(['visible-post', 'scheduled-post']);
    });
  });

  describe('shapes', () => {
    let id: number;
    before(async () => {
      await resetDatabase();
      const post = await insertPost({
        slug: 'shape-post', title: 'Shape post', excerpt: 'The excerpt.', content: '<p>Hello <strong>there</strong></p>',
        imageUrl: 'goal-setting', categories: ['Goal Setting', 'Running'], publishDate: '2025-11-03T09:00:00.000Z', author: 'Ann Author',
      });
      id = post.id;
    });

    it('answers a list item with the public fields of docs/product.md §3', async () => {
      const res = await request(t.app).get('/api/blog-posts').expect(200);
      expect(res.body).to.deep.equal([{
        id, slug: 'shape-post', title: 'Shape post', excerpt: 'The excerpt.', content: '<p>Hello <strong>there</strong></p>',
        imageUrl: 'goal-setting', publishDate: '2025-11-03T09:00:00.000Z', categoryLabel: 'Goal Setting',
        categoryLabels: ['Goal Setting', 'Running'], author: 'Ann Author', status: 'published',
      }]);
    });

    it('answers one article by slug with the same shape', async () => {
      const list = await request(t.app).get('/api/blog-posts').expect(200);
      const res = await request(t.app).get('/api/blog-posts/shape-post').expect(200);
      expect(res.body).to.deep.equal(list.body[0]);
    });

    it('answers 404 JSON for an unknown, odd or overlong slug', async () => {
      for (const slug of ['no-such-post', 'UPPER', '%25', 'x'.repeat(300), 'a.b']) {
        const res = await request(t.app).get(`/api/blog-posts/${slug}`);
        expect(res.status, slug).to.equal(404);
        expect(res.body.message, slug).to.be.a('string');
      }
    });

    it('gives a post without categories an empty label and no image when none is set', async () => {
      await insertPost({ slug: 'bare-post', imageUrl: '', categories: [], publishDate: '2025-01-01T00:00:00.000Z' });
      const res = await request(t.app).get('/api/blog-posts/bare-post').expect(200);
      expect(res.body).to.include({ categoryLabel: '', imageUrl: null });
      expect(res.body.categoryLabels).to.deep.equal([]);
    });
  });

  describe('GET /api/blog-categories', () => {
    before(() => resetDatabase());

    it('answers every category with id, name, group, description and slug, by group then name', async () => {
      const res = await request(t.app).get('/api/blog-categories').expect(200);
      expect(res.body).to.have.length(16);
      expect(Object.keys(res.body[0]).sort()).to.deep.equal(['description', 'group', 'id', 'name', 'slug']);
      const groups = res.body.map((category: { group: string }) => category.group);
      expect(groups).to.deep.equal([...groups].sort((a, b) => ['fuel', 'sport', 'training_phase'].indexOf(a) - ['fuel', 'sport', 'training_phase'].indexOf(b)));
      const fuel = res.body.filter((category: { group: string }) => category.group === 'fuel').map((category: { name: string }) => category.name);
      expect(fuel).to.deep.equal(['Confidence', 'Goal Setting', 'Self-Perception', 'Start Here', 'Stress Management', 'Visualization']);
      expect(res.body.find((category: { name: string }) => category.name === 'Trail & Ultra')).to.include({ slug: 'trail-ultra', group: 'sport' });
    });
  });

  describe('page size cap', () => {
    before(async () => {
      await resetDatabase();
      const rows = Array.from({ length: 60 }, (_, index) => ({
        title: `Bulk ${index}`, slug: `bulk-${index}`, excerpt: 'Bulk.', content: '<p>Bulk.</p>', imageUrl: null,
        publishDate: new Date(Date.UTC(2025, 0, 1, 0, index)), author: 'Bulk', status: 'published',
      }));
      await BlogPost.bulkCreate(rows);
      databaseChangedBehindTheApp();
    });

    it('answers at most 50 posts a page however many are asked for', async () => {
      const res = await request(t.app).get('/api/blog-posts').query({ pageSize: '1000' }).expect(200);
      expect(res.body).to.have.length(50);
      expect(res.headers).to.include({ 'x-page-size': '50', 'x-total-count': '60', 'x-page-count': '2' });
      const second = await request(t.app).get('/api/blog-posts').query({ pageSize: '1000', page: '2' }).expect(200);
      expect(second.body).to.have.length(10);
    });
  });
});
