/**
 * Every GraphQL root field is either listed in PUBLIC_OPERATIONS or refuses a request without a
 * session with UNAUTHENTICATED, is reached with a session or an admin API key, and refuses a
 * content API key with FORBIDDEN. The fields come from the built schema, never from a hand-made list.
 */
import { expect } from 'chai';
import request from 'supertest';
import { PUBLIC_OPERATIONS } from '../../src/graphql/auth-checker.js';
import { getSchema } from '../../src/graphql/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { minimalRequest, rootOperations, type RootOperation } from '../helpers/graphql-operations.js';

function isPublic(operation: RootOperation): boolean {
  return (PUBLIC_OPERATIONS[operation.kind] as readonly string[]).includes(operation.name);
}

describe('GraphQL auth: every admin operation refuses a request without a session', () => {
  let t: TestApp;
  let adminOperations: RootOperation[];
  let allOperations: RootOperation[];
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    allOperations = rootOperations(await getSchema());
    adminOperations = allOperations.filter((operation) => !isPublic(operation));
  });

  it('PUBLIC_OPERATIONS names only fields that exist in the schema', () => {
    const existing = new Set(allOperations.map((operation) => `${operation.kind}.${operation.name}`));
    for (const kind of ['Query', 'Mutation'] as const) {
      for (const name of PUBLIC_OPERATIONS[kind]) expect(existing.has(`${kind}.${name}`), `${kind}.${name}`).to.equal(true);
    }
  });

  it('finds the admin operations docs/api.md lists (and any added since)', () => {
    expect(adminOperations.map((operation) => operation.name)).to.include.members([
      'adminPosts', 'adminPost', 'createPost', 'updatePost', 'deletePost',
      'adminCategories', 'createCategory', 'updateCategory', 'deleteCategory',
    ]);
  });

  it('answers UNAUTHENTICATED, without data, to each admin operation called without a cookie', async () => {
    for (const operation of adminOperations) {
      const { query, variables } = minimalRequest(operation);
      const res = await gql(request(t.app), query, variables).expect(200);
      const label = `${operation.kind}.${operation.name}: ${JSON.stringify(res.body)}`;
      expect(res.body.errors, label).to.be.an('array').with.length.greaterThan(0);
      expect(res.body.errors[0].extensions.code, label).to.equal('UNAUTHENTICATED');
      expect(res.body.errors[0].message, label).to.equal('You must be logged in as an administrator');
      expect(res.body.data?.[operation.name] ?? null, label).to.equal(null);
    }
  });

  it('reaches each admin resolver with a session (the probes are valid requests)', async () => {
    const agent = await adminAgent(t.app, t.services);
    for (const operation of adminOperations) {
      const { query, variables } = minimalRequest(operation);
      const res = await gql(agent, query, variables).expect(200);
      const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
      const label = `${operation.kind}.${operation.name}: ${JSON.stringify(res.body)}`;
      expect(codes, label).to.not.include('UNAUTHENTICATED');
      expect(codes, label).to.not.include('GRAPHQL_VALIDATION_FAILED');
      expect(codes, label).to.not.include('INTERNAL_SERVER_ERROR');
    }
  });

  it('reaches each admin resolver with an admin API key (the same probes)', async () => {
    const agent = await adminAgent(t.app, t.services);
    for (const operation of adminOperations) {
      // A key of its own for each probe: the revokeApiKey probe may revoke the key it was sent with.
      const { token } = (await gql(agent, 'mutation { createApiKey(input: { name: "enumeration admin", scope: admin }) { token } }').expect(200)).body.data.createApiKey;
      const { query, variables } = minimalRequest(operation);
      const res = await gql(request(t.app), query, variables).set('Authorization', `Bearer ${token}`).expect(200);
      const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
      const label = `${operation.kind}.${operation.name}: ${JSON.stringify(res.body)}`;
      expect(codes, label).to.not.include('UNAUTHENTICATED');
      expect(codes, label).to.not.include('FORBIDDEN');
      expect(codes, label).to.not.include('GRAPHQL_VALIDATION_FAILED');
      expect(codes, label).to.not.include('INTERNAL_SERVER_ERROR');
    }
  });

  it('answers FORBIDDEN, without data, to each admin operation called with a content API key', async () => {
    const agent = await adminAgent(t.app, t.services);
    const { token } = (await gql(agent, 'mutation { createApiKey(input: { name: "enumeration content", scope: content }) { token } }').expect(200)).body.data.createApiKey;
    for (const operation of adminOperations) {
      const { query, variables } = minimalRequest(operation);
      const res = await gql(request(t.app), query, variables).set('X-Api-Key', token).expect(200);
      const label = `${operation.kind}.${operation.name}: ${JSON.stringify(res.body)}`;
      expect(res.body.errors?.[0]?.extensions?.code, label).to.equal('FORBIDDEN');
      expect(res.body.data?.[operation.name] ?? null, label).to.equal(null);
    }
  });

  it('still answers the public operations without a cookie', async () => {
    const res = await gql(request(t.app), '{ posts { total } categories { name } session { isAuthenticated } }').expect(200);
    expect(res.body.errors).to.equal(undefined);
    expect(res.body.data.session.isAuthenticated).to.equal(false);
    expect(res.body.data.categories.length).to.be.greaterThan(0);
  });
});
