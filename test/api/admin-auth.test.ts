/**
 * Admin login, session and logout over REST (docs/product.md §5-7 and issue 2 point 7): argon2id
 * hashes, a new session id at login, the session row destroyed at logout, cookie flags.
 */
import { expect } from 'chai';
import request from 'supertest';
import { User } from '../../models/index.js';
import { INSECURE_LOGIN_MESSAGE } from '../../src/server/session-handle.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase, testConfig } from '../helpers/database.js';
import { ADMIN, createAdmin } from '../helpers/fixtures.js';
import { sessionCookieLine, sessionIdOf, sessionRowExists } from '../helpers/session-cookie.js';

describe('REST admin auth', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });
  // Hashing is slow on purpose: make the admin once, again only after a test deleted it.
  beforeEach(async () => {
    if (!(await User.findOne({ where: { username: ADMIN.username } }))) await createAdmin(t.services);
  });

  it('stores an argon2id hash, never the password', async () => {
    const row = await User.findOne({ where: { username: ADMIN.username } });
    expect(row!.password).to.match(/^\$argon2id\$/);
    expect(row!.password).to.not.include(ADMIN.password);
  });

  it('answers an anonymous session check without setting a cookie', async () => {
    const res = await request(t.app).get('/api/admin/session').expect(200);
    expect(res.body).to.deep.equal({ isAuthenticated: false, user: null });
    expect(sessionCookieLine(res)).to.equal(undefined);
  });

  it('logs in: { user }, an httpOnly SameSite=Lax cookie (not Secure outside production), then an authenticated session', async () => {
    const agent = request.agent(t.app);
    const res = await agent.post('/api/admin/login').send(ADMIN).expect(200);
    const user = await User.findOne({ where: { username: ADMIN.username } });
    expect(res.body).to.deep.equal({ user: { id: user!.id, username: ADMIN.username } });
    const cookie = sessionCookieLine(res)!;
    expect(cookie).to.match(/; HttpOnly/).and.match(/; SameSite=Lax/).and.match(/; Path=\//);
    expect(cookie).to.not.match(/; Secure/);
    const session = await agent.get('/api/admin/session').expect(200);
    expect(session.body).to.deep.equal({ isAuthenticated: true, user: { id: user!.id, username: ADMIN.username, role: 'administrator', mustEnrol2fa: false } });
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    for (const body of [{ ...ADMIN, password: 'wrong-password-123' }, { username: 'nobody-here', password: ADMIN.password }]) {
      const res = await request(t.app).post('/api/admin/login').send(body).expect(401);
      expect(res.body).to.deep.equal({ message: 'Invalid username or password' });
      expect(sessionCookieLine(res)).to.equal(undefined);
    }
  });

  it('validates the login form with the spec messages', async () => {
    const empty = await request(t.app).post('/api/admin/login').send({}).expect(400);
    expect(empty.body).to.deep.equal({
      message: 'Username is required', errors: { username: 'Username is required', password: 'Password is required' },
    });
    const blank = await request(t.app).post('/api/admin/login').send({ username: '   ', password: '' }).expect(400);
    expect(blank.body.errors).to.deep.equal({ username: 'Username is required', password: 'Password is required' });
    const noPassword = await request(t.app).post('/api/admin/login').send({ username: ADMIN.username }).expect(400);
    expect(noPassword.body).to.deep.equal({ message: 'Password is required', errors: { password: 'Password is required' } });
  });

  it('never trims the password', async () => {
    await request(t.app).post('/api/admin/login').send({ ...ADMIN, password: ` ${ADMIN.password} ` }).expect(401);
  });

  it('issues a new session id at login and forgets the old one', async () => {
    const agent = request.agent(t.app);
    const first = sessionIdOf(sessionCookieLine(await agent.post('/api/admin/login').send(ADMIN).expect(200))!);
    expect(await sessionRowExists(t.sequelize, first)).to.equal(true);
    const second = sessionIdOf(sessionCookieLine(await agent.post('/api/admin/login').send(ADMIN).expect(200))!);
    expect(second).to.not.equal(first);
    expect(await sessionRowExists(t.sequelize, first)).to.equal(false);
    expect(await sessionRowExists(t.sequelize, second)).to.equal(true);
  });

  it('logs out: the session row is gone, the cookie is cleared and a replayed cookie is refused', async () => {
    const agent = request.agent(t.app);
    const line = sessionCookieLine(await agent.post('/api/admin/login').send(ADMIN).expect(200))!;
    const sid = sessionIdOf(line);
    await agent.get('/api/admin/blog-posts').expect(200);
    const res = await agent.post('/api/admin/logout').expect(200);
    expect(res.body).to.deep.equal({ success: true });
    expect(sessionCookieLine(res)).to.match(/^mf\.sid=;/).and.match(/Expires=Thu, 01 Jan 1970/);
    expect(await sessionRowExists(t.sequelize, sid)).to.equal(false);
    const replay = line.split(';')[0];
    await request(t.app).get('/api/admin/blog-posts').set('Cookie', replay).expect(401);
    const session = await request(t.app).get('/api/admin/session').set('Cookie', replay).expect(200);
    expect(session.body).to.deep.equal({ isAuthenticated: false, user: null });
  });

  it('answers logout without a session too', async () => {
    const res = await request(t.app).post('/api/admin/logout').expect(200);
    expect(res.body).to.deep.equal({ success: true });
  });

  it('ends the sessions of an admin whose account was deleted', async () => {
    const agent = request.agent(t.app);
    await agent.post('/api/admin/login').send(ADMIN).expect(200);
    await User.destroy({ where: { username: ADMIN.username } });
    await agent.get('/api/admin/blog-posts').expect(401);
    expect((await agent.get('/api/admin/session').expect(200)).body).to.deep.equal({ isAuthenticated: false, user: null });
  });

  it('sends a Secure cookie and HSTS in production (behind an HTTPS proxy)', async () => {
    const config = testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 'p'.repeat(40) });
    const { app } = await createTestApp({ configure: () => config });
    const res = await request(app).post('/api/admin/login').set('X-Forwarded-Proto', 'https').send(ADMIN).expect(200);
    expect(sessionCookieLine(res)).to.match(/; Secure/).and.match(/; HttpOnly/).and.match(/; SameSite=Lax/);
    expect(res.headers['strict-transport-security']).to.be.a('string');
  });

  it('in production over plain HTTP refuses to sign in (403 saying why) instead of a 200 whose Secure cookie never arrives', async () => {
    const config = testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 'p'.repeat(40) });
    const { app } = await createTestApp({ configure: () => config });
    const res = await request(app).post('/api/admin/login').send(ADMIN);
    expect(res.status).to.equal(403);
    expect(res.body.message).to.equal(INSECURE_LOGIN_MESSAGE);
    expect(res.headers['set-cookie']).to.equal(undefined);
    const viaGraphql = await request(app).post('/graphql').set('Origin', config.site.publicUrl)
      .send({ query: 'mutation L($input: LoginInput!) { login(input: $input) { username } }', variables: { input: ADMIN } });
    expect(viaGraphql.body.errors?.[0]).to.deep.include({ message: INSECURE_LOGIN_MESSAGE });
    expect(viaGraphql.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect(viaGraphql.headers['set-cookie']).to.equal(undefined);
  });
});
