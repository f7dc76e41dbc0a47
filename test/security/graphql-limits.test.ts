/**
 * Issue 9 rows 1 and 10: one anonymous 56 KB request with 1,000 aliases of
 * `posts(pageSize: 50) { items { content } }` answered 89 MB; introspection and suggestions were
 * on in production. Every limit refuses before anything runs, with extensions.code
 * QUERY_TOO_COMPLEX naming the limit (or RESPONSE_TOO_LARGE), and batches are refused.
 */
import { expect } from 'chai';
import { getIntrospectionQuery, type DocumentNode } from 'graphql';
import { ANONYMOUS } from '../../src/services/index.js';
import { getComplexity } from 'graphql-query-complexity';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { WaitlistEntry } from '../helpers/submissions.js';
import { getSchema } from '../../src/graphql/schema.js';
import { listAwareEstimator } from '../../src/graphql/limits.js';
import * as categoryOperations from '../../pages/_graphql/operations/category.operations.js';
import * as postOperations from '../../pages/_graphql/operations/post.operations.js';
import * as sessionOperations from '../../pages/_graphql/operations/session.operations.js';
import * as submissionOperations from '../../pages/_graphql/operations/submission.operations.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase, testConfig } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const PAGE = 'posts(pageSize: 50) { items { content } }';
const aliases = (count: number, selection = PAGE) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

describe('GraphQL limits', () => {
  let t: TestApp;
  async function appWith(env: Record<string, string>): Promise<RequestListener> {
    return (await createTestApp({ configure: () => testConfig(env) })).app;
  }
  function errorOf(res: request.Response) {
    return res.body.errors?.[0] as { message: string; extensions: Record<string, unknown> };
  }

  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    for (let i = 0; i < 12; i++) await insertPost({ content: `<p>${'Long article text. '.repeat(200)}</p>` });
  });

  it('row 1: 1,000 aliases of a 50-post page with content are refused (400, QUERY_TOO_COMPLEX) without running', async () => {
    const query = aliases(1000);
    expect(query.length).to.be.greaterThan(40_000);
    const res = await request(t.app).post('/graphql').send({ query });
    expect(res.status).to.equal(400);
    expect(errorOf(res).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens' });
    expect(errorOf(res).message).to.match(/too long: more than 1000 tokens/);
    expect(res.body.data).to.equal(undefined);
  });

  it('with a higher token limit the alias limit refuses it, and with both raised the cost limit does', async () => {
    const moreTokens = await appWith({ GRAPHQL_MAX_TOKENS: '100000' });
    const byAliases = await request(moreTokens).post('/graphql').send({ query: aliases(1000) });
    expect(byAliases.status).to.equal(400);
    expect(errorOf(byAliases).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'aliases', max: 10 });
    expect(errorOf(byAliases).message).to.equal('This query uses more than 10 aliases. Send fewer aliases per request.');

    const onlyCost = await appWith({ GRAPHQL_MAX_TOKENS: '100000', GRAPHQL_MAX_ALIASES: '5000' });
    const byCost = await request(onlyCost).post('/graphql').send({ query: aliases(1000) });
    expect(byCost.status).to.equal(400);
    expect(errorOf(byCost).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'cost', max: 5000 });
    expect(errorOf(byCost).message).to.match(/estimated cost is \d+, the limit is 5000/);
  });

  it('the cost counts the page size asked for, in the query or in variables', async () => {
    const three = (size: string) => `query${size === '$n' ? '($n: Int)' : ''} { ${['a', 'b', 'c'].map((name) => `${name}: posts(pageSize: ${size}) { total items { title content } }`).join(' ')} }`;
    const big = await gql(request(t.app), three('50'));
    expect(big.status).to.equal(400);
    expect(errorOf(big).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    const small = await gql(request(t.app), three('5')).expect(200);
    expect(small.body.errors).to.equal(undefined);
    expect(small.body.data.a.items).to.have.length(5);
    const bigByVariable = await gql(request(t.app), three('$n'), { n: 50 });
    expect(errorOf(bigByVariable).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    await gql(request(t.app), three('$n'), { n: 5 }).expect(200);
    // One full page with its content is an ordinary request.
    const one = await gql(request(t.app), `{ ${PAGE} }`).expect(200);
    expect(one.body.data.posts.items).to.have.length(12);
  });

  it('counts a connection as the documented API pages it: first, else last, else 10; its edges once; the cost in extensions', async () => {
    const CARD = 'slug title excerpt author publishDate imageUrl categoryLabel categoryLabels';
    const connection = (args: string) => `{ postsConnection${args ? `(${args})` : ''} { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ${CARD} } } } }`;
    // A page of 50 card-sized posts (the documented maximum) is an ordinary request.
    const fifty = await gql(request(t.app), connection('first: 50')).expect(200);
    expect(fifty.body.errors).to.equal(undefined);
    expect(fifty.body.data.postsConnection.edges).to.have.length(12);
    const cost = fifty.body.extensions.cost as { estimated: number; limit: number };
    expect(cost.limit).to.equal(5000);
    expect(cost.estimated).to.be.within(400, 1000);
    // Backward paging is counted by last (it was refused even for last: 1).
    const end = fifty.body.data.postsConnection.pageInfo.endCursor;
    const back = await gql(request(t.app), `{ postsConnection(last: 1, before: "${end}") { edges { node { slug } } } }`).expect(200);
    expect(back.body.errors).to.equal(undefined);
    expect(back.body.data.postsConnection.edges).to.have.length(1);
    expect(back.body.extensions.cost.estimated).to.be.below(10);
    // Without first or last the connection's own default (10) counts, not 25.
    const byDefault = await gql(request(t.app), connection('')).expect(200);
    expect(byDefault.body.extensions.cost.estimated * 5).to.be.closeTo(cost.estimated, cost.estimated / 10);
    // What is computed from a body costs what the body does: 50 posts with all three and the body are refused.
    const heavy = await gql(request(t.app), '{ postsConnection(first: 50) { edges { node { content html excerptText readingTime } } } }');
    expect(heavy.status).to.equal(400);
    expect(errorOf(heavy).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
  });

  it('refuses a query nested deeper than GRAPHQL_MAX_DEPTH', async () => {
    const deep = '{ __type(name: "Post") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    const res = await gql(request(t.app), deep);
    expect(res.status).to.equal(400);
    expect(errorOf(res).extensions).to.deep.include({ code: 'QUERY_TOO_COMPLEX', limit: 'depth', max: 8 });
  });

  it('caps the size of an answer (RESPONSE_TOO_LARGE, no data)', async () => {
    const small = await appWith({ GRAPHQL_MAX_RESPONSE_KB: '8' });
    const res = await gql(request(small), `{ ${PAGE} }`);
    expect(errorOf(res).extensions).to.deep.include({ code: 'RESPONSE_TOO_LARGE', max: 8192 });
    expect(errorOf(res).message).to.match(/^The answer would be \d+ KB, more than the 8 KB allowed/);
    expect(res.body.data).to.equal(null);
    await gql(request(small), '{ posts(pageSize: 1) { total } }').expect(200);
  });

  it('refuses batched requests (a JSON array), so a batch cannot multiply the allowance, and runs none of them', async () => {
    const one = { query: 'mutation { joinWaitlist(input: { firstName: "A", lastName: "B", email: "batch@example.com" }) { success } }' };
    const res = await request(t.app).post('/graphql').send([one, one, one]);
    expect(res.status).to.equal(400);
    expect(JSON.stringify(res.body)).to.match(/batching/i);
    expect(await WaitlistEntry.count({ where: { email: 'batch@example.com' } })).to.equal(0);
  });

  it('a huge list of wrong values is refused after a bounded number of errors (one request cannot hold the event loop)', async () => {
    // Each coercion error builds a GraphQLError and captures its stack: count the captures.
    const capture = Error.captureStackTrace;
    let captured = 0;
    Error.captureStackTrace = (target: object, constructor?: Parameters<typeof capture>[1]) => { captured++; capture(target, constructor); };
    try {
      const res = await request(t.app).post('/graphql').send({
        query: 'query Q($f: PostFilter) { posts(filter: $f) { total } }',
        variables: { f: { categories: Array.from({ length: 100_000 }, () => 1) } },
      });
      expect(res.status).to.equal(400);
      expect(res.body.errors.length).to.be.at.most(51);
      expect(res.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
      expect(res.body.errors[0].message).to.match(/^Variable "\$f" got invalid value 1 at "f\.categories\[0\]"; String cannot represent a non string value/);
    } finally {
      Error.captureStackTrace = capture;
    }
    // Uncapped, the cost count alone built one error per value (100,000).
    expect(captured).to.be.below(1_000);
  });

  it('in production introspection (without a key) and "Did you mean" suggestions are off; an API key may introspect; GRAPHQL_INTROSPECTION=true turns them on', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 'x'.repeat(40) };
    const closed = await appWith(production);
    const introspection = await gql(request(closed), getIntrospectionQuery());
    expect(introspection.status).to.equal(400);
    expect(introspection.body.errors[0].message).to.equal('GraphQL introspection is off for requests without an API key: send one (Authorization: Bearer <key>), or read the schema at /graphql/schema.graphql.');
    expect(introspection.body.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    expect(introspection.body.data).to.equal(undefined);
    expect((await gql(request(closed), '{ __type(name: "Post") { name } }').expect(400)).body.errors[0].extensions.code).to.equal('GRAPHQL_VALIDATION_FAILED');
    // A key (any scope) may introspect, for codegen and tools.
    const { token } = await t.services.apiKeys.create({ name: 'Codegen', scope: 'content' }, ANONYMOUS);
    const keyed = await gql(request(closed), getIntrospectionQuery()).set('X-Api-Key', token).expect(200);
    expect(keyed.body.data.__schema.queryType.name).to.equal('Query');
    // __typename is not introspection.
    expect((await gql(request(closed), '{ __typename }').expect(200)).body.data).to.deep.equal({ __typename: 'Query' });
    const typo = await gql(request(closed), '{ postz { total } }');
    expect(typo.status).to.equal(400);
    expect(JSON.stringify(typo.body)).to.not.match(/did you mean/i).and.not.include('"posts"');

    const open = await appWith({ ...production, GRAPHQL_INTROSPECTION: 'true' });
    const allowed = await gql(request(open), getIntrospectionQuery()).expect(200);
    expect(allowed.body.data.__schema.queryType.name).to.equal('Query');
    expect((await gql(request(open), '{ postz { total } }')).body.errors[0].message).to.match(/Did you mean "post" or "posts"/);
  });

  it('the admin UI\'s own operations are within the cost limit (largest submissions page included)', async () => {
    const schema = await getSchema();
    const documents = Object.entries({ ...categoryOperations, ...postOperations, ...sessionOperations, ...submissionOperations })
      .filter(([, value]) => (value as DocumentNode)?.kind === 'Document') as Array<[string, DocumentNode]>;
    expect(documents.length).to.be.greaterThan(8);
    for (const [name, document] of documents) {
      const cost = getComplexity({ schema, query: document, estimators: [listAwareEstimator], variables: { pageSize: 100, id: 1, postId: 1, ids: [1], kind: 'waitlist', input: {}, state: 'handled', reason: 'erasure' } });
      expect(cost, name).to.be.below(5000);
    }
  });
});
