/**
 * "Is this an admin?" has one answer per request (issue 9 row 5): a session past its idle expiry,
 * past its absolute lifetime, opened before a password reset, or whose user is gone is no session
 * anywhere — every admin REST route, every admin GraphQL operation and the staff preview of a draft
 * refuse it, and using it renews nothing.
 */
import { expect } from 'chai';
import request from 'supertest';
import { PUBLIC_OPERATIONS } from '../../src/graphql/auth-checker.js';
import { getSchema } from '../../src/graphql/schema.js';
import { User } from '../../models/index.js';
import { protectedAdminRouter } from '../../src/server/routes/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { minimalRequest, rootOperations } from '../helpers/graphql-operations.js';
import { concretePath, listRoutes } from '../helpers/route-list.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const DAY_MS = 24 * 3_600_000;

/** Counts the admin REST routes and GraphQL operations that let this agent in. */
async function admittedOperations(t: TestApp, agent: Agent): Promise<string[]> {
  const admitted: string[] = [];
  for (const route of listRoutes(protectedAdminRouter(t.services), '/api/admin')) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const path = concretePath(route.path, '999999');
    const res = await (['post', 'put'].includes(method) ? agent[method](path).send({}) : agent[method](path));
    if (res.status !== 401) admitted.push(`${route.method} ${route.path}`);
  }
  const operations = rootOperations(await getSchema())
    .filter((operation) => !(PUBLIC_OPERATIONS[operation.kind] as readonly string[]).includes(operation.name));
  for (const operation of operations) {
    const { query, variables } = minimalRequest(operation);
    const res = await gql(agent, query, variables);
    const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
    if (!codes.includes('UNAUTHENTICATED')) admitted.push(`${operation.kind}.${operation.name}`);
  }
  return admitted;
}

async function sessionRows(t: TestApp): Promise<Array<{ sid: string; expires: string }>> {
  const [rows] = await t.sequelize.query('SELECT sid, expires FROM sessions');
  return rows as Array<{ sid: string; expires: string }>;
}

describe('admin sessions: one decision per request, and sessions that really end', () => {
  let now = Date.now();
  let t: TestApp;
  let draftSlug: string;

  before(async () => {
    t = await createTestApp({ pages: true, clock: () => new Date(now) });
    await resetDatabase();
  });
  beforeEach(async () => {
    now = Date.now();
    await t.sequelize.query('DELETE FROM sessions');
    // The operation probes may delete posts by id: each test gets its own draft.
    draftSlug = (await insertPost({ status: 'draft', title: 'Unfinished draft' })).slug;
  });

  it('a live session passes every admin operation and previews a draft (the baseline the others are held to)', async () => {
    const agent = await adminAgent(t.app, t.services);
    const page = await agent.get(`/blog/${draftSlug}`).expect(200);
    expect(page.text).to.include('Unfinished draft');
    const admitted = await admittedOperations(t, agent);
    expect(admitted.length).to.be.greaterThan(15);
  });

  it('an expired session (expiry in the past) passes no admin operation and is not renewed by using it', async () => {
    const agent = await adminAgent(t.app, t.services);
    await t.sequelize.query('UPDATE sessions SET expires = ?', { replacements: [new Date(Date.now() - 60_000)] });
    expect(await admittedOperations(t, agent)).to.deep.equal([]);
    const session = await agent.get('/api/admin/session').expect(200);
    expect(session.body).to.deep.equal({ isAuthenticated: false, user: null });
    await agent.get(`/blog/${draftSlug}`).expect(404);
    for (const row of await sessionRows(t)) expect(new Date(row.expires).getTime()).to.be.lessThan(Date.now());
  });

  it('ends a session past its absolute lifetime however busy it was, and deletes its row', async () => {
    const agent = await adminAgent(t.app, t.services);
    now += 6 * DAY_MS;
    await agent.get('/api/admin/blog-posts').expect(200);
    now += 1 * DAY_MS + 60_000; // 7 days and a minute after the login: the default SESSION_MAX_HOURS is 168
    const res = await agent.get('/api/admin/blog-posts').expect(401);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).to.match(/mf\.sid=;/);
    expect(await sessionRows(t)).to.deep.equal([]);
    expect(await admittedOperations(t, agent)).to.deep.equal([]);
  });

  it('a password reset (admin:create) ends the sessions opened before it', async () => {
    const agent = await adminAgent(t.app, t.services);
    await agent.get('/api/admin/blog-posts').expect(200);
    await t.services.auth.createOrResetAdmin(ADMIN.username, 'another-long-password-77');
    expect(await admittedOperations(t, agent)).to.deep.equal([]);
    await agent.get(`/blog/${draftSlug}`).expect(404);
    // The new password opens a new session as usual.
    await request(t.app).post('/api/admin/login').send({ ...ADMIN, password: 'another-long-password-77' }).expect(200);
    await t.services.auth.createOrResetAdmin(ADMIN.username, ADMIN.password);
  });

  it('after the account is deleted its cookie neither previews drafts nor passes any operation, and the session check agrees', async () => {
    const agent = await adminAgent(t.app, t.services);
    await User.destroy({ where: { username: ADMIN.username } });
    await agent.get(`/blog/${draftSlug}`).expect(404);
    const session = await agent.get('/api/admin/session').expect(200);
    expect(session.body).to.deep.equal({ isAuthenticated: false, user: null });
    expect(await admittedOperations(t, agent)).to.deep.equal([]);
    const graphqlSession = await gql(agent, '{ session { isAuthenticated } }').expect(200);
    expect(graphqlSession.body.data.session.isAuthenticated).to.equal(false);
  });

  it('a session stored before these rules (no login time or credentials version) counts for nothing', async () => {
    const agent = await adminAgent(t.app, t.services);
    const [row] = await sessionRows(t);
    const [[stored]] = (await t.sequelize.query('SELECT data FROM sessions WHERE sid = ?', { replacements: [row!.sid] })) as [Array<{ data: string }>, unknown];
    const data = JSON.parse(stored!.data) as { admin: Record<string, unknown> };
    data.admin = { adminId: data.admin.adminId, username: data.admin.username };
    await t.sequelize.query('UPDATE sessions SET data = ? WHERE sid = ?', { replacements: [JSON.stringify(data), row!.sid] });
    await agent.get('/api/admin/blog-posts').expect(401);
  });
});
