import { expect } from 'chai';
import request from 'supertest';
import { OutboxMessage } from '../../models/index.js';
import { Suggestion } from '../helpers/submissions.js';
import { OutboxSubmissionQueue } from '../../src/integrations/klaviyo/submission-queue.js';
import { createOutbox } from '../../src/server/outbox-channels.js';
import { OutboxStore } from '../../src/outbox/outbox.store.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase, testConfig } from '../helpers/database.js';
import { FakeKlaviyo } from '../helpers/fake-klaviyo.js';
import { captureLogger, formBody, FORM_PATHS, TEST_API_KEY, testWorker, waitFor } from './support.js';

const FAST_ENV = { OUTBOX_POLL_MS: '20', OUTBOX_BACKOFF_BASE_MS: '20', OUTBOX_BACKOFF_MAX_MS: '200', KLAVIYO_TIMEOUT_MS: '300', OUTBOX_LEASE_MS: '3000' };

describe('outbox: the queue itself', () => {
  let t: TestApp;
  let fake: FakeKlaviyo;

  before(async () => {
    t = await createTestApp();
    fake = await new FakeKlaviyo().start();
  });
  after(() => fake.stop());
  beforeEach(async () => {
    await resetDatabase({ categories: false });
    fake.requests.length = 0;
    fake.answer({ kind: 'ok' });
  });

  async function suggestions(count: number) {
    for (let n = 0; n < count; n++) await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
  }

  it('concurrent claims never hand the same row to two claimants', async () => {
    await suggestions(30);
    const store = new OutboxStore();
    const claims = await Promise.all(Array.from({ length: 6 }, () => store.claim({ kinds: ['suggestion'], limit: 8, leaseMs: 60_000 })));
    const ids = claims.flatMap((claim) => claim.messages.map((message) => message.id));
    expect(new Set(ids).size).to.equal(ids.length);
    expect(ids.length).to.be.at.most(30);
    for (const claim of claims) {
      for (const message of claim.messages) expect(message).to.include({ status: 'sending', lockedBy: claim.token, attempts: 1 });
    }
  });

  it('two workers on one database deliver every row exactly once', async () => {
    await suggestions(40);
    const log = captureLogger();
    // Generous timeout and lease: a request cut off by a busy machine is retried by design (at
    // least once); this test is about two claimants never taking the same row.
    const settings = { batchSize: 3, timeoutMs: 10_000, leaseMs: 60_000 };
    const workers = [testWorker(fake, log.logger, settings), testWorker(fake, log.logger, settings)];
    workers.forEach((worker) => worker.start());
    try {
      await waitFor('all sent', async () => (await OutboxMessage.count({ where: { status: 'sent' } })) === 40);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const ids = fake.eventIds();
    expect(ids).to.have.length(40);
    expect(new Set(ids).size).to.equal(40);
  });

  it('takes a row back from a crashed claimant once its lease has run out', async () => {
    await suggestions(1);
    const stale = await new OutboxStore().claim({ kinds: ['suggestion'], limit: 10, leaseMs: 150 });
    expect(stale.messages).to.have.length(1); // ...and the claimant "crashes" here, never settling it.
    const worker = testWorker(fake, captureLogger().logger);
    worker.start();
    try {
      await waitFor('the row sent', async () => (await OutboxMessage.findOne())!.status === 'sent');
    } finally {
      await worker.stop();
    }
    const row = (await OutboxMessage.findOne())!;
    expect(row.attempts).to.equal(2);
    expect(fake.eventIds()).to.have.length(1);
    // The stale claimant can no longer change the row.
    expect(await new OutboxStore().markFailed(stale.messages[0]!, stale.token, 'too late')).to.equal(false);
    expect((await OutboxMessage.findOne())!.status).to.equal('sent');
  });

  it('without an API key: submissions are stored and wait, the log says so once, /health shows the backlog', async () => {
    const log = captureLogger();
    const runtime = createOutbox(testConfig({ ...FAST_ENV, KLAVIYO_API_KEY: '', KLAVIYO_BASE_URL: fake.baseUrl }), log.logger);
    runtime.start();
    const app = (await createTestApp({ healthProbes: [runtime.healthProbe] })).app;
    await suggestions(2);
    await request(app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 1)).expect(200);
    const health = await request(app).get('/health').expect(200);
    expect(health.body).to.deep.include({ status: 'ok', database: 'ok' });
    expect(health.body.outbox).to.include({ waiting: 3, sending: 0, sent: 0, failed: 0, delivering: false });
    expect(health.body.outbox.oldestWaitingAgeSeconds).to.be.a('number').and.at.least(0);
    await runtime.stop();
    expect(log.entries().filter((entry) => entry.event === 'outbox.provider_not_configured')).to.have.length(1);
    expect(fake.requests).to.have.length(0);

    // Started again with a key (a restart with KLAVIYO_API_KEY set), the waiting rows go out.
    const configured = createOutbox(testConfig({ ...FAST_ENV, KLAVIYO_API_KEY: TEST_API_KEY, KLAVIYO_BASE_URL: fake.baseUrl, KLAVIYO_WAITLIST_LIST_ID: 'L1' }), log.logger);
    configured.start();
    try {
      await waitFor('all sent', async () => (await OutboxMessage.count({ where: { status: 'sent' } })) === 3);
    } finally {
      await configured.stop();
    }
    expect((await configured.healthProbe()).outbox).to.include({ waiting: 0, sent: 3, oldestWaitingAgeSeconds: 0, delivering: true });
    expect(log.text()).to.not.contain(TEST_API_KEY);
  });

  it('without a waitlist list id, waitlist sign-ups wait while the other forms are delivered', async () => {
    const log = captureLogger();
    await request(t.app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 2)).expect(200);
    await suggestions(1);
    const runtime = createOutbox(testConfig({ ...FAST_ENV, KLAVIYO_API_KEY: TEST_API_KEY, KLAVIYO_BASE_URL: fake.baseUrl, KLAVIYO_WAITLIST_LIST_ID: '' }), log.logger);
    runtime.start();
    try {
      await waitFor('the suggestion sent', async () => (await OutboxMessage.count({ where: { status: 'sent' } })) === 1);
    } finally {
      await runtime.stop();
    }
    expect((await OutboxMessage.findOne({ where: { kind: 'waitlist' } }))!.status).to.equal('waiting');
    expect(log.entries().filter((entry) => entry.event === 'outbox.waitlist_list_not_configured')).to.have.length(1);
  });

  it('answers the spec\'s failure only when the submission itself could not be stored, and keeps nothing half-stored', async () => {
    const brokenQueue = new OutboxSubmissionQueue();
    brokenQueue.enqueue = async () => { throw new Error('disk full'); };
    const broken = await createTestApp({ submissionQueue: brokenQueue });
    const res = await request(broken.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 9)).expect(500);
    expect(res.body.message).to.equal('Something went wrong on our side. Please try again in a moment.');
    expect(await Suggestion.count()).to.equal(0);
    expect(await OutboxMessage.count()).to.equal(0);
  });
});
