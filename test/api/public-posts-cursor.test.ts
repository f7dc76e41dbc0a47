/**
 * GET /api/blog-posts beyond the spec: `fields` (only the post fields asked for, a 400 naming
 * unknown ones), cursor paging (`limit` with `after` or `before`, `order`; Link rel="next"/"prev"
 * and X-Next-Cursor / X-Previous-Cursor), and the filters of the Content API on page paging too.
 * Without parameters the list keeps the spec's shape.
 */
import { expect } from 'chai';
import request from 'supertest';
import { SPEC_POST_FIELDS } from '../../src/services/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { insertCatalogue, NOW, PINNED, slugs, VISIBLE_BY_DATE } from '../helpers/post-catalogue.js';

/** The next link's path and query, from a Link header. */
function link(header: string | undefined, rel: string): string | undefined {
  return header?.split(',').map((part) => part.trim()).find((part) => part.endsWith(`rel="${rel}"`))?.match(/^<([^>]+)>/)?.[1];
}

describe('REST public list: fields, cursor paging and filters', () => {
  let t: TestApp;
  const get = (url: string) => request(t.app).get(url);
  before(async () => {
    t = await createTestApp({ clock: () => NOW });
    await resetDatabase();
    await insertCatalogue();
  });

  describe('fields', () => {
    it('keeps the spec’s shape without fields, and answers only the fields asked for with them', async () => {
      const all = await get('/api/blog-posts').expect(200);
      expect(all.body).to.have.length(7);
      for (const post of all.body) expect(Object.keys(post)).to.deep.equal([...SPEC_POST_FIELDS]);
      const slim = await get('/api/blog-posts?fields=slug,title&fields=updatedAt').expect(200);
      expect(slugs(slim.body)).to.deep.equal(slugs(all.body));
      for (const post of slim.body) expect(Object.keys(post)).to.deep.equal(['slug', 'title', 'updatedAt']);
      expect(Number(slim.headers['content-length'] ?? slim.text.length)).to.be.lessThan(all.text.length / 2);
    });

    it('applies to pages, cursor pages and one post, with the categories as objects on request', async () => {
      const page = await get('/api/blog-posts?page=1&pageSize=2&fields=slug').expect(200);
      expect(page.body).to.deep.equal([{ slug: PINNED[0] }, { slug: PINNED[1] }]);
      const cursor = await get('/api/blog-posts?limit=1&fields=slug,categoryDetails').expect(200);
      expect(cursor.body[0].slug).to.equal('marathon-mind');
      expect(cursor.body[0].categoryDetails.map((category: { slug: string }) => category.slug)).to.deep.equal(['running', 'visualization']);
      const one = await get('/api/blog-posts/marathon-mind?fields=title,content').expect(200);
      expect(one.body).to.deep.equal({ title: 'Marathon Mind Games', content: '<p>Body of the test post.</p>' });
    });

    it('answers 400 naming unknown fields', async () => {
      for (const url of ['/api/blog-posts?fields=slug,password,__proto__', '/api/blog-posts/marathon-mind?fields=password,__proto__', '/api/blog-posts?limit=2&fields=password,__proto__']) {
        const res = await get(url).expect(400);
        expect(res.body.errors.fields, url).to.match(/^Unknown fields: password, __proto__ \(fields are id, slug, /);
      }
    });
  });

  describe('cursor paging', () => {
    it('pages newest first with limit and after, linking the next page and naming its cursor', async () => {
      const seen: string[] = [];
      let url: string | undefined = '/api/blog-posts?limit=3&fields=slug';
      const pages = [];
      while (url) {
        const res = await get(url).expect(200);
        pages.push(slugs(res.body));
        seen.push(...slugs(res.body));
        const next = link(res.headers.link, 'next');
        if (next) expect(next).to.contain(`after=${encodeURIComponent(res.headers['x-next-cursor'])}`).and.contain('limit=3').and.contain('fields=slug');
        else expect(res.headers['x-next-cursor']).to.equal(undefined);
        url = next;
      }
      expect(pages.map((page) => page.length)).to.deep.equal([3, 3, 1]);
      expect(seen).to.deep.equal(VISIBLE_BY_DATE);
    });

    it('pages backwards from a cursor with before, and oldest first with order', async () => {
      const first = await get('/api/blog-posts?limit=3').expect(200);
      const second = await get(`/api/blog-posts?limit=3&after=${first.headers['x-next-cursor']}`).expect(200);
      const prev = link(second.headers.link, 'prev');
      expect(prev).to.contain(`before=${encodeURIComponent(second.headers['x-previous-cursor'])}`).and.not.contain('after=');
      expect(slugs((await get(prev!).expect(200)).body)).to.deep.equal(VISIBLE_BY_DATE.slice(0, 3));
      expect(slugs((await get('/api/blog-posts?limit=2&order=oldest').expect(200)).body)).to.deep.equal(['start-here', 'a-few-of-our-favorite-things']);
    });

    it('neither repeats nor skips a post when one is published between two requests', async () => {
      const first = await get('/api/blog-posts?limit=3').expect(200);
      const added = await t.services.posts.create(postInput({ slug: 'published-meanwhile', publishDate: '2026-06-01T09:00:00.000Z' }));
      try {
        const second = await get(`/api/blog-posts?limit=4&after=${first.headers['x-next-cursor']}`).expect(200);
        expect(slugs(second.body)).to.deep.equal(VISIBLE_BY_DATE.slice(3, 7));
      } finally {
        await t.services.posts.delete(added.id);
      }
    });

    it('filters like the GraphQL connection', async () => {
      const res = await get('/api/blog-posts?limit=10&allCategories=running,visualization&fields=slug').expect(200);
      expect(res.body).to.deep.equal([{ slug: 'marathon-mind' }]);
      const dated = await get('/api/blog-posts?limit=10&publishedAfter=2026-02-01&publishedBefore=2026-04-15T00:00:00Z&category=swimming,base').expect(200);
      expect(slugs(dated.body)).to.deep.equal(['open-water-calm', 'base-season']);
    });

    it('answers 400 naming the parameter for a bad limit, cursor, order or a mix of paging styles', async () => {
      const cases: Array<[string, string]> = [
        ['limit=0', 'limit'], ['limit=51', 'limit'], ['limit=2.5', 'limit'], ['after=garbage', 'after'], ['limit=1&before=%20', 'before'],
        ['order=newset', 'order'], ['limit=2&page=2', 'limit'], ['after=abc&before=abc', 'before'], ['limit=2&sort=oldest', 'limit'],
      ];
      for (const [query, field] of cases) {
        const res = await get(`/api/blog-posts?${query}`).expect(400);
        expect(Object.keys(res.body.errors), query).to.deep.equal([field]);
        expect(res.body.message, query).to.be.a('string').and.not.equal('');
      }
    });
  });

  describe('the new filters on page paging', () => {
    it('filters by all-of categories, author and dates, unpinned, with the page headers', async () => {
      const res = await get('/api/blog-posts?author=zed%20marathon&fields=slug').expect(200);
      expect(res.body).to.deep.equal([{ slug: 'cycling-solo' }]);
      expect(res.headers['x-total-count']).to.equal('1');
      const before = await get('/api/blog-posts?publishedBefore=2024-02-15T00:00:00Z&pageSize=10&fields=slug').expect(200);
      expect(slugs(before.body)).to.deep.equal(['a-few-of-our-favorite-things', 'start-here']);
      const bad = await get('/api/blog-posts?updatedSince=yesterday').expect(400);
      expect(bad.body.errors).to.deep.equal({ updatedSince: 'updatedSince must be an ISO 8601 date or date-time, such as 2026-01-31 or 2026-01-31T09:00:00Z' });
    });
  });
});
