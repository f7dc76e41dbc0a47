/**
 * Issue 24 over REST and GraphQL as the composed app answers: the session says the member's role
 * (what the admin screens offer follows from it); a member changes their own name, e-mail and
 * password (other devices signed out, this one kept); a TOTP code is good once; TOTP secrets are
 * stored encrypted, and ones kept before encryption are encrypted at start; API keys, webhooks
 * and media changes are in the audit log without their tokens or secrets.
 */
import { expect } from 'chai';
import { generate } from 'otplib';
import request from 'supertest';
import { AuditEntry, User } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';
import { photo } from '../helpers/media-files.js';
import { STAFF_PASSWORD, staffAgent } from '../helpers/staff.js';

const now = () => Math.floor(Date.now() / 1000);

async function kindsSince(id: number): Promise<string[]> {
  const rows = await AuditEntry.findAll({ order: [['id', 'ASC']] });
  return rows.filter((row) => row.id > id).map((row) => row.kind);
}

async function lastAuditId(): Promise<number> {
  return (await AuditEntry.max('id') as number | null) ?? 0;
}

describe('staff accounts: role in the session, own details and password, 2FA codes, audit entries', function () {
  this.timeout(60_000);
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase();
  });

  it('the session answers the member’s role and whether 2FA must be set up (REST and GraphQL)', async () => {
    const author = await staffAgent(t.app, t.services, 'author', 'ann.author');
    const rest = await author.get('/api/admin/session').expect(200);
    expect(rest.body).to.deep.equal({ isAuthenticated: true, user: { id: author.user.id, username: 'ann.author', role: 'author', mustEnrol2fa: false } });
    const admin = await staffAgent(t.app, t.services, 'administrator', 'ada.admin');
    await admin.put('/api/admin/staff/settings').send({ require2fa: true }).expect(200);
    const graph = await gql(author, '{ session { user { username role mustEnrol2fa } } }').expect(200);
    expect(graph.body.data.session.user).to.deep.equal({ username: 'ann.author', role: 'author', mustEnrol2fa: true });
    // The administrator without 2FA is held to it too; the setting is kept a few seconds per process,
    // so it is set back through the app's own service.
    await admin.put('/api/admin/staff/settings').send({ require2fa: false }).expect(403);
    await t.services.staffSettings.setRequire2fa(false);
  });

  it('a member changes their own name and e-mail; a bad or taken address is a 400/409 naming the field', async () => {
    const editor = await staffAgent(t.app, t.services, 'editor', 'eve.editor');
    await staffAgent(t.app, t.services, 'author', 'other.author');
    const bad = await editor.put('/api/admin/me').send({ name: '', email: 'not-an-address' }).expect(400);
    expect(bad.body.errors).to.have.keys('name', 'email');
    const taken = await editor.put('/api/admin/me').send({ name: 'Eve', email: 'other.author@example.org' }).expect(409);
    expect(taken.body.errors).to.have.key('email');
    const ok = await editor.put('/api/admin/me').send({ name: 'Eve Editor', email: 'Eve@Example.org' }).expect(200);
    expect(ok.body.member).to.include({ name: 'Eve Editor', email: 'eve@example.org', username: 'eve.editor' });
    expect((await User.findByPk(editor.user.id))!.email).to.equal('eve@example.org');
    const entry = await AuditEntry.findOne({ where: { kind: 'staff.profile_changed' } });
    expect(entry!.actorName).to.equal('eve.editor');
    // An API key has no account of its own.
    await request(t.app).put('/api/admin/me').send({ name: 'x', email: 'x@example.org' }).expect(401);
  });

  it('a password change needs the current password, follows the strength rules, and signs out the other devices only', async () => {
    const here = await staffAgent(t.app, t.services, 'contributor', 'carl.contrib');
    const elsewhere = request.agent(t.app);
    await elsewhere.post('/api/admin/login').send({ username: 'carl.contrib', password: STAFF_PASSWORD }).expect(200);
    const wrong = await here.put('/api/admin/me/password').send({ currentPassword: 'not-my-password', password: 'Another-Long-Passphrase-9' }).expect(400);
    expect(wrong.body.errors).to.deep.equal({ currentPassword: 'Current password is not correct' });
    const weak = await here.put('/api/admin/me/password').send({ currentPassword: STAFF_PASSWORD, password: 'password1234' }).expect(400);
    expect(weak.body.errors).to.have.key('password');
    const ok = await here.put('/api/admin/me/password').send({ currentPassword: STAFF_PASSWORD, password: 'Another-Long-Passphrase-9' }).expect(200);
    expect(ok.body).to.deep.equal({ success: true, endedSessions: 1 });
    expect((await here.get('/api/admin/session').expect(200)).body.isAuthenticated).to.equal(true);
    expect((await elsewhere.get('/api/admin/session').expect(200)).body.isAuthenticated).to.equal(false);
    await request(t.app).post('/api/admin/login').send({ username: 'carl.contrib', password: STAFF_PASSWORD }).expect(401);
    await request(t.app).post('/api/admin/login').send({ username: 'carl.contrib', password: 'Another-Long-Passphrase-9' }).expect(200);
    const entry = await AuditEntry.findOne({ where: { kind: 'auth.password_changed' } });
    expect(entry!.summary).to.not.contain('Another-Long-Passphrase-9');
  });

  it('a TOTP code signs in once: the same code again, or the code that confirmed the set-up, is refused', async () => {
    const member = await staffAgent(t.app, t.services, 'editor', 'tom.totp');
    const { secret } = (await member.post('/api/admin/me/totp').expect(200)).body as { secret: string };
    const first = await generate({ secret });
    await member.post('/api/admin/me/totp/confirm').send({ code: first }).expect(200);
    const login = (code: string) => request(t.app).post('/api/admin/login').send({ username: 'tom.totp', password: STAFF_PASSWORD, code });
    expect((await login(first).expect(401)).body.errors).to.have.key('code');
    const next = await generate({ secret, epoch: now() + 30 });
    await login(next).expect(200);
    expect((await login(next).expect(401)).body.errors).to.have.key('code');
    // Two requests with one new code at once: one signs in, the other is refused (on MariaDB the
    // second's write met the first's session being opened, and 1 pair in 5 answered 500).
    for (let round = 1; round <= 5; round++) {
      await User.update({ totpLastStep: null }, { where: { username: 'tom.totp' } });
      const both = await Promise.all([login(next), login(next)]);
      expect(both.map((res) => res.status).sort(), `round ${round}`).to.deep.equal([200, 401]);
    }
  });

  it('stores the TOTP secret encrypted, and encrypts a secret kept before encryption at start', async () => {
    const member = await staffAgent(t.app, t.services, 'author', 'sam.secret');
    const { secret } = (await member.post('/api/admin/me/totp').expect(200)).body as { secret: string };
    const stored = (await User.findByPk(member.user.id))!.totpSecret!;
    expect(stored).to.match(/^v1\./);
    expect(stored).to.not.contain(secret);
    await member.post('/api/admin/me/totp/confirm').send({ code: await generate({ secret }) }).expect(200);

    // A row from before encryption: the plain base32 secret.
    await User.update({ totpSecret: secret, totpLastStep: null }, { where: { id: member.user.id } });
    expect(await t.services.totp.encryptStoredSecrets()).to.equal(1);
    const sealed = (await User.findByPk(member.user.id))!.totpSecret!;
    expect(sealed).to.match(/^v1\./).and.not.contain(secret);
    expect(await t.services.totp.encryptStoredSecrets()).to.equal(0);
    await request(t.app).post('/api/admin/login').send({ username: 'sam.secret', password: STAFF_PASSWORD, code: await generate({ secret, epoch: now() + 30 }) }).expect(200);
  });

  it('records API keys created and revoked, without the token', async () => {
    const admin = await staffAgent(t.app, t.services, 'administrator', 'ada.admin');
    const since = await lastAuditId();
    const created = await gql(admin, 'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { token key { id } } }', { input: { name: 'Partner site', scope: 'content' } }).expect(200);
    const { token, key } = created.body.data.createApiKey as { token: string; key: { id: number } };
    await gql(admin, 'mutation($id: Int!) { revokeApiKey(id: $id) { id } }', { id: key.id }).expect(200);
    expect(await kindsSince(since)).to.deep.equal(['api_key.created', 'api_key.revoked']);
    const entries = await AuditEntry.findAll({ where: { objectType: 'api_key' } });
    expect(entries.every((entry) => entry.actorName === 'ada.admin' && entry.objectId === String(key.id))).to.equal(true);
    expect(JSON.stringify(entries)).to.not.contain(token);
  });

  it('records webhooks created, changed, re-keyed and deleted, without the secret', async () => {
    const admin = await staffAgent(t.app, t.services, 'administrator', 'ada.admin');
    const since = await lastAuditId();
    const fields = 'id secret';
    const created = await gql(admin, `mutation($input: WebhookInput!) { createWebhook(input: $input) { ${fields} } }`, {
      input: { name: 'Search index', url: 'https://hooks.example.org/mf?key=hush', events: ['post_published'] },
    }).expect(200);
    expect(created.body.errors, JSON.stringify(created.body.errors)).to.equal(undefined);
    const hook = created.body.data.createWebhook as { id: number; secret: string };
    await gql(admin, 'mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { id } }', { id: hook.id, input: { active: false } }).expect(200);
    const rotated = await gql(admin, 'mutation($id: Int!) { rotateWebhookSecret(id: $id, graceHours: 1) { secret } }', { id: hook.id }).expect(200);
    await gql(admin, 'mutation($id: Int!) { deleteWebhook(id: $id) { id } }', { id: hook.id }).expect(200);
    expect(await kindsSince(since)).to.deep.equal(['webhook.created', 'webhook.updated', 'webhook.secret_rotated', 'webhook.deleted']);
    const text = JSON.stringify(await AuditEntry.findAll({ where: { objectType: 'webhook' } }));
    for (const secret of [hook.secret, rotated.body.data.rotateWebhookSecret.secret as string, 'key=hush']) expect(text).to.not.contain(secret);
  });

  it('records media uploaded, described and deleted', async () => {
    const editor = await staffAgent(t.app, t.services, 'editor', 'ed.media');
    const since = await lastAuditId();
    const uploaded = await editor.post('/api/admin/media').field('alt', 'A quiet lake').attach('file', await photo(320, 200), 'lake.jpg').expect(201);
    const id = uploaded.body.media.id as number;
    await editor.patch(`/api/admin/media/${id}`).send({ caption: 'Before the race' }).expect(200);
    await editor.delete(`/api/admin/media/${id}`).expect((res) => expect(res.status).to.be.oneOf([200, 204]));
    expect(await kindsSince(since)).to.deep.equal(['media.uploaded', 'media.updated', 'media.deleted']);
    const entries = await AuditEntry.findAll({ where: { objectType: 'media' }, order: [['id', 'ASC']] });
    expect(entries.map((entry) => entry.summary)).to.deep.equal(['Image “lake.jpg” (320×200) uploaded', 'Image “lake.jpg”: caption changed', 'Image “lake.jpg” deleted']);
    expect(entries.every((entry) => entry.actorName === 'ed.media')).to.equal(true);
  });
});
