/**
 * Rolling upgrades: a process whose code is older than the database's schema (a newer release has
 * migrated it) reports not ready on /health/ready, so the balancer stops sending it traffic,
 * instead of answering every post read with a 500.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';

const NEWER = '20991231000000-a-migration-of-a-newer-release.cjs';

describe('/health/ready and the schema', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.sequelize.query('DELETE FROM SequelizeMeta WHERE name = ?', { replacements: [NEWER] });
  });

  it('is ready on the schema this code ships', async () => {
    const res = await request(t.app).get('/health/ready').expect(200);
    expect(res.body).to.deep.include({ status: 'ready', database: 'ok' });
    expect(res.body.checks.schema.ok).to.equal(true);
  });

  it('answers 503 with Retry-After once a newer release has migrated the database, naming the migration to operators', async () => {
    await t.sequelize.query('INSERT INTO SequelizeMeta (name) VALUES (?)', { replacements: [NEWER] });
    const res = await request(t.app).get('/health/ready').expect(503);
    expect(Number(res.headers['retry-after'])).to.be.greaterThan(0);
    // The test connects over loopback without HEALTH_TOKEN: an operator, who sees the details.
    expect(res.body).to.deep.include({ status: 'unavailable', database: 'newer schema than this release' });
    expect(res.body.checks.schema.error).to.include(NEWER);
    // Liveness stays up: the process is fine, only not to be sent traffic.
    await request(t.app).get('/health').expect(200);
  });
});
