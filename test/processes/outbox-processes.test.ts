import { expect } from 'chai';
import { ensurePagesBuild } from '../../scripts/ensure-pages-build.mjs';
import { FakeKlaviyo } from '../helpers/fake-klaviyo.js';
import { formBody, FORM_PATHS, TEST_API_KEY, waitFor, type FormKind } from '../outbox/support.js';
import { call, killAll, sharedDatabase, startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

const KINDS = Object.keys(FORM_PATHS) as FormKind[];

describe('outbox: several server processes on one database', function () {
  this.timeout(240_000);
  let fake: FakeKlaviyo;
  let database: { url: string; drop: () => void };
  let env: Record<string, string>;

  before(async () => {
    ensurePagesBuild({ quiet: true });
    fake = await new FakeKlaviyo().start();
    database = sharedDatabase();
    // Time limits no loaded machine reaches: a slow answer that timed out would be sent again (at
    // least once), and these tests count deliveries (seen with tests in parallel on a busy machine).
    env = {
      DATABASE_URL: database.url, KLAVIYO_API_KEY: TEST_API_KEY, KLAVIYO_BASE_URL: fake.baseUrl, KLAVIYO_WAITLIST_LIST_ID: 'ListMP',
      OUTBOX_POLL_MS: '50', OUTBOX_BATCH_SIZE: '5', OUTBOX_BACKOFF_BASE_MS: '50', OUTBOX_BACKOFF_MAX_MS: '300',
      KLAVIYO_TIMEOUT_MS: '10000', OUTBOX_LEASE_MS: '30000', OUTBOX_MAX_ATTEMPTS: '1000',
    };
  });
  afterEach(() => killAll());
  after(async () => {
    killAll();
    await fake?.stop();
    database?.drop();
  });

  /** Sends the submissions, all at once, each to the next process in turn; all must answer success. */
  async function submit(servers: ServerProcess[], tag: string, perKind: number): Promise<Record<FormKind, string[]>> {
    const emails = Object.fromEntries(KINDS.map((kind) => [kind, [] as string[]])) as Record<FormKind, string[]>;
    const calls: Array<Promise<{ status: number; body: any }>> = [];
    let i = 0;
    for (let n = 0; n < perKind; n++) {
      for (const kind of KINDS) {
        const body = formBody(kind, `${tag}-${n}`);
        emails[kind].push(body.email!);
        calls.push(call(servers[i++ % servers.length]!.port, 'POST', FORM_PATHS[kind], body));
      }
    }
    for (const res of await Promise.all(calls)) expect(res).to.deep.equal({ status: 200, body: { success: true } });
    return emails;
  }

  /** Each event and each waitlist subscription for these e-mails arrived exactly once. */
  function expectDeliveredOnce(emails: Record<FormKind, string[]>) {
    const events = fake.delivered('events');
    const eventEmails = events.map((body) => body.data.attributes.profile.data.attributes.email as string);
    const expected = [...emails.suggestion, ...emails.expert_application, ...emails.interest_registration];
    expect(eventEmails.filter((email) => expected.includes(email)).sort()).to.deep.equal([...expected].sort());
    const ids = events.map((body) => body.data.attributes.unique_id as string);
    expect(new Set(ids).size, 'every unique_id once').to.equal(ids.length);
    expect(fake.subscribedEmails().filter((email) => emails.waitlist.includes(email)).sort()).to.deep.equal([...emails.waitlist].sort());
    const imported = fake.delivered('profile-import').map((body) => body.data.attributes.email as string);
    expect(imported.filter((email) => emails.waitlist.includes(email)).sort()).to.deep.equal([...emails.waitlist].sort());
  }

  it('a burst of 200 submissions through two processes reaches the provider exactly once each', async () => {
    fake.requests.length = 0;
    // One after the other: the first applies the migrations to the new database.
    const first = await startServerProcess('server-1', env);
    const second = await startServerProcess('server-2', env);
    const emails = await submit([first, second], 'burst', 50);
    await waitFor('all 200 sent', async () => (await call(first.port, 'GET', '/health')).body.outbox?.sent === 200, 120_000);
    expectDeliveredOnce(emails);
    expect(fake.requests.every((req) => req.answered === 202)).to.equal(true);
    // A row is marked sent just before its log line is written: wait for the last lines too.
    const delivered = () => [first, second].map((server) => server.logEvents('outbox.delivered').length);
    await waitFor('every delivery logged', () => delivered()[0]! + delivered()[1]! >= 200, 10_000);
    expect(delivered()[0]! + delivered()[1]!).to.equal(200);
    expect(delivered()[0], 'server-1 delivered some').to.be.above(0);
    expect(delivered()[1], 'server-2 delivered some').to.be.above(0);
    expect(await stopServerProcess(first)).to.equal(0);
    expect(await stopServerProcess(second)).to.equal(0);
    expect(first.output() + second.output()).to.not.contain(TEST_API_KEY);
  });

  it('a restart in the middle of an outage loses nothing, and everything arrives once after recovery', async () => {
    fake.requests.length = 0;
    await fake.refuse();
    const server = await startServerProcess('server-3', env);
    const emails = await submit([server], 'outage', 5);
    await waitFor('failed attempts against the refusing provider', () => server.logEvents('outbox.retry_scheduled').length >= 20, 60_000);
    const health = (await call(server.port, 'GET', '/health')).body.outbox;
    expect(health.waiting + health.sending).to.equal(20);
    expect(await stopServerProcess(server)).to.equal(0);

    // The provider recovers while no server runs; the next process to start delivers the backlog.
    await fake.accept();
    const restarted = await startServerProcess('server-4', env);
    await waitFor('the backlog sent', async () => (await call(restarted.port, 'GET', '/health')).body.outbox?.sent === 220, 120_000);
    expectDeliveredOnce(emails);
    expect(fake.delivered('events')).to.have.length(15);
    expect(await stopServerProcess(restarted)).to.equal(0);
  });
});
