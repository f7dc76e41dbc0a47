/**
 * Issue 20, item 9: the submissions inbox over REST and GraphQL: states new / handled / archived
 * with bulk changes, a note per submission, deletion (an erasure request recorded as such, the
 * queued delivery's copy of the data gone too), filters and paging, the roles, and the plain
 * explanation when the e-mail provider is not configured or failing.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { AuditEntry, OutboxMessage, SubmissionInbox } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { staffAgent } from '../helpers/staff.js';
import { Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { formBody, FORM_PATHS } from '../outbox/support.js';

const BASE = '/api/admin/submissions';

describe('admin: the submissions inbox (REST and GraphQL)', function () {
  this.timeout(30_000);
  let t: TestApp;
  let admin: TestAgent;
  let ids: number[];

  before(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase({ categories: false });
    admin = await adminAgent(t.app, t.services);
    for (const n of [1, 2, 3, 4]) await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
    await request(t.app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 1)).expect(200);
    ids = (await Suggestion.findAll({ order: [['id', 'ASC']] })).map((row) => row.id);
  });

  const emails = (body: { items: Array<{ email: string }> }) => body.items.map((item) => item.email);

  it('starts every submission as new, with no note, and counts the new ones per kind', async () => {
    const res = await admin.get(`${BASE}/suggestion`).expect(200);
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(res.body).to.include({ total: 4, page: 1, pageCount: 1 });
    expect(res.body.items[0]).to.include({ state: 'new', note: null, updatedBy: null, updatedAt: null });
    const kinds = await admin.get(BASE).expect(200);
    expect(kinds.body.kinds.map((kind: { kind: string; new: number; total: number }) => [kind.kind, kind.total, kind.new])).to.deep.equal([
      ['waitlist', 1, 1], ['suggestion', 4, 4], ['expert_application', 0, 0], ['interest_registration', 0, 0],
    ]);
  });

  it('moves submissions between states in bulk, filters by state, and counts what is left new', async () => {
    const moved = await admin.post(`${BASE}/suggestion/state`).send({ ids: [ids[0], ids[1]], state: 'handled' }).expect(200);
    expect(moved.body.items.map((item: { id: number; state: string; updatedBy: string }) => [item.id, item.state, item.updatedBy]))
      .to.deep.equal([[ids[1], 'handled', 'staff.admin'], [ids[0], 'handled', 'staff.admin']]);
    await admin.post(`${BASE}/suggestion/state`).send({ ids: [ids[1], ids[2]], state: 'archived' }).expect(200);

    const list = async (query: string) => emails((await admin.get(`${BASE}/suggestion?${query}`).expect(200)).body);
    expect(await list('state=new')).to.deep.equal(['suggestion-4@example.com']);
    expect(await list('state=handled')).to.deep.equal(['suggestion-1@example.com']);
    expect(await list('state=archived')).to.deep.equal(['suggestion-3@example.com', 'suggestion-2@example.com']);
    expect(await list('state=open')).to.deep.equal(['suggestion-4@example.com', 'suggestion-1@example.com']);
    expect(await list('')).to.have.length(4);
    // With search and paging together.
    expect(await list('state=archived&search=number%202')).to.deep.equal(['suggestion-2@example.com']);
    const paged = await admin.get(`${BASE}/suggestion?state=archived&page=2&pageSize=1`).expect(200);
    expect(paged.body).to.include({ total: 2, page: 2, pageSize: 1, pageCount: 2 });
    expect(emails(paged.body)).to.deep.equal(['suggestion-2@example.com']);

    const kinds = await admin.get(BASE).expect(200);
    expect(kinds.body.kinds.find((kind: { kind: string }) => kind.kind === 'suggestion')).to.include({ total: 4, new: 1 });

    // Back to new.
    await admin.post(`${BASE}/suggestion/state`).send({ ids: [ids[0]], state: 'new' }).expect(200);
    expect(await list('state=new')).to.deep.equal(['suggestion-4@example.com', 'suggestion-1@example.com']);
  });

  it('keeps a note per submission, changes state and note together, and removes an emptied note', async () => {
    const noted = await admin.patch(`${BASE}/suggestion/${ids[0]}`).send({ note: '  Replied on 26 Nov; wants a follow-up in spring.  ' }).expect(200);
    expect(noted.body.submission).to.include({ id: ids[0], state: 'new', note: 'Replied on 26 Nov; wants a follow-up in spring.', updatedBy: 'staff.admin' });
    expect(noted.body.submission.updatedAt).to.match(/^\d{4}-\d\d-\d\dT/);
    const both = await admin.patch(`${BASE}/suggestion/${ids[0]}`).send({ state: 'handled', note: 'Done.' }).expect(200);
    expect(both.body.submission).to.include({ state: 'handled', note: 'Done.' });
    expect((await admin.get(`${BASE}/suggestion/${ids[0]}`).expect(200)).body.submission).to.include({ state: 'handled', note: 'Done.' });
    const cleared = await admin.patch(`${BASE}/suggestion/${ids[0]}`).send({ note: '' }).expect(200);
    expect(cleared.body.submission).to.include({ state: 'handled', note: null });

    // GraphQL reads and writes the same.
    const res = await gql(admin, 'mutation($id: Int!) { setSubmissionNote(kind: suggestion, id: $id, note: "Call back") { id state note updatedBy } }', { id: ids[1] }).expect(200);
    expect(res.body.data.setSubmissionNote).to.deep.equal({ id: ids[1], state: 'new', note: 'Call back', updatedBy: 'staff.admin' });
    const listed = await gql(admin, '{ submissions(kind: suggestion, state: handled) { items { id note state } } }').expect(200);
    expect(listed.body.data.submissions.items).to.deep.equal([{ id: ids[0], note: null, state: 'handled' }]);
  });

  it('refuses bad input with a 400 naming the field and the rule, and changes nothing', async () => {
    const refuse = async (req: request.Test, field: string, rule: RegExp) => {
      const res = await req.expect(400);
      expect(res.body.errors?.[field] ?? res.body.message, JSON.stringify(res.body)).to.match(rule);
    };
    await refuse(admin.post(`${BASE}/suggestion/state`).send({ ids: [ids[0]], state: 'done' }), 'state', /state must be new, handled or archived/);
    await refuse(admin.post(`${BASE}/suggestion/state`).send({ ids: [], state: 'handled' }), 'ids', /ids must be a list of 1 to 100/);
    await refuse(admin.post(`${BASE}/suggestion/state`).send({ ids: 'all', state: 'handled' }), 'ids', /ids must be a list/);
    await refuse(admin.post(`${BASE}/suggestion/state`).send({ ids: Array.from({ length: 101 }, (_, i) => i + 1), state: 'handled' }), 'ids', /1 to 100/);
    await refuse(admin.patch(`${BASE}/suggestion/${ids[0]}`).send({ note: 'x'.repeat(2001) }), 'note', /at most 2000 characters/);
    await refuse(admin.patch(`${BASE}/suggestion/${ids[0]}`).send({ note: { $gt: '' } }), 'note', /note must be text/);
    await refuse(admin.patch(`${BASE}/suggestion/${ids[0]}`).send({ state: 'handled', note: 7 }), 'note', /note must be text/);
    await refuse(admin.patch(`${BASE}/suggestion/${ids[0]}`).send({}), 'state', /Send a state/);
    await refuse(admin.get(`${BASE}/suggestion?state=closed`), 'state', /state must be new, handled, archived or open/);
    await refuse(admin.get(`${BASE}/newsletter`), 'kind', /Unknown kind of submission/);
    await refuse(admin.delete(`${BASE}/suggestion/${ids[0]}`), 'reason', /reason must be erasure .* or other/);
    // A missing submission is a 404, and one missing id stops the whole bulk change.
    await admin.get(`${BASE}/suggestion/999999`).expect(404);
    await admin.get(`${BASE}/suggestion/abc`).expect(404);
    const missing = await admin.post(`${BASE}/suggestion/state`).send({ ids: [ids[0], 999999], state: 'archived' }).expect(404);
    expect(missing.body.message).to.equal('Submission 999999 not found');
    expect(await SubmissionInbox.count()).to.equal(0);
    expect(await Suggestion.count()).to.equal(4);
  });

  it('deletes an erasure request for good: the row, its note, its queued delivery, and an audit entry without the person’s data', async () => {
    await admin.patch(`${BASE}/suggestion/${ids[1]}`).send({ note: 'Asked to be forgotten' }).expect(200);
    await OutboxMessage.update({ status: 'sent', attempts: 1, sentAt: new Date('2026-11-21T10:00:00Z') }, { where: { kind: 'suggestion', submissionId: ids[1] } });
    const res = await admin.delete(`${BASE}/suggestion/${ids[1]}?reason=erasure`).expect(200);
    expect(res.body).to.deep.equal({ deleted: 1, sentToProvider: 1 });
    expect(await Suggestion.findByPk(ids[1])).to.equal(null);
    expect(await SubmissionInbox.count({ where: { kind: 'suggestion', submissionId: ids[1] } })).to.equal(0);
    expect(await OutboxMessage.count({ where: { kind: 'suggestion', submissionId: ids[1] } })).to.equal(0);
    await admin.get(`${BASE}/suggestion/${ids[1]}`).expect(404);

    const entries = await AuditEntry.findAll({ where: { objectType: 'submission' } });
    expect(entries.map((entry) => [entry.kind, entry.objectId, entry.actorName])).to.deep.equal([['submission.erased', `suggestion:${ids[1]}`, 'staff.admin']]);
    expect(entries[0]!.summary).to.equal(`Suggestions submission #${ids[1]} deleted at the person's request (erasure). It had already been sent to the e-mail provider: delete it there too.`);
    expect(entries[0]!.summary).to.not.contain('suggestion-2@example.com').and.not.contain('Sam 2');
    // The audit log's own filter finds it.
    const log = await admin.get('/api/admin/audit-log?kind=submission.erased').expect(200);
    expect(log.body.items).to.have.length(1);

    // A bulk deletion for another reason (spam), over GraphQL: one entry each, not called erasure.
    const bulk = await gql(admin, 'mutation($ids: [Int!]!) { deleteSubmissions(kind: suggestion, ids: $ids, reason: other) { deleted sentToProvider } }', { ids: [ids[2], ids[3]] }).expect(200);
    expect(bulk.body.data.deleteSubmissions).to.deep.equal({ deleted: 2, sentToProvider: 0 });
    expect(await AuditEntry.count({ where: { kind: 'submission.deleted' } })).to.equal(2);
    expect(await Suggestion.count()).to.equal(1);
    // The waitlist is another kind: untouched.
    expect(await WaitlistEntry.count()).to.equal(1);
  });

  it('lets editors and administrators use the inbox, and nobody else', async () => {
    const editor = await staffAgent(t.app, t.services, 'editor');
    await editor.post(`${BASE}/suggestion/state`).send({ ids: [ids[0]], state: 'handled' }).expect(200);
    await editor.delete(`${BASE}/suggestion/${ids[0]}`).send({ reason: 'erasure' }).expect(200);
    for (const role of ['author', 'contributor'] as const) {
      const agent = await staffAgent(t.app, t.services, role);
      const refused = await agent.post(`${BASE}/suggestion/state`).send({ ids: [ids[1]], state: 'handled' }).expect(403);
      expect(refused.body.message).to.match(/cannot read form submissions: ask an administrator\.$/);
      await agent.delete(`${BASE}/suggestion/${ids[1]}?reason=erasure`).expect(403);
      const graphql = await gql(agent, 'mutation($ids: [Int!]!) { deleteSubmissions(kind: suggestion, ids: $ids, reason: erasure) { deleted } }', { ids: [ids[1]] }).expect(200);
      expect(graphql.body.errors[0].extensions.code).to.equal('FORBIDDEN');
    }
    await request(t.app).get(`${BASE}/suggestion`).expect(401);
    expect(await Suggestion.count()).to.equal(3);
  });

  it('exports CSV over REST with the same filters', async () => {
    await admin.post(`${BASE}/suggestion/state`).send({ ids: [ids[0]], state: 'archived' }).expect(200);
    const res = await admin.get(`${BASE}/suggestion/export.csv?state=open`).expect(200);
    expect(res.headers['content-type']).to.match(/^text\/csv/);
    expect(res.headers['content-disposition']).to.match(/^attachment; filename="?submissions-suggestion-\d{4}-\d\d-\d\d\.csv"?$/);
    expect(res.text).to.contain('suggestion-4@example.com').and.not.contain('suggestion-1@example.com');
  });
});

describe('admin: the inbox explains the e-mail provider plainly', function () {
  this.timeout(30_000);

  async function providerOf(configure: Parameters<typeof createTestApp>[0]) {
    const t = await createTestApp(configure);
    const admin = await adminAgent(t.app, t.services);
    const rest = (await admin.get(BASE).expect(200)).body.provider;
    const graphql = (await gql(admin, '{ emailProviderStatus { state explanation waitingKinds lastError } }').expect(200)).body.data.emailProviderStatus;
    return { rest, graphql };
  }

  beforeEach(async () => {
    await resetDatabase({ categories: false });
  });

  it('says that nothing is sent and nothing lost when the server has no API key', async () => {
    const { rest, graphql } = await providerOf({ configure: (config) => ({ ...config, klaviyo: { ...config.klaviyo, apiKey: undefined } }) });
    expect(rest.state).to.equal('not_configured');
    expect(rest.explanation).to.contain('KLAVIYO_API_KEY is not set').and.contain('nothing is lost');
    expect(rest.waitingKinds).to.deep.equal(['waitlist', 'suggestion', 'expert_application', 'interest_registration']);
    expect(graphql).to.deep.include({ state: 'not_configured', explanation: rest.explanation });
  });

  it('names the missing waitlist list, and says nothing while deliveries work', async () => {
    const partial = await providerOf({ configure: (config) => ({ ...config, klaviyo: { ...config.klaviyo, apiKey: 'pk_test', waitlistListId: undefined } }) });
    expect(partial.rest).to.include({ state: 'working' });
    expect(partial.rest.waitingKinds).to.deep.equal(['waitlist']);
    expect(partial.rest.explanation).to.contain('Waitlist sign-ups are not being sent').and.contain('KLAVIYO_WAITLIST_LIST_ID is not set');
    const full = await providerOf({ configure: (config) => ({ ...config, klaviyo: { ...config.klaviyo, apiKey: 'pk_test', waitlistListId: 'L1' } }) });
    expect(full.rest).to.include({ state: 'working', explanation: null });
    expect(full.rest.waitingKinds).to.deep.equal([]);
  });

  it('says the provider is failing when the latest attempt failed after the latest success, with its error', async () => {
    const t = await createTestApp({ configure: (config) => ({ ...config, klaviyo: { ...config.klaviyo, apiKey: 'pk_test', waitlistListId: 'L1' } }) });
    for (const n of [1, 2]) await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
    const [first, second] = await Suggestion.findAll({ order: [['id', 'ASC']] });
    await OutboxMessage.update({ status: 'sent', attempts: 1, sentAt: new Date('2026-11-20T10:00:00Z') }, { where: { submissionId: first!.id } });
    await OutboxMessage.update({ status: 'waiting', attempts: 2, lastError: 'Klaviyo answered 503 to POST /api/events' }, { where: { submissionId: second!.id } });
    const admin = await adminAgent(t.app, t.services);
    const { provider } = (await admin.get(BASE).expect(200)).body;
    expect(provider).to.include({ state: 'failing', lastError: 'Klaviyo answered 503 to POST /api/events', lastSentAt: '2026-11-20T10:00:00.000Z' });
    expect(provider.explanation).to.match(/^The e-mail provider \(Klaviyo\) is failing: the latest attempt, on .+ UTC, failed with “Klaviyo answered 503 to POST \/api\/events”\./);
  });
});
