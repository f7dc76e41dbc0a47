/**
 * Issue 9 row 9: a hung database held visitors 25 s and more, /health said ok while every write
 * failed, an article answered "Article Not Found" with a 500 during an outage, and /assets and
 * /images redirected in a loop. Now: statements and pool waits have time limits, an unavailable
 * database answers 503 with Retry-After (JSON on /api and /graphql, the site's error page for
 * pages), /health/ready tries a write, and folders are plain 404s. The production server's half
 * (a hung MySQL/MariaDB, a write-locked database): test/processes/database-faults-production.test.ts.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase, testConfig, testDatabaseUrl } from '../helpers/database.js';
import { lockWrites } from '../helpers/database-faults.js';

describe('database faults fail fast and say so', function () {
  this.timeout(120_000);

  describe('in one process', () => {
    let t: TestApp;
    before(async function () {
      this.timeout(180_000);
      t = await createTestApp({ pages: true });
      await resetDatabase();
    });

    it('/assets and /images (folders without a file) answer 404, never a redirect loop', async () => {
      for (const path of ['/assets', '/images']) {
        const res = await request(t.app).get(path).redirects(0);
        expect(res.status, path).to.equal(404);
        expect(res.headers.location, path).to.equal(undefined);
        // With a trailing slash: the site's one redirect to the slash-less URL, which is that 404.
        const slash = await request(t.app).get(`${path}/`).redirects(0);
        expect(slash.status, `${path}/`).to.be.oneOf([301, 404]);
        if (slash.status === 301) expect(slash.headers.location).to.equal(path);
      }
      await request(t.app).get('/images/flame.svg').expect(200);
    });

    it('/health/ready: ready after a write that is rolled back, details for a loopback operator only', async () => {
      const res = await request(t.app).get('/health/ready').expect(200);
      expect(res.body).to.deep.include({ status: 'ready', database: 'ok' });
      expect(res.body.checks.write.ok).to.equal(true);
      expect(res.headers['cache-control']).to.equal('no-store');
      const [rows] = await t.sequelize.query("SELECT COUNT(*) AS n FROM rate_limits WHERE `key` LIKE 'readiness-probe%'");
      expect(Number((rows as Array<{ n: number }>)[0]!.n)).to.equal(0);
      // Through a proxy (X-Forwarded-For) the caller is not known to be an operator.
      const proxied = await request(t.app).get('/health/ready').set('X-Forwarded-For', '203.0.113.9').expect(200);
      expect(proxied.body).to.deep.equal({ status: 'ready' });
    });

    it('with HEALTH_TOKEN, details go only to a caller with that bearer token', async () => {
      const { app } = await createTestApp({ configure: () => testConfig({ HEALTH_TOKEN: 'operator-token-123' }) });
      expect((await request(app).get('/health/ready').expect(200)).body).to.deep.equal({ status: 'ready' });
      expect((await request(app).get('/health/ready').set('Authorization', 'Bearer wrong').expect(200)).body).to.deep.equal({ status: 'ready' });
      const operator = await request(app).get('/health/ready').set('Authorization', 'Bearer operator-token-123').expect(200);
      expect(operator.body).to.have.keys('status', 'database', 'checks', 'ms');
    });

    it('a database that takes no writes: /health/ready 503 with Retry-After and the reason, while /health (liveness) stays 200', async () => {
      const { app } = await createTestApp({ configure: () => testConfig({ DB_QUERY_TIMEOUT_MS: '800' }) });
      const release = await lockWrites(testDatabaseUrl());
      try {
        // Answered, not hung: a probe still waiting after 30 s fails here (the balancer gives up sooner).
        const ready = await request(app).get('/health/ready').timeout({ response: 30_000 });
        expect(ready.status).to.equal(503);
        expect(ready.headers['retry-after']).to.equal('30');
        expect(ready.body).to.deep.include({ status: 'unavailable', database: 'read-only or locked' });
        expect(ready.body.checks.read.ok).to.equal(true);
        expect(ready.body.checks.write.ok).to.equal(false);
        await request(app).get('/health').expect(200);
      } finally {
        await release();
      }
      await request(app).get('/health/ready').expect(200);
    });
  });
});
