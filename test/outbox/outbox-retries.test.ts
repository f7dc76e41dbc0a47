import { expect } from 'chai';
import request from 'supertest';
import { OutboxMessage } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { FakeKlaviyo } from '../helpers/fake-klaviyo.js';
import { captureLogger, formBody, FORM_PATHS, testWorker, waitFor, type CapturedLog, type FormKind } from './support.js';

const KINDS = Object.keys(FORM_PATHS) as FormKind[];

describe('outbox: provider outages, rate limits and refusals', () => {
  let t: TestApp;
  let fake: FakeKlaviyo;
  let log: CapturedLog;
  let worker: ReturnType<typeof testWorker> | undefined;

  before(async () => {
    t = await createTestApp();
    fake = await new FakeKlaviyo().start();
  });
  after(() => fake.stop());
  beforeEach(async () => {
    await resetDatabase({ categories: false });
    await fake.accept();
    fake.requests.length = 0;
    fake.answer({ kind: 'ok' });
    log = captureLogger();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  async function submitEach(round: number) {
    for (const kind of KINDS) {
      const res = await request(t.app).post(FORM_PATHS[kind]).send(formBody(kind, round)).expect(200);
      expect(res.body).to.deep.equal({ success: true });
    }
  }
  const rows = () => OutboxMessage.findAll({ order: [['id', 'ASC']] });
  const allSent = async () => (await rows()).every((row) => row.status === 'sent');

  it('a 500 outage refuses no submission, keeps them all, and delivers each once after recovery', async () => {
    fake.answer({ kind: 'error', status: 500 });
    await submitEach(1);
    await submitEach(2);
    worker = testWorker(fake, log.logger, { maxAttempts: 1000 });
    worker.start();
    await waitFor('every row tried at least twice', async () => (await rows()).every((row) => row.attempts >= 2));
    for (const row of await rows()) {
      expect(row.status).to.be.oneOf(['waiting', 'sending']);
      if (row.status === 'waiting') expect(row.lastError).to.contain('Klaviyo answered 500');
    }
    expect(fake.eventIds()).to.have.length(0);

    fake.answer({ kind: 'ok' });
    await waitFor('every row sent', allSent);
    const ids = fake.eventIds();
    expect(ids).to.have.length(6);
    expect(new Set(ids).size).to.equal(6);
    expect(fake.subscribedEmails().sort()).to.deep.equal(['waitlist-1@example.com', 'waitlist-2@example.com']);
  });

  it('waits out a 429 for its Retry-After and pauses the worker meanwhile', async () => {
    fake.answerNext(1, { kind: 'error', status: 429, retryAfter: '1' });
    for (let n = 0; n < 3; n++) await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
    worker = testWorker(fake, log.logger, { batchSize: 1 });
    worker.start();
    await waitFor('every row sent', allSent);
    const limited = fake.requests.find((req) => req.answered === 429)!;
    const after = fake.requests.filter((req) => req.at > limited.at);
    expect(after).to.have.length(3);
    // Nothing was sent before the provider's Retry-After (1 s) had passed.
    expect(Math.min(...after.map((req) => req.at)) - limited.at).to.be.at.least(1000);
    const retry = log.entries().find((entry) => entry.event === 'outbox.retry_scheduled')!;
    expect(retry).to.include({ failure: 'rate_limited', status: 429 });
    expect(retry.delayMs).to.be.at.least(1000);
    expect(new Set(fake.eventIds()).size).to.equal(3);
  });

  it('retries refused connections and answers that hang past the timeout', async () => {
    await fake.refuse();
    await request(t.app).post(FORM_PATHS.interest_registration).send(formBody('interest_registration', 1)).expect(200);
    worker = testWorker(fake, log.logger, { maxAttempts: 1000 });
    worker.start();
    await waitFor('a refused attempt recorded', async () => /Could not reach Klaviyo/.test((await rows())[0]?.lastError ?? ''));

    fake.answerNext(1, { kind: 'hang' });
    await fake.accept();
    await waitFor('a timed-out attempt recorded', async () => /did not answer .* within 300 ms/.test((await rows())[0]?.lastError ?? ''));
    await waitFor('the row sent', allSent);
    expect(fake.eventIds()).to.have.length(1);
    expect(fake.requests.filter((req) => req.answered === 0)).to.have.length(1);
  });

  it('marks a row failed at once on a 400, with the provider\'s error detail', async () => {
    fake.answer({ kind: 'error', status: 400, body: { errors: [{ status: 400, code: 'invalid', title: 'Invalid input.', detail: 'The email is not valid.', source: { pointer: '/data/attributes/profile/data/attributes/email' } }] } });
    await request(t.app).post(FORM_PATHS.expert_application).send(formBody('expert_application', 1)).expect(200);
    worker = testWorker(fake, log.logger);
    worker.start();
    await waitFor('the row failed', async () => (await rows())[0]?.status === 'failed');
    // The worker logs once the row is marked, so the poll above can see the row before the line.
    await waitFor('the failure logged', () => log.entries().some((entry) => entry.event === 'outbox.failed'));
    const [row] = await rows();
    expect(row!.attempts).to.equal(1);
    expect(row!.lastError).to.equal('Klaviyo answered 400 to POST /api/events: Invalid input. — The email is not valid. (/data/attributes/profile/data/attributes/email)');
    expect(fake.requests).to.have.length(1);
    expect(log.entries().find((entry) => entry.event === 'outbox.failed')).to.include({ failure: 'rejected', status: 400 });
  });

  it('fails a row after the capped attempts; staff\'s retry queues it for a fresh round', async () => {
    fake.answer({ kind: 'error', status: 503 });
    await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 1)).expect(200);
    worker = testWorker(fake, log.logger, { maxAttempts: 3 });
    worker.start();
    await waitFor('the row failed', async () => (await rows())[0]?.status === 'failed');
    let [row] = await rows();
    expect(row!.attempts).to.equal(3);
    expect(row!.lastError).to.contain('Klaviyo answered 503');
    expect(fake.requests).to.have.length(3);

    fake.answer({ kind: 'ok' });
    // The worker is stopped while staff retry, so that what the retry answers is not raced by it
    // claiming the row at once (CI once saw 'sending' here); a fresh worker then sends it.
    await worker.stop();
    const retried = await t.services.submissions.retry('suggestion', row!.submissionId);
    expect(retried.delivery).to.include({ status: 'waiting', attempts: 0 });
    worker = testWorker(fake, log.logger, { maxAttempts: 3 });
    worker.start();
    await waitFor('the row sent', allSent);
    [row] = await rows();
    expect(row!.attempts).to.equal(1);
    expect(fake.eventIds()).to.have.length(1);
  });
});
