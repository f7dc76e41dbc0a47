/**
 * Issue 24: every admin REST route and GraphQL operation has a rule, and each role gets exactly
 * what its rule allows: the routes and operations are found by walking the routers and the
 * schema, never listed by hand. Post ownership (authors, contributors) and the last
 * administrator are held to their rules; suspending, ending sessions and requiring 2FA act on
 * the member's next request.
 */
import { expect } from 'chai';
import request from 'supertest';
import { BlogPost, PostStaff, User } from '../../models/index.js';
import { OPERATION_RULES, PUBLIC_OPERATIONS } from '../../src/graphql/auth-checker.js';
import { getSchema } from '../../src/graphql/schema.js';
import { ADMIN_ROUTE_RULES } from '../../src/server/middleware/authorize.js';
import { protectedAdminRouter } from '../../src/server/routes/index.js';
import { roleMay, STAFF_ROLES } from '../../src/shared/staff-roles.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { minimalRequest, rootOperations } from '../helpers/graphql-operations.js';
import { concretePath, listRoutes, type RouteEntry } from '../helpers/route-list.js';
import { staffAgent, STAFF_PASSWORD } from '../helpers/staff.js';

const ruleKey = (route: RouteEntry) => `${route.method} ${route.path.replace(/^\/api\/admin/, '')}`;

function send(agent: ReturnType<typeof request.agent>, route: RouteEntry, path: string) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const test = agent[method](path);
  return ['POST', 'PUT', 'PATCH'].includes(route.method) ? test.send({}) : test;
}

describe('Staff roles: every admin route and operation, for each role', function () {
  this.timeout(60_000);
  let t: TestApp;
  let routes: RouteEntry[];
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    routes = listRoutes(protectedAdminRouter(t.services), '/api/admin');
  });

  it('has a rule for every protected REST route, and no rule for a route that does not exist', () => {
    const keys = routes.map(ruleKey);
    expect(keys.filter((key) => !ADMIN_ROUTE_RULES[key])).to.deep.equal([]);
    expect(Object.keys(ADMIN_ROUTE_RULES).filter((key) => !keys.includes(key))).to.deep.equal([]);
  });

  it('has a rule for every admin GraphQL operation, and none for a field that does not exist', async () => {
    const operations = rootOperations(await getSchema());
    const admin = operations.filter((operation) => !(PUBLIC_OPERATIONS[operation.kind] as readonly string[]).includes(operation.name));
    expect(admin.filter((operation) => !OPERATION_RULES[operation.kind]?.[operation.name]).map((operation) => operation.name)).to.deep.equal([]);
    const names = new Set(operations.map((operation) => `${operation.kind}.${operation.name}`));
    const ruled = Object.entries(OPERATION_RULES).flatMap(([kind, rules]) => Object.keys(rules).map((name) => `${kind}.${name}`));
    expect(ruled.filter((name) => !names.has(name))).to.deep.equal([]);
  });

  for (const role of STAFF_ROLES) {
    const a = /^[aeiou]/.test(role) ? 'an' : 'a';
    it(`REST: ${a} ${role} passes exactly the routes the ${role} role allows (403 with a message elsewhere)`, async () => {
      const agent = await staffAgent(t.app, t.services, role);
      for (const route of routes) {
        if (route.method === 'DELETE' && route.path.includes('/me/')) continue; // would end the test's own session
        const rule = ADMIN_ROUTE_RULES[ruleKey(route)]!;
        const allowed = rule.permission === 'account' || roleMay(role, rule.permission);
        const res = await send(agent, route, concretePath(route.path, '999999'));
        const label = `${role}: ${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).to.not.equal(401);
        if (!allowed) {
          expect(res.status, label).to.equal(403);
          expect(res.body.message, label).to.match(/cannot .*: ask an administrator\.$/);
        } else if (!(rule.post && (role === 'author' || role === 'contributor'))) {
          expect(res.status, label).to.not.equal(403);
        }
      }
    });

    it(`GraphQL: ${a} ${role} reaches exactly the operations the ${role} role allows (FORBIDDEN elsewhere)`, async () => {
      const agent = await staffAgent(t.app, t.services, role);
      for (const operation of rootOperations(await getSchema())) {
        const rule = OPERATION_RULES[operation.kind]?.[operation.name];
        if (!rule) continue;
        const { query, variables } = minimalRequest(operation);
        const res = await gql(agent, query, variables).expect(200);
        const codes = (res.body.errors ?? []).map((error: { extensions?: { code?: string } }) => error.extensions?.code);
        const label = `${role}: ${operation.kind}.${operation.name}: ${JSON.stringify(res.body)}`;
        expect(codes, label).to.not.include('UNAUTHENTICATED');
        if (!roleMay(role, rule.permission as never)) expect(codes, label).to.include('FORBIDDEN');
        else if (!(rule.post && (role === 'author' || role === 'contributor'))) expect(codes, label).to.not.include('FORBIDDEN');
      }
    });
  }

  describe('posts by role', () => {
    it('records which member created and last changed a post; the byline stays free text', async () => {
      const author = await staffAgent(t.app, t.services, 'author');
      const editor = await staffAgent(t.app, t.services, 'editor');
      const created = await author.post('/api/admin/blog-posts').send(postInput({ author: 'Any Byline' })).expect(201);
      await editor.put(`/api/admin/blog-posts/${created.body.post.id}`).send(postInput({ slug: created.body.post.slug, author: 'Any Byline' })).expect(200);
      const staff = await PostStaff.findByPk(created.body.post.id);
      expect(staff!.createdBy).to.equal(author.user.id);
      expect(staff!.updatedBy).to.equal(editor.user.id);
      expect((await BlogPost.findByPk(created.body.post.id))!.author).to.equal('Any Byline');
    });

    it('an author publishes and deletes their own posts, and may not touch anyone else’s', async () => {
      const author = await staffAgent(t.app, t.services, 'author');
      const other = await staffAgent(t.app, t.services, 'author', 'other.author');
      const own = await author.post('/api/admin/blog-posts').send(postInput({ status: 'published' })).expect(201);
      const theirs = await other.post('/api/admin/blog-posts').send(postInput({ status: 'draft' })).expect(201);
      const refused = await author.put(`/api/admin/blog-posts/${theirs.body.post.id}`).send(postInput({ slug: theirs.body.post.slug, status: 'draft' })).expect(403);
      expect(refused.body.message).to.equal('You can change only the posts you created: ask an editor for anyone else’s.');
      await author.delete(`/api/admin/blog-posts/${theirs.body.post.id}`).expect(403);
      const bulk = await gql(author, 'mutation P($ids: [Int!]!) { publishPosts(ids: $ids) { changed } }', { ids: [own.body.post.id, theirs.body.post.id] });
      expect(bulk.body.errors[0].extensions.code).to.equal('FORBIDDEN');
      await author.delete(`/api/admin/blog-posts/${own.body.post.id}`).expect(200);
    });

    it('a contributor writes drafts of their own only: publishing, scheduling, deleting and others’ drafts are refused', async () => {
      const contributor = await staffAgent(t.app, t.services, 'contributor');
      const author = await staffAgent(t.app, t.services, 'author');
      const draft = await contributor.post('/api/admin/blog-posts').send(postInput({ status: 'draft' })).expect(201);
      await contributor.put(`/api/admin/blog-posts/${draft.body.post.id}`).send(postInput({ slug: draft.body.post.slug, status: 'draft', title: 'Edited draft' })).expect(200);
      const scheduled = await contributor.put(`/api/admin/blog-posts/${draft.body.post.id}`)
        .send(postInput({ slug: draft.body.post.slug, status: 'published', publishDate: '2099-01-01T00:00:00.000Z' })).expect(403);
      expect(scheduled.body.message).to.match(/^Contributors can save drafts only/);
      const noStatus = postInput();
      delete (noStatus as Record<string, unknown>).status;
      await contributor.post('/api/admin/blog-posts').send(noStatus).expect(403);
      await contributor.delete(`/api/admin/blog-posts/${draft.body.post.id}`).expect(403);
      const theirs = await author.post('/api/admin/blog-posts').send(postInput({ status: 'draft' })).expect(201);
      await contributor.put(`/api/admin/blog-posts/${theirs.body.post.id}`).send(postInput({ slug: theirs.body.post.slug, status: 'draft' })).expect(403);
      const viaGraphql = await gql(contributor, 'mutation P($ids: [Int!]!) { publishPosts(ids: $ids) { changed } }', { ids: [draft.body.post.id] });
      expect(viaGraphql.body.errors[0].extensions.code).to.equal('FORBIDDEN');
      expect((await BlogPost.findByPk(draft.body.post.id))!.status).to.equal('draft');
    });
  });

  describe('staff management', () => {
    beforeEach(async () => {
      await User.destroy({ where: {} });
    });

    it('the last active administrator can never be demoted, suspended or removed; with a second one it can', async () => {
      const admin = await staffAgent(t.app, t.services, 'administrator', 'only.admin');
      const id = admin.user.id;
      for (const call of [
        () => admin.put(`/api/admin/staff/${id}/role`).send({ role: 'editor' }),
        () => admin.post(`/api/admin/staff/${id}/suspend`),
        () => admin.delete(`/api/admin/staff/${id}`),
      ]) {
        const res = await call();
        expect(res.status).to.equal(409);
        expect(res.body.message).to.equal('This is the last active administrator: make someone else an administrator first.');
      }
      const second = await staffAgent(t.app, t.services, 'administrator', 'second.admin');
      await admin.put(`/api/admin/staff/${second.user.id}/role`).send({ role: 'editor' }).expect(200);
      await second.put(`/api/admin/staff/${id}/role`).send({ role: 'editor' }).expect(403);
      expect((await User.findByPk(id))!.role).to.equal('administrator');
    });

    it('a suspended member is signed out at once and cannot sign in; an unknown role is a 400 naming the field', async () => {
      const admin = await staffAgent(t.app, t.services, 'administrator', 'boss.admin');
      const editor = await staffAgent(t.app, t.services, 'editor');
      await editor.get('/api/admin/me').expect(200);
      await admin.post(`/api/admin/staff/${editor.user.id}/suspend`).expect(200);
      await editor.get('/api/admin/me').expect(401);
      const again = await request(t.app).post('/api/admin/login').send({ username: editor.user.username, password: STAFF_PASSWORD });
      expect(again.status).to.equal(401);
      expect(again.body.message).to.equal('This account is suspended: ask an administrator.');
      const bad = await admin.put(`/api/admin/staff/${editor.user.id}/role`).send({ role: 'owner' }).expect(400);
      expect(bad.body.errors).to.have.key('role');
    });

    it('members see their sessions and end one: that session is over on its next request', async () => {
      const first = await staffAgent(t.app, t.services, 'author');
      const second = await staffAgent(t.app, t.services, 'author');
      const list = await first.get('/api/admin/me/sessions').expect(200);
      expect(list.body.sessions).to.have.length(2);
      const other = (list.body.sessions as Array<{ id: string; current: boolean }>).find((session) => !session.current)!;
      await first.delete(`/api/admin/me/sessions/${other.id}`).expect(200);
      await second.get('/api/admin/me').expect(401);
      await first.get('/api/admin/me').expect(200);
    });

    it('when administrators require 2FA, a member without it may only reach their own account', async () => {
      const admin = await staffAgent(t.app, t.services, 'administrator', 'strict.admin');
      await admin.put('/api/admin/staff/settings').send({ require2fa: true }).expect(200);
      const editor = await staffAgent(t.app, t.services, 'editor');
      const me = await editor.get('/api/admin/me').expect(200);
      expect(me.body.mustEnrol2fa).to.equal(true);
      const posts = await editor.get('/api/admin/blog-posts').expect(403);
      expect(posts.body.message).to.match(/Two-factor sign-in is required/);
      // The administrator has no 2FA either: only their account is open to them now.
      await admin.get('/api/admin/blog-posts').expect(403);
      await t.services.staffSettings.setRequire2fa(false);
      await editor.get('/api/admin/blog-posts').expect(200);
    });
  });
});
