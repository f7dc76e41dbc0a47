/**
 * Issue 24 item 6: sign-in that an attacker cannot turn against staff. Failures are counted per
 * account and source: a browser that signed in before (its known-device cookie) keeps an
 * allowance of its own, so a lock-out caused from elsewhere does not lock the owner out of it;
 * attempts are counted before the password is checked, so a burst gets no more passwords checked
 * than the allowance; a password reset clears the lock; a flood of sign-ins from elsewhere does
 * not keep a known device waiting for a hash slot (nor does the address lock).
 */
import { expect } from 'chai';
import request from 'supertest';
import { AuditEntry, OutboxMessage } from '../../models/index.js';
import type { MailPayload } from '../../models/outbox-message.model.js';
import { RateLimitedError } from '../../src/services/errors.js';
import { HashSlots } from '../../src/services/hash-slots.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase, testConfig } from '../helpers/database.js';
import { createStaffMember, STAFF_PASSWORD } from '../helpers/staff.js';

const LIMITS = { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '8', LOGIN_LOCKOUT_SECONDS: '60', TRUST_PROXY: '1' };
const OWNER = 'owner.editor';
const RIGHT = { username: OWNER, password: STAFF_PASSWORD };
const WRONG = { username: OWNER, password: 'not-the-password-at-all' };
const LOCKED = /^Too many failed login attempts\. Please wait/;

describe('staff sign-in lock-out by account and source (known devices)', function () {
  this.timeout(60_000);
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  /** A browser of its own (cookie jar) at an address of its own. */
  function browser(ip = nextIp()) {
    const agent = request.agent(t.app);
    return { ip, login: (body: object) => agent.post('/api/admin/login').set('X-Forwarded-For', ip).send(body), agent };
  }

  before(async () => {
    t = await createTestApp({ configure: () => testConfig(LIMITS) });
  });
  beforeEach(async () => {
    await resetDatabase();
    await createStaffMember(t.services, 'editor', OWNER);
  });

  it('a successful sign-in gives the browser an httpOnly, SameSite=Strict known-device cookie', async () => {
    const res = await browser().login(RIGHT).expect(200);
    const device = (res.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith('mf_device='));
    expect(device).to.match(/HttpOnly/i).and.match(/SameSite=Strict/i).and.match(/Max-Age=\d+/);
    expect(device).to.not.contain(STAFF_PASSWORD);
  });

  it('an attacker elsewhere locks the account for unknown browsers, while its owner still signs in on the browser used before', async () => {
    const owner = browser();
    await owner.login(RIGHT).expect(200);
    const attacker = browser();
    await attacker.login(WRONG).expect(401);
    await attacker.login(WRONG).expect(401);
    expect((await attacker.login(WRONG).expect(429)).body.message).to.match(LOCKED);
    // Any browser without the cookie is locked out, even with the right password.
    expect((await browser().login(RIGHT).expect(429)).body.message).to.match(LOCKED);
    expect((await attacker.login(RIGHT).expect(429)).body.message).to.match(LOCKED);
    // The owner's browser has its own allowance, and signs in.
    await owner.login(RIGHT).expect(200);
    // Its success does not lift the lock for everyone else.
    await browser().login(RIGHT).expect(429);
  });

  it('the owner’s device has an allowance of its own: its failures lock only that device', async () => {
    const owner = browser();
    await owner.login(RIGHT).expect(200);
    await owner.login(WRONG).expect(401);
    await owner.login(WRONG).expect(401);
    await owner.login(WRONG).expect(429);
    await owner.login(RIGHT).expect(429);
    await browser().login(RIGHT).expect(200);
  });

  it('a device cookie of another account, or a forged one, gives no allowance of its own', async () => {
    await createStaffMember(t.services, 'author', 'mallory');
    const attacker = browser();
    await attacker.login({ username: 'mallory', password: STAFF_PASSWORD }).expect(200);
    for (let i = 0; i < 3; i++) await attacker.login(WRONG);
    await attacker.login(RIGHT).expect(429);
    const forged = Buffer.from(OWNER).toString('base64url');
    await request(t.app).post('/api/admin/login').set('X-Forwarded-For', nextIp())
      .set('Cookie', `mf_device=${forged}.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}`).send(RIGHT).expect(429);
  });

  it('twelve wrong passwords at once: three are checked (401), the rest are refused unchecked (429)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => browser().login(WRONG)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401).length + statuses.filter((status) => status === 429).length).to.equal(12);
    // The third failure answers 429 itself (it locks): at most three passwords were checked.
    expect(await AuditEntry.count({ where: { kind: 'auth.sign_in_failed' } })).to.equal(3);
    expect(statuses.filter((status) => status === 401)).to.have.length(2);
    await browser().login(RIGHT).expect(429);
  });

  it('a password reset clears the lock', async () => {
    const attacker = browser();
    for (let i = 0; i < 3; i++) await attacker.login(WRONG);
    await browser().login(RIGHT).expect(429);
    await request(t.app).post('/api/admin/password-reset').set('X-Forwarded-For', nextIp()).send({ email: `${OWNER}@example.org` }).expect(200);
    const mail = (await OutboxMessage.findAll({ where: { kind: 'mail' } })).map((row) => row.payload as MailPayload).find((payload) => payload.to === `${OWNER}@example.org`);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const password = 'Fresh-Owner-Passphrase-2026';
    await request(t.app).post('/api/admin/password-reset/confirm').send({ token, password }).expect(200);
    await browser().login({ username: OWNER, password }).expect(200);
  });

  it('an address locked for unknown browsers does not stop a known device behind it', async () => {
    const owner = browser();
    await owner.login(RIGHT).expect(200);
    // Someone at the same address (a shared office) tries eight other names.
    const neighbour = browser(owner.ip);
    for (let i = 0; i < 7; i++) await neighbour.login({ username: `someone${i}`, password: 'wrong-password-123' }).expect(401);
    await neighbour.login({ username: 'someone7', password: 'wrong-password-123' }).expect(429);
    await browser(owner.ip).login(RIGHT).expect(429);
    await owner.login(RIGHT).expect(200);
  });
});

describe('a known device goes first for a password hash slot', () => {
  it('priority work waits ahead of the queue and is never told the server is busy', async () => {
    const slots = new HashSlots({ concurrency: 1, queue: 1 });
    const order: string[] = [];
    let release!: () => void;
    const running = slots.run(() => new Promise<void>((resolve) => { release = resolve; }));
    const queued = slots.run(async () => { order.push('queued'); });
    await slots.run(async () => undefined).then(() => expect.fail('the queue is full'), (error: unknown) => expect(error).to.be.instanceOf(RateLimitedError));
    const known = slots.run(async () => { order.push('known device'); }, { priority: true });
    release();
    await Promise.all([running, queued, known]);
    expect(order).to.deep.equal(['known device', 'queued']);
    expect(slots.active).to.equal(0);
  });

  it('during a flood of sign-ins from elsewhere the owner’s browser signs in (never "busy")', async () => {
    await resetDatabase();
    const { app, services } = await createTestApp({ configure: () => testConfig({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1', PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_TIME_COST: '3' }) });
    await createStaffMember(services, 'editor', OWNER);
    const owner = request.agent(app);
    await owner.post('/api/admin/login').send(RIGHT).expect(200);
    const flood = Array.from({ length: 5 }, () => request(app).post('/api/admin/login').send({ username: 'nobody', password: 'wrong-password-123' }));
    const floodAnswers = Promise.all(flood.map((call) => call.then((res) => res.status)));
    const mine = await owner.post('/api/admin/login').send(RIGHT);
    expect(mine.status, JSON.stringify(mine.body)).to.equal(200);
    expect(await floodAnswers).to.include(429);
  });
});
