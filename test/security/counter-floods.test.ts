/**
 * The shared counters (rate_limits: API keys, login failures, form submissions) never wedge the
 * database. On SQLite the counters' own connection once ran concurrent calls interleaved and left
 * a transaction open after a failed statement, holding the write lock: form posts and staff logins
 * then hung or answered 503 until a restart. Each burst below is sent at once through the real
 * listener; afterwards a form post and a staff login must succeed, on SQLite and on MariaDB.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, createAdmin } from '../helpers/fixtures.js';
import { Suggestion } from '../helpers/submissions.js';

const SUGGESTION = { name: 'Flood Tester', email: 'flood@example.com', type: 'topic', message: 'A suggestion sent during a flood.' };

describe('counter floods never wedge the database', function () {
  this.timeout(120_000);
  let t: TestApp;
  let server: Server;
  let base: string;
  let token: string;

  before(async () => {
    t = await createTestApp({
      apiKeys: { limit: 50, windowMs: 60_000, lastUsedEveryMs: 60_000 },
      formLimit: { limit: 40, windowMs: 60_000 },
      // Behind one proxy: each burst comes from many visitors, the checks afterwards from another.
      configure: (config) => ({ ...config, trustProxy: 1 }),
    });
    await resetDatabase();
    const admin = await createAdmin(t.services);
    token = (await t.services.apiKeys.create({ name: 'Flooded key', scope: 'content' }, { kind: 'session', user: { id: admin.id, username: admin.username } } as never)).token;
    server = createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** A form post and a staff login, each answered within the query timeout. */
  async function stillWorks(what: string): Promise<void> {
    const before = await Suggestion.count();
    const form = await post('/api/klaviyo/suggestion', { ...SUGGESTION, email: `after-${what.replace(/\W+/g, '-')}@example.com` }, { 'x-forwarded-for': '198.51.100.77' });
    expect(form.status, `a form post after ${what}`).to.equal(200);
    expect(await Suggestion.count()).to.equal(before + 1);
    const login = await post('/api/admin/login', ADMIN);
    expect(login.status, `a staff login after ${what}: ${await login.clone().text()}`).to.equal(200);
  }

  it('4 clients sending 100 requests each with one content key', async () => {
    const answers = await Promise.all(Array.from({ length: 400 }, () =>
      fetch(`${base}/api/blog-posts?limit=1&fields=slug`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status)));
    expect(answers.filter((status) => status === 200)).to.have.length(50);
    expect(answers.filter((status) => status === 429)).to.have.length(350);
    await stillWorks('a keyed flood');
  });

  it('150 concurrent wrong logins', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) =>
      post('/api/admin/login', { username: i % 3 ? 'flood.target' : `nobody-${i}`, password: 'a-wrong-password-entirely' }, { 'x-forwarded-for': `203.0.113.${i % 5}` })
        .then((res) => res.status)));
    expect(answers.filter((status) => status === 401).length).to.be.greaterThan(0);
    expect(answers.every((status) => status === 401 || status === 429), JSON.stringify([...new Set(answers)])).to.equal(true);
    await stillWorks('a login flood');
  });

  it('100 concurrent form posts', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      post('/api/klaviyo/suggestion', { ...SUGGESTION, email: `flood-${i}@example.com` }, { 'x-forwarded-for': '203.0.113.200' }).then((res) => res.status)));
    expect(answers.filter((status) => status === 200)).to.have.length(40);
    expect(answers.filter((status) => status === 429)).to.have.length(60);
    await stillWorks('a form flood');
  });
});
