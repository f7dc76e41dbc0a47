/** Bad GraphQL requests are answered as the client's mistake with a code, never as a 500. */
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';

describe('GraphQL errors for bad requests', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });

  async function codeOf(res: request.Response): Promise<string> {
    expect(res.status, JSON.stringify(res.body)).to.be.within(200, 499);
    return res.body.errors?.[0]?.extensions?.code;
  }

  it('answers a persisted query with the hash of another query 400 PERSISTED_QUERY_HASH_MISMATCH, and an unknown hash PERSISTED_QUERY_NOT_FOUND', async () => {
    const query = '{ categories { slug } }';
    const wrong = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('{ other }').digest('hex') } };
    for (const res of [
      await request(t.app).post('/graphql').set('Content-Type', 'application/json').send({ query, extensions: wrong }),
      await request(t.app).get('/graphql').set('Accept', 'application/json').query({ query, extensions: JSON.stringify(wrong) }),
    ]) {
      expect(res.status).to.equal(400);
      expect(res.body.errors[0].extensions.code).to.equal('PERSISTED_QUERY_HASH_MISMATCH');
      expect(res.body.errors[0].message).to.include('sha256Hash');
    }
    const unknown = await request(t.app).get('/graphql').set('Accept', 'application/json').query({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } }) });
    expect(unknown.body.errors[0].extensions.code).to.equal('PERSISTED_QUERY_NOT_FOUND');
    // The right hash registers the query, and the hash alone then runs it.
    const right = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    await request(t.app).post('/graphql').set('Content-Type', 'application/json').send({ query, extensions: right }).expect(200);
    const byHash = await request(t.app).get('/graphql').set('Accept', 'application/json').query({ extensions: JSON.stringify(right) }).expect(200);
    expect(byHash.body.data.categories.length).to.be.greaterThan(0);
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED', async () => {
    expect(await codeOf(await gql(request(t.app), '{ posts { total '))).to.equal('GRAPHQL_PARSE_FAILED');
  });

  it('answers unknown fields and missing arguments with GRAPHQL_VALIDATION_FAILED', async () => {
    expect(await codeOf(await gql(request(t.app), '{ nothingHere }'))).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(await codeOf(await gql(request(t.app), '{ post { slug } }'))).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(await codeOf(await gql(request(t.app), '{ adminPost(id: 99999999999) { id } }'))).to.equal('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers variables of the wrong type with BAD_USER_INPUT', async () => {
    const res = await gql(request(t.app), 'query($page: Int) { posts(page: $page) { total } }', { page: 'two' });
    expect(await codeOf(res)).to.equal('BAD_USER_INPUT');
    const input = await gql(request(t.app), 'mutation($input: WaitlistInput!) { joinWaitlist(input: $input) { success } }', { input: 'not an object' });
    expect(await codeOf(input)).to.equal('BAD_USER_INPUT');
  });

  it('answers a request without a query with a 400', async () => {
    const res = await request(t.app).post('/graphql').send({ variables: {} });
    expect(res.status).to.equal(400);
  });

  it('answers a plain GET query, and refuses a form-encoded POST (CSRF protection)', async () => {
    const get = await request(t.app).get('/graphql').query({ query: '{ categories { slug } }' }).set('Apollo-Require-Preflight', 'true');
    expect(get.status).to.equal(200);
    expect(get.body.data.categories).to.have.length(16);
    const form = await request(t.app).post('/graphql').type('form').send({ query: '{ categories { slug } }' });
    expect(form.status).to.equal(400);
  });
});
