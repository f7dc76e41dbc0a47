/**
 * Issue 24's check, as a staff team would live it: a production start (NODE_ENV=production,
 * SQLite or MariaDB) whose SMTP_URL points at a real SMTP server on 127.0.0.1, driven over REST.
 * An administrator invites an editor and a contributor; the mails arrive with their links; both
 * accept and are signed in; each role is held to what it may do; a password reset answers alike
 * for known and unknown addresses, mails only the known one, works once and ends the old session;
 * TOTP makes the password alone useless; the audit log tells it all without a secret.
 */
import { expect } from 'chai';
import { generate } from 'otplib';
import { killAll, type ServerProcess } from '../helpers/server-process.js';
import { ownDatabase, startProductionServer } from '../helpers/production-server.js';
import { linkToken, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const PUBLIC_URL = 'http://localhost:3000';
const ADMIN = { username: 'ada.admin', password: 'Sturdy-Admin-Passphrase-42' };

/** A browser's cookie jar for one member, over the HTTPS-terminating proxy's header. */
class Member {
  cookie = '';
  constructor(private readonly port: number) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; text: string; headers: Headers }> {
    const res = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      method,
      headers: { 'X-Forwarded-Proto': 'https', ...(this.cookie && { Cookie: this.cookie }), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((line) => line.startsWith('mf.sid='));
    if (session) this.cookie = session.split(';')[0]!.startsWith('mf.sid=;') ? '' : session.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* CSV or HTML */ }
    return { status: res.status, body: parsed, text, headers: res.headers };
  }
}

describe('Staff in production: invitations, roles, password reset, 2FA and the audit log over REST with real SMTP', function () {
  this.timeout(180_000);
  let inbox: SmtpInbox;
  let server: ServerProcess;
  let drop: () => void;
  const members: Record<string, Member> = {};
  const member = (name: string) => (members[name] ??= new Member(server.port));

  before(async () => {
    inbox = await startSmtpInbox();
    const database = ownDatabase('staff');
    drop = database.drop;
    server = await startProductionServer('staff', {
      DATABASE_URL: database.url, PUBLIC_URL, SMTP_URL: inbox.url, MAIL_FROM: 'Mindful Miles <staff@example.org>',
      ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, OUTBOX_POLL_MS: '100',
    });
  });

  afterEach(function () {
    // A failure shows the server's errors beside it.
    if (this.currentTest?.state === 'failed') console.log(server.logEvents('http.error').map((line) => JSON.stringify(line.err ?? line)).join('\n'));
  });

  after(async () => {
    killAll();
    await inbox?.close();
    drop?.();
  });

  it('an administrator signs in and invites an editor and a contributor: 201, and each mail carries its one-time link', async () => {
    const admin = member('admin');
    expect((await admin.call('POST', '/api/admin/login', ADMIN)).status).to.equal(200);
    for (const [email, role] of [['eddie@example.org', 'editor'], ['cora@example.org', 'contributor']]) {
      const res = await admin.call('POST', '/api/admin/staff/invitations', { email, role });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.invitation).to.include({ email, role });
      expect(JSON.stringify(res.body)).to.not.match(/token/i);
    }
    const mail = await inbox.next('eddie@example.org');
    expect(mail.from).to.contain('staff@example.org');
    expect(mail.subject).to.equal('You are invited to join Mindful Miles');
    expect(mail.text).to.contain('as an Editor');
    expect(mail.html).to.contain(`${PUBLIC_URL}/admin/invite?token=`);
    linkToken(mail, PUBLIC_URL, '/admin/invite');
    expect(linkToken(await inbox.next('cora@example.org'), PUBLIC_URL, '/admin/invite')).to.be.a('string');
  });

  it('refuses a bad invitation with the fields named', async () => {
    const admin = member('admin');
    const bad = await admin.call('POST', '/api/admin/staff/invitations', { email: 'nope', role: 'owner' });
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.have.keys('email', 'role');
  });

  it('both accept (201) and are signed in; a used link is refused with a clear 400', async () => {
    for (const [name, email] of [['eddie', 'eddie@example.org'], ['cora', 'cora@example.org']] as const) {
      const token = linkToken(inbox.to(email)[0]!, PUBLIC_URL, '/admin/invite');
      const res = await member(name).call('POST', '/api/admin/staff/invitations/accept', { token, username: name, name: name.toUpperCase(), password: `${name}-Long-Passphrase-2026!` });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      expect(res.body.user.username).to.equal(name);
      const me = await member(name).call('GET', '/api/admin/me');
      expect(me.status).to.equal(200);
      expect(me.body.member).to.include({ username: name, email });
      const again = await new Member(server.port).call('POST', '/api/admin/staff/invitations/accept', { token, username: `${name}2`, name: 'X', password: 'Another-Long-Passphrase-1' });
      expect(again.status).to.equal(400);
      expect(again.body.errors.token).to.equal('This invitation link has already been used.');
    }
    // Signing in with the chosen password works too.
    expect((await new Member(server.port).call('POST', '/api/admin/login', { username: 'eddie', password: 'eddie-Long-Passphrase-2026!' })).status).to.equal(200);
  });

  it('the editor publishes, but is refused API keys, inviting and the audit log (403)', async () => {
    const eddie = member('eddie');
    const post = await eddie.call('POST', '/api/admin/blog-posts', postBody('editor-post', 'published'));
    expect(post.status, JSON.stringify(post.body)).to.equal(201);
    expect(post.body.post.status).to.equal('published');
    const keys = await eddie.call('POST', '/graphql', { query: 'mutation { createApiKey(input: { name: "x", scope: content }) { token } }' });
    expect(keys.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    expect((await eddie.call('POST', '/api/admin/staff/invitations', { email: 'x@example.org', role: 'author' })).status).to.equal(403);
    const audit = await eddie.call('GET', '/api/admin/audit-log');
    expect(audit.status).to.equal(403);
    expect(audit.body.message).to.equal('Editors cannot read the audit log: ask an administrator.');
  });

  it('the contributor saves a draft, and is refused publishing it (403 saying why)', async () => {
    const cora = member('cora');
    const draft = await cora.call('POST', '/api/admin/blog-posts', postBody('contributor-draft', 'draft'));
    expect(draft.status, JSON.stringify(draft.body)).to.equal(201);
    const publish = await cora.call('PUT', `/api/admin/blog-posts/${draft.body.post.id}`, postBody('contributor-draft', 'published'));
    expect(publish.status).to.equal(403);
    expect(publish.body.message).to.equal('Contributors can save drafts only: an editor or administrator publishes or schedules them.');
    const direct = await cora.call('POST', '/api/admin/blog-posts', postBody('contributor-direct', 'published'));
    expect(direct.status).to.equal(403);
    expect((await cora.call('DELETE', `/api/admin/blog-posts/${draft.body.post.id}`)).status).to.equal(403);
  });

  it('password reset answers alike for a known and an unknown address, mails only the known one, works once and ends the old session', async () => {
    const stranger = new Member(server.port);
    const known = await stranger.call('POST', '/api/admin/password-reset', { email: 'eddie@example.org' });
    const unknown = await stranger.call('POST', '/api/admin/password-reset', { email: 'nobody@example.org' });
    expect(known.status).to.equal(200);
    expect(unknown.status).to.equal(known.status);
    expect(unknown.body).to.deep.equal(known.body);
    const mail = await inbox.next('eddie@example.org', 1);
    expect(mail.subject).to.equal('Reset your Mindful Miles password');
    const token = linkToken(mail, PUBLIC_URL, '/admin/reset-password');
    expect(inbox.to('nobody@example.org')).to.have.length(0);
    const weak = await stranger.call('POST', '/api/admin/password-reset/confirm', { token, password: 'short' });
    expect(weak.status).to.equal(400);
    expect(weak.body.errors).to.have.key('password');
    const done = await stranger.call('POST', '/api/admin/password-reset/confirm', { token, password: 'Brand-New-Editor-Passphrase-7' });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    const twice = await stranger.call('POST', '/api/admin/password-reset/confirm', { token, password: 'Another-Editor-Passphrase-8' });
    expect(twice.status).to.equal(400);
    expect(twice.body.errors.token).to.equal('This password reset link has already been used.');
    // The editor's old session is over; the old password no longer works; the new one does.
    expect((await member('eddie').call('GET', '/api/admin/me')).status).to.equal(401);
    expect((await stranger.call('POST', '/api/admin/login', { username: 'eddie', password: 'eddie-Long-Passphrase-2026!' })).status).to.equal(401);
    expect((await member('eddie').call('POST', '/api/admin/login', { username: 'eddie', password: 'Brand-New-Editor-Passphrase-7' })).status).to.equal(200);
  });

  it('the administrator enrols TOTP; then the password alone signs nobody in, password + code does, and a recovery code works once', async () => {
    const admin = member('admin');
    const begin = await admin.call('POST', '/api/admin/me/totp');
    expect(begin.status).to.equal(200);
    expect(begin.body.otpauthUrl).to.match(/^otpauth:\/\/totp\//);
    const { secret } = begin.body as { secret: string };
    const wrong = await admin.call('POST', '/api/admin/me/totp/confirm', { code: '000000' });
    expect(wrong.status).to.equal(400);
    const first = await generate({ secret });
    const confirmed = await admin.call('POST', '/api/admin/me/totp/confirm', { code: first });
    expect(confirmed.status).to.equal(200);
    expect(confirmed.body.recoveryCodes).to.have.length(10);
    const [recovery] = confirmed.body.recoveryCodes as string[];

    const passwordOnly = await new Member(server.port).call('POST', '/api/admin/login', ADMIN);
    expect(passwordOnly.status).to.equal(401);
    expect(passwordOnly.body.errors).to.have.key('code');
    expect(passwordOnly.headers.getSetCookie().some((line) => line.startsWith('mf.sid=s'))).to.equal(false);

    // The enrolment spent this 30-second step's code: it is refused, the next step's (one step of drift) signs in, once.
    const reused = await new Member(server.port).call('POST', '/api/admin/login', { ...ADMIN, code: first });
    expect(reused.status).to.equal(401);
    expect(reused.body.errors).to.have.key('code');
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const withCode = new Member(server.port);
    expect((await withCode.call('POST', '/api/admin/login', { ...ADMIN, code: next })).status).to.equal(200);
    expect((await new Member(server.port).call('POST', '/api/admin/login', { ...ADMIN, code: next })).status).to.equal(401);
    expect((await withCode.call('GET', '/api/admin/me')).body.member.twoFactor).to.equal(true);

    expect((await new Member(server.port).call('POST', '/api/admin/login', { ...ADMIN, code: recovery })).status).to.equal(200);
    expect((await new Member(server.port).call('POST', '/api/admin/login', { ...ADMIN, code: recovery })).status).to.equal(401);
  });

  it('the audit log names the editor, holds invitations, resets, 2FA and sign-ins, and no password, token or secret', async () => {
    const admin = member('admin');
    const res = await admin.call('GET', '/api/admin/audit-log?pageSize=200');
    expect(res.status).to.equal(200);
    const entries = res.body.items as Array<{ kind: string; actorName: string | null; summary: string }>;
    const kinds = new Set(entries.map((entry) => entry.kind));
    for (const kind of ['staff.invited', 'staff.joined', 'password.reset_requested', 'password.reset', 'totp.enabled', 'auth.sign_in', 'auth.sign_in_failed', 'post.created']) {
      expect(kinds, kind).to.include(kind);
    }
    expect(entries.some((entry) => entry.actorName === 'eddie' && entry.kind === 'post.created')).to.equal(true);
    const csv = await admin.call('GET', '/api/admin/audit-log.csv');
    expect(csv.status).to.equal(200);
    expect(csv.headers.get('content-type')).to.match(/^text\/csv/);
    const everything = JSON.stringify(entries) + csv.text;
    for (const secret of [ADMIN.password, 'eddie-Long-Passphrase-2026!', 'Brand-New-Editor-Passphrase-7', ...inbox.messages.map((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? 'none')]) {
      expect(everything).to.not.contain(secret);
    }
    const filtered = await admin.call('GET', '/api/admin/audit-log?kind=staff');
    expect((filtered.body.items as Array<{ kind: string }>).every((entry) => entry.kind.startsWith('staff.'))).to.equal(true);
  });
});

function postBody(slug: string, status: 'draft' | 'published') {
  return {
    title: `Post ${slug}`, slug, excerpt: 'An excerpt.', content: '<p>Body.</p>', imageUrl: 'confidence',
    categories: ['Confidence'], publishDate: '2025-03-01T09:00:00.000Z', author: 'Someone', status,
  };
}
