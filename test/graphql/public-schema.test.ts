/**
 * GET /graphql/schema.graphql: an outside developer's codegen reads the public schema in
 * production (introspection off) without seeing staff operations; staff get the whole schema.
 */
import { buildSchema as buildFromSdl, parse, validate } from 'graphql';
import { expect } from 'chai';
import request from 'supertest';
import { PUBLIC_OPERATIONS } from '../../src/graphql/auth-checker.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { printedSchema } from '../../src/graphql/schema.js';

describe('GraphQL schema as SDL', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}); // introspection follows GRAPHQL_INTROSPECTION; the SDL is served either way
    await resetDatabase();
  });

  it('serves the public schema to anyone, publicly cacheable: every public operation, no staff field or type', async () => {
    const res = await request(t.app).get('/graphql/schema.graphql').expect(200);
    expect(res.headers['content-type']).to.equal('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).to.match(/^public/);
    const schema = buildFromSdl(res.text);
    expect(Object.keys(schema.getQueryType()!.getFields()).sort()).to.deep.equal([...PUBLIC_OPERATIONS.Query].sort());
    expect(Object.keys(schema.getMutationType()!.getFields()).sort()).to.deep.equal([...PUBLIC_OPERATIONS.Mutation].sort());
    for (const staff of ['AdminPost', 'ApiKey', 'Webhook', 'PostInput', 'SubmissionKind']) expect(schema.getType(staff), staff).to.equal(undefined);
    // A staff-only field of a public type is left out too.
    expect(Object.keys((schema.getType('Category') as { getFields(): object }).getFields())).to.not.include('postCount');
    // Documentation stays: codegen and the explorer show it.
    expect(res.text).to.include('Published posts as a cursor connection');
    // A client's query against it validates as it would against the server.
    const query = parse('{ postsConnection(first: 2) { edges { node { slug title categories { slug } } } pageInfo { endCursor } } }');
    expect(validate(schema, query)).to.deep.equal([]);
    expect(validate(schema, parse('{ adminPosts { id } }'))).to.have.length(1);
  });

  it('gives staff the whole schema, privately', async () => {
    const admin = await adminAgent(t.app, t.services);
    const res = await admin.get('/graphql/schema.graphql').expect(200);
    expect(res.headers['cache-control']).to.equal('private, no-store');
    expect(res.text).to.equal((await printedSchema()).replace(/^#.*\n\n/, ''));
  });
});
