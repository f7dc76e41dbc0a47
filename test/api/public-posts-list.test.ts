/**
 * GET /api/blog-posts with paging parameters: search, category filter, the four sorts, the pinning
 * rule of docs/product.md §9 and the paging headers, all done by the database one page at a time.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { insertCatalogue, NOW, PINNED, slugs, VISIBLE_BY_DATE } from '../helpers/post-catalogue.js';

describe('REST public list: search, filters, sorts, pinning and paging', () => {
  let t: TestApp;
  const list = (query: Record<string, string | string[]>) => request(t.app).get('/api/blog-posts').query(query);
  before(async () => {
    t = await createTestApp({ clock: () => NOW });
    await resetDatabase();
    await insertCatalogue();
  });

  describe('sorts and pinning (no search, no category filter)', () => {
    it('recent (the default): start-here, a-few-of-our-favorite-things, our-top-book-recommendations, then newest first', async () => {
      const res = await list({ pageSize: '50' }).expect(200);
      expect(slugs(res.body)).to.deep.equal([...PINNED, 'marathon-mind', 'open-water-calm', 'base-season', 'cycling-solo']);
      const explicit = await list({ pageSize: '50', sort: 'recent' }).expect(200);
      expect(slugs(explicit.body)).to.deep.equal(slugs(res.body));
    });

    it('oldest: the pinned three, then oldest first', async () => {
      const res = await list({ pageSize: '50', sort: 'oldest' }).expect(200);
      expect(slugs(res.body)).to.deep.equal([...PINNED, 'cycling-solo', 'base-season', 'open-water-calm', 'marathon-mind']);
    });

    it('category-asc: the pinned three, then by first category label A-Z', async () => {
      const res = await list({ pageSize: '50', sort: 'category-asc' }).expect(200);
      // Base, Cycling, Running, Swimming
      expect(slugs(res.body)).to.deep.equal([...PINNED, 'base-season', 'cycling-solo', 'marathon-mind', 'open-water-calm']);
    });

    it('category-desc: the pinned three, then by first category label Z-A', async () => {
      const res = await list({ pageSize: '50', sort: 'category-desc' }).expect(200);
      expect(slugs(res.body)).to.deep.equal([...PINNED, 'open-water-calm', 'marathon-mind', 'cycling-solo', 'base-season']);
    });

    it('pins across pages: each page is cut from the pinned order', async () => {
      const pages = [];
      for (const page of ['1', '2', '3', '4']) pages.push(slugs((await list({ page, pageSize: '2' }).expect(200)).body));
      expect(pages).to.deep.equal([
        ['start-here', 'a-few-of-our-favorite-things'], ['our-top-book-recommendations', 'marathon-mind'],
        ['open-water-calm', 'base-season'], ['cycling-solo'],
      ]);
    });

    it('answers the whole list in the pinned order without parameters', async () => {
      const res = await request(t.app).get('/api/blog-posts').expect(200);
      expect(slugs(res.body)).to.deep.equal([...PINNED, 'marathon-mind', 'open-water-calm', 'base-season', 'cycling-solo']);
      expect(res.headers['x-total-count']).to.equal(undefined);
    });
  });

  describe('search (title, excerpt, category labels; case-insensitive; never pinned)', () => {
    it('matches the title whatever the case', async () => {
      expect(slugs((await list({ search: 'MARATHON' }).expect(200)).body)).to.deep.equal(['marathon-mind']);
    });

    it('matches the excerpt whatever the case', async () => {
      expect(slugs((await list({ search: 'breathing for the swim' }).expect(200)).body)).to.deep.equal(['open-water-calm']);
    });

    it('matches category labels whatever the case', async () => {
      expect(slugs((await list({ search: 'cYcLiNg' }).expect(200)).body)).to.deep.equal(['cycling-solo']);
      expect(slugs((await list({ search: 'stress manage' }).expect(200)).body)).to.deep.equal(['open-water-calm']);
    });

    it('does not search the content or the author', async () => {
      expect((await list({ search: 'zebra' }).expect(200)).body).to.deep.equal([]);
      expect(slugs((await list({ search: 'zed' }).expect(200)).body)).to.deep.equal([]);
    });

    it('orders the matches by the chosen sort without pinning', async () => {
      const res = await list({ search: 'mindset' }).expect(200);
      expect(slugs(res.body)).to.deep.equal(['marathon-mind', 'our-top-book-recommendations']);
      const oldest = await list({ search: 'mindset', sort: 'oldest' }).expect(200);
      expect(slugs(oldest.body)).to.deep.equal(['our-top-book-recommendations', 'marathon-mind']);
    });

    it('treats LIKE wildcards and JSON punctuation as plain characters', async () => {
      for (const search of ['%', '_', '"', '","', '[', '\\']) {
        expect((await list({ search }).expect(200)).body, search).to.deep.equal([]);
      }
    });

    it('never finds drafts or scheduled posts', async () => {
      const res = await list({ search: 'about running' }).expect(200);
      expect(res.body).to.deep.equal([]);
      expect(res.headers['x-total-count']).to.equal('0');
    });
  });

  describe('category filter (any-of, names or slugs; never pinned)', () => {
    it('keeps the posts having any of the categories, each once', async () => {
      const res = await list({ category: ['Running', 'Swimming'] }).expect(200);
      expect(slugs(res.body)).to.deep.equal(['marathon-mind', 'open-water-calm']);
      expect(res.headers['x-total-count']).to.equal('2');
      const bySlugs = await list({ category: 'running,swimming,visualization' }).expect(200);
      expect(slugs(bySlugs.body)).to.deep.equal(['marathon-mind', 'open-water-calm']);
    });

    it('does not pin inside a filter', async () => {
      const res = await list({ category: ['Confidence', 'Base'] }).expect(200);
      expect(slugs(res.body)).to.deep.equal(['base-season', 'a-few-of-our-favorite-things']);
    });

    it('combines with search (both must match)', async () => {
      expect(slugs((await list({ category: 'running', search: 'mile 20' }).expect(200)).body)).to.deep.equal(['marathon-mind']);
      expect((await list({ category: 'running', search: 'saddle' }).expect(200)).body).to.deep.equal([]);
    });

    it('answers 400 naming an unknown category (a stale slug is not an empty list), in every form of the list', async () => {
      for (const query of [{ category: 'no-such-category' }, { category: 'running,no-such-category', limit: '2' }, { allCategories: 'no-such-category', page: '1' }] as Array<Record<string, string>>) {
        const res = await list(query).expect(400);
        expect(JSON.stringify(res.body), JSON.stringify(query)).to.include('Unknown category: no-such-category');
      }
    });

    it('counts only what the public may see', async () => {
      const res = await list({ category: 'Running' }).expect(200);
      expect(slugs(res.body)).to.deep.equal(['marathon-mind']);
      expect(res.headers['x-total-count']).to.equal('1');
    });
  });

  describe('paging', () => {
    it('answers 5 posts a page by default with the counts in headers', async () => {
      const res = await list({ page: '1' }).expect(200);
      expect(res.body).to.have.length(5);
      expect(res.headers).to.include({ 'x-total-count': '7', 'x-page': '1', 'x-page-size': '5', 'x-page-count': '2' });
      expect(res.headers.link).to.equal('</api/blog-posts?page=2>; rel="next"');
    });

    it('links both neighbours in the middle and keeps the other parameters', async () => {
      const res = await list({ page: '2', pageSize: '2', sort: 'oldest' }).expect(200);
      expect(res.headers.link).to.equal(
        '</api/blog-posts?page=1&pageSize=2&sort=oldest>; rel="prev", </api/blog-posts?page=3&pageSize=2&sort=oldest>; rel="next"',
      );
    });

    it('answers an empty page past the end, with the true counts', async () => {
      const res = await list({ page: '9' }).expect(200);
      expect(res.body).to.deep.equal([]);
      expect(res.headers).to.include({ 'x-total-count': '7', 'x-page': '9', 'x-page-count': '2' });
    });

    it('includes the article bodies in a page', async () => {
      const res = await list({ page: '1', pageSize: '1' }).expect(200);
      expect(res.body[0].content).to.be.a('string').and.not.equal('');
    });

    it('knows all seven visible posts, and no others', async () => {
      const res = await list({ pageSize: '50', sort: 'recent', search: '' }).expect(200);
      expect(slugs(res.body).sort()).to.deep.equal([...VISIBLE_BY_DATE].sort());
    });
  });
});
