/**
 * What an operator reads (src/server/observability): one access-log line per request, cache hits
 * included, with the request id the response carries and the visitor's address per TRUST_PROXY,
 * never a credential; and Prometheus metrics at /metrics for a token (or loopback), refused to
 * anyone else. Driven against a production server process, as an operator runs it.
 */
import { expect } from 'chai';
import { pino } from 'pino';
import request from 'supertest';
import { createTestApp } from '../helpers/app.js';
import { ownDatabase, startProductionServer } from '../helpers/production-server.js';
import { stopServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { waitFor } from '../http-cache/support.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STAFF = { username: 'ops.editor', password: 'an-operator-watched-password-77' };
const STAFF_ENV = { ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password };

describe('access log, request ids and metrics', function () {
  this.timeout(120_000);

  describe('a production server behind one proxy', () => {
    let server: ServerProcess;
    let db: ReturnType<typeof ownDatabase>;
    let base: string;
    before(async () => {
      db = ownDatabase('observed');
      server = await startProductionServer('observed', { DATABASE_URL: db.url, METRICS_TOKEN: TOKEN, TRUST_PROXY: '1', SEED_DEMO_CONTENT: 'true', ...STAFF_ENV });
      base = `http://127.0.0.1:${server.port}`;
    });
    after(async () => {
      await stopServerProcess(server);
      db.drop();
    });

    const requestLines = () => server.logEvents('http.request');

    it('writes one line per request, a cache hit too, with the id the response carries and the visitor\'s address', async () => {
      const first = await fetch(`${base}/blog?page=2`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      const second = await fetch(`${base}/blog?page=2`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'edge-abc.123' } });
      expect(first.status).to.equal(200);
      const firstId = first.headers.get('x-request-id')!;
      expect(firstId).to.match(UUID);
      // A proxy TRUST_PROXY trusts may hand its own id on.
      expect(second.headers.get('x-request-id')).to.equal('edge-abc.123');
      await waitFor('both lines', () => requestLines().filter((line) => line.path === '/blog').length >= 2);
      const lines = requestLines().filter((line) => line.path === '/blog');
      expect(lines.map((line) => [line.requestId, line.cache, line.status, line.method, line.ip])).to.deep.equal([
        [firstId, 'miss', 200, 'GET', '203.0.113.9'],
        ['edge-abc.123', 'hit', 200, 'GET', '203.0.113.9'],
      ]);
      for (const line of lines) {
        expect(line.ms).to.be.a('number');
        expect(line.bytes).to.be.greaterThan(1000);
      }
    });

    it('never logs a cookie, an API key, a password or a query string', async () => {
      await fetch(`${base}/api/blog-posts?limit=1&token=query-secret-value`, { headers: { authorization: 'Bearer mfk_not-a-real-key-but-secret', cookie: 'mf.sid=cookie-secret-value' } });
      await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password: 'password-secret-value' }) });
      await waitFor('the login line', () => requestLines().some((line) => line.path === '/api/admin/login'));
      const output = server.output();
      for (const secret of ['query-secret-value', 'mfk_not-a-real-key-but-secret', 'cookie-secret-value', 'password-secret-value']) expect(output).to.not.include(secret);
      const keyed = requestLines().find((line) => line.path === '/api/blog-posts');
      expect(keyed).to.deep.include({ status: 401, cache: 'bypass' });
    });

    it('logs refusals, lockouts, sign-ins and publishes as security and content events, with the request id and no secret', async () => {
      // Production signs in over HTTPS only: the trusted proxy says the visitor's connection was.
      const json = { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-proto': 'https' };
      const failed = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify({ ...STAFF, password: 'a-wrong-guess-for-the-log' }) });
      expect(failed.status).to.equal(401);
      const ok = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(STAFF) });
      expect(ok.status, await ok.clone().text()).to.equal(200);
      const cookie = ok.headers.getSetCookie().find((line) => line.startsWith('mf.sid='))!.split(';')[0]!;
      const post = { title: 'Logged publish', slug: 'logged-publish', excerpt: 'An excerpt.', content: '<p>Body.</p>', imageUrl: '', categories: ['Confidence'],
        publishDate: '2026-01-01T09:00:00.000Z', author: 'Ops', status: 'published' };
      const created = await fetch(`${base}/api/admin/blog-posts`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(post) });
      expect(created.status).to.equal(201);
      const badKey = await fetch(`${base}/api/blog-posts?limit=1`, { headers: { authorization: 'Bearer mfk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
      expect(badKey.status).to.equal(401);
      const ids = [failed, ok, badKey].map((res) => res.headers.get('x-request-id'));
      const logged = (event: string, id: string | null) => server.logEvents(event).find((line) => line.requestId === id);
      await waitFor('the events', () => !!logged('security.unauthenticated', ids[2]!) && server.logEvents('content.changed').length >= 2);
      expect(logged('security.login_failed', ids[0]!)).to.deep.include({ username: STAFF.username, status: 401 });
      expect(logged('security.login', ids[1]!)).to.deep.include({ username: STAFF.username });
      expect(server.logEvents('content.changed').map((line) => line.change)).to.include.members(['post.created', 'post.published']);
      expect(logged('security.unauthenticated', ids[2]!)).to.deep.include({ status: 401, path: '/api/blog-posts' });
      const output = server.output();
      for (const secret of ['a-wrong-guess-for-the-log', STAFF.password, cookie.split('=')[1]!, 'mfk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) expect(output).to.not.include(secret);
    });

    it('answers /metrics in Prometheus text to the token only, with requests by route and the cache', async () => {
      expect((await fetch(`${base}/metrics`)).status).to.equal(401);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).to.equal(401);
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).to.match(/^http_requests_total\{method="GET",route="\/blog",status="200"\} 2$/m);
      expect(text).to.match(/^http_request_duration_seconds_count\{method="GET",route="\/blog"\} 2$/m);
      expect(text).to.match(/^response_cache_hits_total [1-9]\d*$/m);
      expect(text).to.match(/^response_cache_entries \d+$/m);
      expect(text).to.match(/^page_renders_queued 0$/m);
      expect(text).to.match(/^outbox_messages\{state="waiting"\} \d+$/m);
      expect(text).to.match(/^process_resident_memory_bytes \d+/m);
      // The connection pool (MySQL/MariaDB; SQLite has one connection and no pool).
      expect(text).to.match(/^db_pool_waiting \d+$/m);
      if (!db.url.startsWith('sqlite:')) expect(text).to.match(/^db_pool_acquires_total [1-9]\d*$/m);
      // Metrics are never kept by the response cache or counted under a page.
      expect(text, text.split('\n').filter((line) => line.includes('other page')).join('\n')).to.not.include('route="other page"');
    });
  });

  describe('ACCESS_LOG', () => {
    /** A test app whose log lines land in an array. */
    async function logged(accessLog: boolean) {
      const lines: Array<Record<string, any>> = [];
      const logger = pino({ level: 'info' }, { write: (text: string) => void lines.push(JSON.parse(text)) });
      const t = await createTestApp({ logger, configure: (config) => ({ ...config, operations: { ...config.operations, accessLog } }) });
      return { t, lines };
    }

    it('true (the default) writes a line per request; false writes none, while request ids and security events stay', async () => {
      const on = await logged(true);
      await request(on.t.app).get('/api/blog-categories').expect(200);
      expect(on.lines.filter((line) => line.event === 'http.request').map((line) => [line.method, line.path, line.status])).to.deep.equal([['GET', '/api/blog-categories', 200]]);
      const off = await logged(false);
      const res = await request(off.t.app).get('/api/blog-categories').expect(200);
      expect(res.headers['x-request-id']).to.match(UUID);
      await request(off.t.app).get('/api/blog-posts').set('Authorization', 'Bearer mfk_nope').expect(401);
      expect(off.lines.filter((line) => line.event === 'http.request')).to.deep.equal([]);
      expect(off.lines.filter((line) => line.event === 'security.unauthenticated').map((line) => line.status)).to.deep.equal([401]);
    });
  });

  describe('without a token', () => {
    it('serves /metrics to a direct loopback connection only, and gives every response a new request id when no proxy is trusted', async () => {
      const t = await createTestApp();
      const direct = await request(t.app).get('/metrics').expect(200);
      expect(direct.text).to.include('http_requests_total');
      await request(t.app).get('/metrics').set('X-Forwarded-For', '198.51.100.1').expect(403);
      // No proxy trusted: a client's own X-Request-Id is not taken.
      const res = await request(t.app).get('/api/blog-categories').set('X-Request-Id', 'client-chosen');
      expect(res.headers['x-request-id']).to.match(UUID);
    });
  });
});
