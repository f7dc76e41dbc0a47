/**
 * Issue 9 row 2: 385 wrong passwords a minute from one IP against one account, never a 429, and
 * the right password worked after 500 failures. Failed logins are now counted per account and per
 * IP address in the database (every process sees them), with a back-off lock-out answered 429 with
 * when to retry on REST and GraphQL; a successful login clears the account's count; password
 * hashing runs a bounded number at a time.
 */
import { expect } from 'chai';
import request from 'supertest';
import { HashSlots, BUSY_MESSAGE } from '../../src/services/hash-slots.js';
import { RateLimitedError } from '../../src/services/errors.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase, testConfig } from '../helpers/database.js';
import { ADMIN, createAdmin } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const LIMITS = { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '8', LOGIN_LOCKOUT_SECONDS: '60', TRUST_PROXY: '1' };
const WRONG = { username: ADMIN.username, password: 'not-the-password-at-all' };
const LOCKED = /^Too many failed login attempts\. Please wait (\d+) (minute|second)s? and try again\.$/;

describe('login throttling', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each test logs in from an address of its own (TRUST_PROXY=1 reads X-Forwarded-For). */
  let ip: string;
  const login = (body: object, from = ip) => request(t.app).post('/api/admin/login').set('X-Forwarded-For', from).send(body);

  before(async () => {
    t = await createTestApp({ configure: () => testConfig(LIMITS) });
  });
  beforeEach(async () => {
    await resetDatabase();
    await createAdmin(t.services);
    ip = `203.0.113.${++ipCounter}`;
  });

  it('locks the account after 3 failures: 429 with Retry-After and a message saying when, even for the right password', async () => {
    await login(WRONG).expect(401);
    await login(WRONG).expect(401);
    const third = await login(WRONG).expect(429);
    expect(third.body.message).to.equal('Too many failed login attempts. Please wait 1 minute and try again.');
    expect(third.headers['retry-after']).to.equal('60');
    const right = await login(ADMIN).expect(429);
    expect(right.body.message).to.match(LOCKED);
    expect(Number(right.headers['retry-after'])).to.be.within(55, 60);
    expect(right.headers['set-cookie'] ?? []).to.deep.equal([]);
    // From another address too: the count is the account's.
    await login(ADMIN, '198.51.100.7').expect(429);
  });

  it('backs off: each failure after a lock-out ends doubles the next one', async () => {
    for (let i = 0; i < 3; i++) await login(WRONG);
    await t.sequelize.query("UPDATE rate_limits SET expire = ? WHERE `key` LIKE 'login-lock-account%'", { replacements: [Date.now() - 1] });
    const fourth = await login(WRONG).expect(429);
    expect(fourth.headers['retry-after']).to.equal('120');
    await t.sequelize.query("UPDATE rate_limits SET expire = ? WHERE `key` LIKE 'login-lock-account%'", { replacements: [Date.now() - 1] });
    const fifth = await login(WRONG).expect(429);
    expect(fifth.headers['retry-after']).to.equal('240');
    expect(fifth.body.message).to.equal('Too many failed login attempts. Please wait 4 minutes and try again.');
  });

  it('a successful login clears the account\'s count', async () => {
    await login(WRONG).expect(401);
    await login(WRONG).expect(401);
    await login(ADMIN).expect(200);
    await login(WRONG).expect(401);
    await login(WRONG).expect(401);
    await login(ADMIN).expect(200);
  });

  it('GraphQL login answers RATE_LIMITED with retryAfter and the same message, sharing the count with REST', async () => {
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { id } }';
    await login(WRONG).expect(401);
    const second = await gql(request(t.app), mutation, { input: WRONG }).set('X-Forwarded-For', ip).expect(200);
    expect(second.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    // A refused operation of one field answers 429 with Retry-After, as REST does.
    const third = await gql(request(t.app), mutation, { input: WRONG }).set('X-Forwarded-For', ip).expect(429);
    expect(third.headers['retry-after']).to.equal('60');
    expect(third.body.errors[0].message).to.equal('Too many failed login attempts. Please wait 1 minute and try again.');
    expect(third.body.errors[0].extensions).to.deep.include({ code: 'RATE_LIMITED', retryAfter: 60 });
    const right = await gql(request(t.app), mutation, { input: ADMIN }).set('X-Forwarded-For', ip).expect(429);
    expect(right.body.errors[0].extensions.code).to.equal('RATE_LIMITED');
    expect(right.body.data).to.equal(null);
  });

  it('refuses an address after 8 failures over any accounts, while other addresses still log in', async () => {
    const names = ['alice', 'bob', 'carol', 'dave'];
    for (let i = 0; i < 7; i++) await login({ username: names[i % 4], password: 'wrong-password-123' }).expect(401);
    const eighth = await login({ username: 'erin', password: 'wrong-password-123' }).expect(429);
    expect(eighth.body.message).to.match(LOCKED);
    expect(Number(eighth.headers['retry-after'])).to.be.within(3500, 3600);
    await login(ADMIN).expect(429);
    await login(ADMIN, '198.51.100.9').expect(200);
  });

  it('keeps the counts in the database: another server process (services of its own) sees the lock-out', async () => {
    for (let i = 0; i < 3; i++) await login(WRONG);
    const [rows] = await t.sequelize.query("SELECT `key`, points FROM rate_limits WHERE `key` LIKE 'login-%' ORDER BY `key`");
    expect((rows as Array<{ key: string }>).map((row) => row.key)).to.include.members([
      `login-fail-account:${ADMIN.username}`, `login-lock-account:${ADMIN.username}`, `login-fail-ip:${ip}`,
    ]);
    const other = await createTestApp({ configure: () => testConfig(LIMITS) });
    const res = await request(other.app).post('/api/admin/login').set('X-Forwarded-For', '192.0.2.50').send(ADMIN).expect(429);
    expect(res.body.message).to.match(LOCKED);
    await other.services.close();
  });

  it('does not count a refused form (400) as a failure', async () => {
    for (let i = 0; i < 5; i++) await login({ username: ADMIN.username, password: '' }).expect(400);
    await login(ADMIN).expect(200);
  });
});

describe('password hashing runs a bounded number at a time', () => {
  it('never runs more than `concurrency` at once, queues the rest in order, and refuses past the queue', async () => {
    const slots = new HashSlots({ concurrency: 2, queue: 3 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) => slots.run(async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      order.push(n);
      return n;
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map(work));
    expect(most).to.equal(2);
    const refused = results.filter((result) => result.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).to.have.length(2);
    for (const result of refused) {
      expect(result.reason).to.be.instanceOf(RateLimitedError);
      expect(result.reason.message).to.equal(BUSY_MESSAGE);
    }
    expect(order).to.deep.equal([1, 2, 3, 4, 5]);
    expect(slots.active).to.equal(0);
  });

  it('a burst of logins beyond the queue gets 429 "busy" answers, never a 500', async () => {
    await resetDatabase();
    // Hashes at argon2's own cost (not the tests' cheap one), so that the logins overlap.
    const { app, services } = await createTestApp({ configure: () => testConfig({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1', PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_TIME_COST: '3' }) });
    await createAdmin(services);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(app).post('/api/admin/login').send(ADMIN)));
    const statuses = answers.map((res) => res.status);
    expect(statuses).to.include(200);
    expect(statuses).to.include(429);
    expect(statuses.every((status) => status === 200 || status === 429)).to.equal(true);
    expect(answers.find((res) => res.status === 429)!.body.message).to.equal(BUSY_MESSAGE);
  });
});
