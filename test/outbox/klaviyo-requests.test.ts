import { expect } from 'chai';
import request from 'supertest';
import { OutboxMessage } from '../../models/index.js';
import type { SubmissionPayload } from '../../models/outbox-message.model.js';
import { ExpertApplication, InterestRegistration, Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { KLAVIYO_REVISION } from '../../src/integrations/klaviyo/klaviyo.client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { FakeKlaviyo } from '../helpers/fake-klaviyo.js';
import { gql } from '../helpers/graphql.js';
import { captureLogger, formBody, FORM_PATHS, TEST_API_KEY, TEST_LIST_ID, testWorker, waitFor, type CapturedLog } from './support.js';

describe('outbox: what reaches Klaviyo for each form', () => {
  let t: TestApp;
  let fake: FakeKlaviyo;
  let log: CapturedLog;
  let worker: ReturnType<typeof testWorker>;

  before(async () => {
    t = await createTestApp();
    fake = await new FakeKlaviyo().start();
  });
  after(() => fake.stop());
  beforeEach(async () => {
    await resetDatabase({ categories: false });
    fake.requests.length = 0;
    fake.answer({ kind: 'ok' });
    log = captureLogger();
    // A time limit no busy machine reaches: these tests count attempts, and a slow answer from the
    // fake would otherwise become a timeout and a retry (seen with tests in parallel on a loaded machine).
    worker = testWorker(fake, log.logger, { timeoutMs: 5_000, leaseMs: 15_000 });
  });
  afterEach(() => worker.stop());

  async function outboxRow(kind: string, submissionId: number) {
    const row = await OutboxMessage.findOne({ where: { kind, submissionId } });
    expect(row, `outbox row for ${kind} ${submissionId}`).to.not.equal(null);
    return row!;
  }

  function expectProviderHeaders(headers: Record<string, unknown>) {
    expect(headers.authorization).to.equal(`Klaviyo-API-Key ${TEST_API_KEY}`);
    expect(headers.revision).to.equal(KLAVIYO_REVISION);
    expect(headers['content-type']).to.equal('application/vnd.api+json');
    expect(headers.accept).to.equal('application/vnd.api+json');
  }

  it('waitlist: stores first, then sets the names (profile-import) and subscribes to the list with consent', async () => {
    const res = await request(t.app).post(FORM_PATHS.waitlist).send({ ...formBody('waitlist', 1), email: 'Ada.Runner@Example.com' }).expect(200);
    expect(res.body).to.deep.equal({ success: true });
    const entry = (await WaitlistEntry.findOne({ where: { email: 'ada.runner@example.com' } }))!;
    expect((await outboxRow('waitlist', entry.id)).status).to.equal('waiting');
    expect(fake.requests, 'nothing is sent inline').to.have.length(0);

    worker.start();
    await waitFor('two waitlist requests', () => fake.requests.length === 2);
    await waitFor('the row marked sent', async () => (await outboxRow('waitlist', entry.id)).status === 'sent');

    const [profile, subscription] = fake.requests;
    expect(profile!.method).to.equal('POST');
    expect(profile!.path).to.equal('/api/profile-import');
    expectProviderHeaders(profile!.headers);
    expect(profile!.body).to.deep.equal({
      data: { type: 'profile', attributes: { email: 'ada.runner@example.com', first_name: 'Ada', last_name: 'Runner 1' } },
    });
    expect(subscription!.path).to.equal('/api/profile-subscription-bulk-create-jobs');
    expectProviderHeaders(subscription!.headers);
    expect(subscription!.body).to.deep.equal({
      data: {
        type: 'profile-subscription-bulk-create-job',
        attributes: {
          custom_source: 'Website waitlist',
          profiles: { data: [{ type: 'profile', attributes: { email: 'ada.runner@example.com', subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }] },
        },
        relationships: { list: { data: { type: 'list', id: TEST_LIST_ID } } },
      },
    });
    const row = await outboxRow('waitlist', entry.id);
    expect(row.attempts).to.equal(1);
    expect(row.sentAt).to.be.instanceOf(Date);
    expect(row.lastError).to.equal(null);
  });

  it('suggestion, expert application and interest registration: one event each on the submitter\'s profile', async () => {
    await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 2)).expect(200);
    await request(t.app).post(FORM_PATHS.expert_application).send(formBody('expert_application', 3)).expect(200);
    await request(t.app).post(FORM_PATHS.interest_registration).send(formBody('interest_registration', 4)).expect(200);
    const suggestion = (await Suggestion.findOne())!;
    const expert = (await ExpertApplication.findOne())!;
    const interest = (await InterestRegistration.findOne())!;

    worker.start();
    await waitFor('three events', () => fake.delivered('events').length === 3);
    for (const req of fake.requests) expectProviderHeaders(req.headers);
    const byId = new Map(fake.delivered('events').map((body) => [body.data.attributes.unique_id, body]));

    const event = async (kind: string, id: number, metric: string, email: string, properties: object, profile: object = {}) => ({
      data: {
        type: 'event',
        attributes: {
          properties: { ...properties, submission_id: id, source: 'website' },
          time: ((await outboxRow(kind, id)).payload as SubmissionPayload).createdAt,
          unique_id: `${kind}-${id}`,
          metric: { data: { type: 'metric', attributes: { name: metric } } },
          profile: { data: { type: 'profile', attributes: { email, ...profile } } },
        },
      },
    });
    expect(byId.get(`suggestion-${suggestion.id}`)).to.deep.equal(await event('suggestion', suggestion.id, 'Submitted Topic Suggestion',
      'suggestion-2@example.com', { name: 'Sam 2', type: 'format', message: 'Please cover pre-race nerves, number 2.' }));
    expect(byId.get(`expert_application-${expert.id}`)).to.deep.equal(await event('expert_application', expert.id, 'Submitted Expert Application',
      'expert-application-3@example.com', { firstName: 'Grace', lastName: 'Coach 3', link: 'https://coach.example.com/grace', about: 'Sports psychologist' },
      { first_name: 'Grace', last_name: 'Coach 3' }));
    expect(byId.get(`interest_registration-${interest.id}`)).to.deep.equal(await event('interest_registration', interest.id, 'Registered Interest',
      'interest-registration-4@example.com', { name: 'Kim 4', interest: 'coaching', message: 'Interested, 4' }));
    const time = new Date(byId.get(`suggestion-${suggestion.id}`).data.attributes.time).getTime();
    expect(Math.abs(time - new Date(suggestion.createdAt).getTime())).to.be.below(1000);
  });

  it('GraphQL form mutations store the submission and its outbox row the same way', async () => {
    const res = await gql(request(t.app), 'mutation($input: SuggestionInput!) { submitSuggestion(input: $input) { success } }',
      { input: formBody('suggestion', 5) }).expect(200);
    expect(res.body.errors).to.equal(undefined);
    expect(res.body.data).to.deep.equal({ submitSuggestion: { success: true } });
    const suggestion = (await Suggestion.findOne())!;
    expect((await outboxRow('suggestion', suggestion.id)).status).to.equal('waiting');
    worker.start();
    await waitFor('the event', () => fake.eventIds().includes(`suggestion-${suggestion.id}`));
  });

  it('a second sign-up with a known e-mail answers the same and creates no second row or delivery', async () => {
    const first = await request(t.app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 6)).expect(200);
    const second = await request(t.app).post(FORM_PATHS.waitlist).send({ ...formBody('waitlist', 6), firstName: 'Other', email: 'WAITLIST-6@example.com' }).expect(200);
    expect(second.body).to.deep.equal(first.body);
    expect(await WaitlistEntry.count()).to.equal(1);
    expect(await OutboxMessage.count()).to.equal(1);
    worker.start();
    await waitFor('one subscription', () => fake.subscribedEmails().length === 1);
    await waitFor('the row marked sent', async () => (await OutboxMessage.count({ where: { status: 'sent' } })) === 1);
    expect(fake.requests).to.have.length(2);
  });

  it('a filled honeypot answers success and stores and sends nothing', async () => {
    for (const kind of Object.keys(FORM_PATHS) as Array<keyof typeof FORM_PATHS>) {
      const res = await request(t.app).post(FORM_PATHS[kind]).send({ ...formBody(kind, 7), website: 'https://spam.example.com' }).expect(200);
      expect(res.body).to.deep.equal({ success: true });
    }
    expect(await WaitlistEntry.count() + await Suggestion.count() + await ExpertApplication.count() + await InterestRegistration.count()).to.equal(0);
    expect(await OutboxMessage.count()).to.equal(0);
  });

  it('logs every attempt and outcome as JSON with an event name, and never the API key', async () => {
    fake.answerNext(1, { kind: 'error', status: 500 });
    await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 8)).expect(200);
    worker.start();
    await waitFor('the event after one retry', () => fake.eventIds().length === 1);
    await waitFor('the delivered log line', () => log.entries().some((entry) => entry.event === 'outbox.delivered'));
    const events = log.entries().map((entry) => entry.event);
    expect(events).to.include.members(['outbox.worker_started', 'outbox.delivery_attempt', 'outbox.retry_scheduled', 'outbox.delivered']);
    const retry = log.entries().find((entry) => entry.event === 'outbox.retry_scheduled')!;
    expect(retry).to.include({ kind: 'suggestion', attempt: 1, status: 500, failure: 'server' });
    expect(retry.error).to.contain('Klaviyo answered 500').and.contain('The fake was told to fail.');
    expect(log.text()).to.not.contain(TEST_API_KEY);
    const row = (await OutboxMessage.findOne())!;
    expect(row.lastError ?? '').to.not.contain(TEST_API_KEY);
  });
});
