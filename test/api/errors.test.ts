/**
 * Bad input never causes a 500: REST answers JSON { message, errors? } with 400, 401, 404, 409 or
 * 413 for malformed JSON, arrays, wrong types, huge bodies, bad ids and unknown parameters.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';

const WRITE_PATHS = ['/api/admin/blog-posts', '/api/admin/blog-categories', '/api/admin/login'];

function expectJsonError(res: request.Response, status: number, label = '') {
  expect(res.status, `${label} ${JSON.stringify(res.body)}`).to.equal(status);
  expect(res.type, label).to.equal('application/json');
  expect(res.body.message, label).to.be.a('string').and.not.equal('');
}

describe('REST errors: bad input is a 4xx JSON answer, never a 500', () => {
  let t: TestApp;
  let admin: TestAgent;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  it('answers 400 "The request body is not valid JSON" to malformed JSON', async () => {
    for (const path of WRITE_PATHS) {
      const res = await admin.post(path).set('Content-Type', 'application/json').send('{"title": "x",');
      expectJsonError(res, 400, path);
      expect(res.body).to.deep.equal({ message: 'The request body is not valid JSON' });
    }
  });

  it('answers 400 to a JSON array, string, number or null instead of an object', async () => {
    for (const path of WRITE_PATHS) {
      for (const body of ['[1,2]', '[]', '"text"', '42', 'null']) {
        const res = await admin.post(path).set('Content-Type', 'application/json').send(body);
        expectJsonError(res, 400, `${path} ${body}`);
      }
    }
    const res = await admin.post('/api/admin/blog-posts').set('Content-Type', 'application/json').send('[{"title":"x"}]');
    expect(res.body).to.deep.equal({ message: 'The request body must be a JSON object', errors: { body: 'The request body must be a JSON object' } });
  });

  it('answers 400 to a body that is not JSON at all', async () => {
    const res = await admin.post('/api/admin/blog-posts').set('Content-Type', 'text/plain').send('title=x');
    expectJsonError(res, 400);
    const form = await admin.post('/api/admin/blog-categories').type('form').send({ name: 'x' });
    expectJsonError(form, 400);
  });

  it('answers 400 with field messages to wrong types in every field', async () => {
    const wrong = { title: {}, slug: [], excerpt: { a: 1 }, content: ['x'], imageUrl: { key: 1 }, categories: [{}],
      publishDate: { when: 'now' }, author: [1], status: { draft: true } };
    const res = await admin.post('/api/admin/blog-posts').send(wrong);
    expectJsonError(res, 400);
    expect(res.body.errors).to.deep.equal({
      title: 'Title is required', slug: 'Slug is required', excerpt: 'Excerpt is required', content: 'Content is required',
      imageUrl: 'Choose one of the featured images', categories: 'Categories must be category names',
      publishDate: 'Publish date must be a valid date', author: 'Author is required', status: 'Status must be draft or published',
    });
    const category = await admin.post('/api/admin/blog-categories').send({ name: ['x'], group: {}, slug: 5, description: {} });
    expectJsonError(category, 400);
    const login = await request(t.app).post('/api/admin/login').send({ username: { $ne: '' }, password: ['x'] });
    expect(login.body).to.deep.equal({
      message: 'Username is required', errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('answers 413 with a JSON message to a body over 1 MB', async () => {
    const huge = postInput({ content: `<p>${'x'.repeat(1_100_000)}</p>` });
    for (const path of [...WRITE_PATHS, '/api/klaviyo/waitlist']) {
      const res = await admin.post(path).send(huge);
      expectJsonError(res, 413, path);
      expect(res.body.message).to.equal('The request body is too large (at most 1024 KB)');
    }
    const graphql = await request(t.app).post('/graphql').send({ query: '{ posts { total } }', variables: { pad: 'x'.repeat(1_100_000) } });
    expectJsonError(graphql, 413);
  });

  it('answers 404 JSON to ids that are not positive whole numbers', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20', 'null', '999999']) {
      for (const path of [`/api/admin/blog-posts/${id}`, `/api/admin/blog-categories/${id}`]) {
        const method = path.includes('posts') ? 'get' : 'delete';
        const res = await admin[method](path);
        expectJsonError(res, 404, path);
      }
      expectJsonError(await admin.put(`/api/admin/blog-posts/${id}`).send(postInput()), 404, id);
      expectJsonError(await admin.delete(`/api/admin/blog-posts/${id}`), 404, id);
      expectJsonError(await admin.put(`/api/admin/blog-categories/${id}`).send({ name: 'X', group: 'fuel', slug: 'x' }), 404, id);
    }
    expect((await admin.get('/api/admin/blog-posts/abc')).body).to.deep.equal({ message: 'Post not found' });
    expect((await admin.delete('/api/admin/blog-categories/abc')).body).to.deep.equal({ message: 'Category not found' });
  });

  it('answers 400 with a message to unknown sort, page and pageSize values', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ sort: 'popular' }, { sort: 'sort must be one of recent, oldest, category-asc, category-desc' }],
      [{ page: 'abc' }, { page: 'page must be a positive whole number' }],
      [{ page: '0' }, { page: 'page must be a positive whole number' }],
      [{ page: '-2' }, { page: 'page must be a positive whole number' }],
      [{ page: '1.5' }, { page: 'page must be a positive whole number' }],
      [{ page: '1e400' }, { page: 'page must be a positive whole number' }],
      [{ pageSize: '0' }, { pageSize: 'pageSize must be a positive whole number' }],
      [{ pageSize: 'ten' }, { pageSize: 'pageSize must be a positive whole number' }],
    ];
    for (const [query, errors] of cases) {
      const res = await request(t.app).get('/api/blog-posts').query(query);
      expectJsonError(res, 400, JSON.stringify(query));
      expect(res.body.errors, JSON.stringify(query)).to.deep.equal(errors);
    }
  });

  it('tolerates repeated, nested and odd query parameters', async () => {
    for (const query of ['page=1&page=2', 'search[a]=b', 'category[x]=y', 'sort[]=recent', 'search=%00', 'pageSize=50&page=999999999']) {
      const res = await request(t.app).get(`/api/blog-posts?${query}`);
      expect(res.status, query).to.be.oneOf([200, 400]);
      expect(res.type, query).to.equal('application/json');
    }
    for (const query of ['search[a]=b', 'sort[]=newest', 'search=%25', 'search=%00']) {
      expect((await admin.get(`/api/admin/blog-posts?${query}`)).status, query).to.equal(200);
    }
  });

  it('treats NUL characters as input, not as the end of an SQL string', async () => {
    expect((await request(t.app).get('/api/blog-posts?search=a%00b')).status).to.equal(200);
    expect((await request(t.app).get('/api/blog-posts?category=running%00')).status).to.equal(200);
    expectJsonError(await request(t.app).get('/api/blog-posts/still%00fine'), 404);
    expectJsonError(await request(t.app).post('/api/admin/login').send({ username: 'staff\u0000', password: 'x' }), 401);
    const res = await admin.post('/api/admin/blog-categories').send({ name: 'Nul\u0000Name', group: 'sport', slug: 'nul-name' });
    expect(res.status).to.equal(201);
    expect(res.body.category.name).to.equal('NulName');
  });

  it('answers 404 JSON to an unknown /api path and method', async () => {
    const res = await request(t.app).get('/api/nothing-here');
    expectJsonError(res, 404);
    expect(res.body).to.deep.equal({ message: 'No API endpoint GET /api/nothing-here' });
    expectJsonError(await request(t.app).patch('/api/blog-posts/x'), 404);
    expectJsonError(await request(t.app).post('/api/blog-posts'), 404);
  });

  it('answers malformed JSON sent to /graphql with a 400 JSON message', async () => {
    const res = await request(t.app).post('/graphql').set('Content-Type', 'application/json').send('{"query": ');
    expectJsonError(res, 400);
  });

  it('keeps working after all of that', async () => {
    const res = await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'still-fine' })).expect(201);
    expect(res.body.post.slug).to.equal('still-fine');
  });
});
