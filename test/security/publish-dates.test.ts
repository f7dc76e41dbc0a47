/**
 * Issue 9 row 6: `publishDate` of year 10000 or -1 answered 500 on MariaDB, on SQLite a post for
 * year 10000 was visible at once, and `2025-02-30` silently became 2 March. Publish dates are
 * strict ISO 8601 within years 1900–2199, on REST and GraphQL alike, on both databases.
 */
import { expect } from 'chai';
import request from 'supertest';
import { BlogPost } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const NOT_A_DATE = 'Publish date must be a valid date';
const NOT_A_DAY = 'Publish date must be a real calendar date and time';
const OUT_OF_RANGE = 'Publish date must be between the years 1900 and 2199';

const REFUSED: Array<[unknown, string]> = [
  ['10000-01-01T00:00:00.000Z', NOT_A_DATE], ['+010000-01-01T00:00:00.000Z', NOT_A_DATE], [-1, NOT_A_DATE], ['-1', NOT_A_DATE],
  [1700000000000, NOT_A_DATE], ['-000001-01-01T00:00:00Z', NOT_A_DATE], ['2025-03-01 09:00', NOT_A_DATE], ['next tuesday', NOT_A_DATE],
  ['2025-3-1', NOT_A_DATE], [true, NOT_A_DATE], [[], NOT_A_DATE], ['2025-03-01T09:00:00.000Z\u0000', NOT_A_DATE],
  ['2025-02-30', NOT_A_DAY], ['2025-02-29T10:00:00Z', NOT_A_DAY], ['2025-13-01', NOT_A_DAY], ['2025-04-31T00:00Z', NOT_A_DAY],
  ['2025-03-01T24:00:00Z', NOT_A_DAY], ['2025-03-01T12:60Z', NOT_A_DAY],
  ['9999-12-31T23:59:59.999Z', OUT_OF_RANGE], ['2200-01-01', OUT_OF_RANGE], ['1899-12-31T23:59:59Z', OUT_OF_RANGE], ['0000-01-01', OUT_OF_RANGE],
];

const ACCEPTED: Array<[string, string]> = [
  ['2025-03-01', '2025-03-01T00:00:00.000Z'], ['2024-02-29T10:00:00Z', '2024-02-29T10:00:00.000Z'],
  ['2025-03-01T09:30', '2025-03-01T09:30:00.000Z'], ['2025-03-01T09:30:00+02:00', '2025-03-01T07:30:00.000Z'],
  ['1900-01-01T00:00:00.000Z', '1900-01-01T00:00:00.000Z'], ['2199-12-31T23:59:59.000Z', '2199-12-31T23:59:59.000Z'],
];

describe('publish dates: strict ISO 8601 within a sane range', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
  });

  it('REST create and update refuse each bad date with a 400 naming publishDate, and store nothing', async () => {
    const existing = (await admin.post('/api/admin/blog-posts').send(postInput()).expect(201)).body.post;
    const before = await BlogPost.count();
    for (const [value, message] of REFUSED) {
      const created = await admin.post('/api/admin/blog-posts').send(postInput({ publishDate: value }));
      expect(created.status, JSON.stringify(value)).to.equal(400);
      expect(created.body.errors, JSON.stringify(value)).to.deep.equal({ publishDate: message });
      const updated = await admin.put(`/api/admin/blog-posts/${existing.id}`).send(postInput({ publishDate: value }));
      expect(updated.status, JSON.stringify(value)).to.equal(400);
      expect(updated.body.errors, JSON.stringify(value)).to.deep.equal({ publishDate: message });
    }
    expect(await BlogPost.count()).to.equal(before);
    expect((await BlogPost.findByPk(existing.id))!.publishDate.toISOString()).to.equal(existing.publishDate);
  });

  it('GraphQL createPost refuses them with BAD_USER_INPUT and the same message', async () => {
    const mutation = 'mutation($input: PostInput!) { createPost(input: $input) { id } }';
    for (const [value, message] of REFUSED.filter(([value]) => typeof value === 'string')) {
      const res = await gql(admin, mutation, { input: postInput({ publishDate: value }) }).expect(200);
      expect(res.body.errors?.[0]?.extensions, String(value)).to.deep.include({ code: 'BAD_USER_INPUT', errors: { publishDate: message } });
    }
  });

  it('accepts ISO dates and date-times (with or without a zone, UTC when none) and stores that moment', async () => {
    for (const [value, stored] of ACCEPTED) {
      const res = await admin.post('/api/admin/blog-posts').send(postInput({ publishDate: value }));
      expect(res.status, `${value}: ${JSON.stringify(res.body)}`).to.equal(201);
      expect(res.body.post.publishDate, value).to.equal(stored);
      expect((await BlogPost.findByPk(res.body.post.id))!.publishDate.toISOString(), value).to.equal(stored);
    }
  });

  it('a post scheduled at the end of the range is not visible now', async () => {
    const { body } = await admin.post('/api/admin/blog-posts').send(postInput({ slug: 'far-future', publishDate: '2199-12-31T00:00:00Z' })).expect(201);
    expect(body.post.publishDate).to.equal('2199-12-31T00:00:00.000Z');
    await request(t.app).get('/api/blog-posts/far-future').expect(404);
    const list = await request(t.app).get('/api/blog-posts').expect(200);
    expect(list.body.map((post: { slug: string }) => post.slug)).to.not.include('far-future');
  });
});
