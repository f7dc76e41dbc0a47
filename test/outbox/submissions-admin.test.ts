import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { OutboxMessage } from '../../models/index.js';
import { Suggestion } from '../helpers/submissions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { formBody, FORM_PATHS } from './support.js';

const LIST = `query($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $page: Int, $pageSize: Int) {
  submissions(kind: $kind, search: $search, status: $status, page: $page, pageSize: $pageSize) {
    total page pageSize pageCount
    items { kind id email createdAt fields { key label value } delivery { status attempts lastError nextAttemptAt sentAt } }
  }
}`;
const CSV = 'query($kind: SubmissionKind!, $search: String) { submissionsCsv(kind: $kind, search: $search) }';
const RETRY = 'mutation($kind: SubmissionKind!, $id: Int!) { retrySubmissionDelivery(kind: $kind, id: $id) { id delivery { status attempts lastError } } }';

describe('admin: form submissions and their delivery (GraphQL)', () => {
  let t: TestApp;
  let admin: TestAgent;

  before(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase({ categories: false });
    admin = await adminAgent(t.app, t.services);
    for (const n of [1, 2, 3]) await request(t.app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
    await request(t.app).post(FORM_PATHS.suggestion).send({ ...formBody('suggestion', 4), name: '=HYPERLINK("http://evil")', message: 'Line one, "quoted"\nline two' }).expect(200);
    await request(t.app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 1)).expect(200);
    const [first, second] = await Suggestion.findAll({ order: [['id', 'ASC']] });
    await OutboxMessage.update({ status: 'sent', attempts: 1, sentAt: new Date('2026-11-21T10:00:00Z') }, { where: { kind: 'suggestion', submissionId: first!.id } });
    await OutboxMessage.update({ status: 'failed', attempts: 6, lastError: 'Klaviyo answered 400 to POST /api/events: Invalid input.' }, { where: { kind: 'suggestion', submissionId: second!.id } });
  });

  it('refuses every submissions operation without an admin session', async () => {
    for (const [query, variables] of [[LIST, { kind: 'suggestion' }], [CSV, { kind: 'suggestion' }], ['{ submissionKinds { kind } }', {}], [RETRY, { kind: 'suggestion', id: 1 }]] as const) {
      const res = await gql(request(t.app), query, variables).expect(200);
      expect(res.body.errors[0].extensions.code, query).to.equal('UNAUTHENTICATED');
      expect(res.body.data).to.equal(null);
    }
  });

  it('lists one kind newest first with its fields and delivery status', async () => {
    const res = await gql(admin, LIST, { kind: 'suggestion' }).expect(200);
    const page = res.body.data.submissions;
    expect(page).to.include({ total: 4, page: 1, pageSize: 25, pageCount: 1 });
    expect(page.items.map((item: { email: string }) => item.email)).to.deep.equal(
      ['suggestion-4@example.com', 'suggestion-3@example.com', 'suggestion-2@example.com', 'suggestion-1@example.com']);
    expect(page.items[2].fields).to.deep.equal([
      { key: 'name', label: 'Name', value: 'Sam 2' }, { key: 'type', label: 'Type', value: 'format' },
      { key: 'message', label: 'Message', value: 'Please cover pre-race nerves, number 2.' },
    ]);
    expect(page.items[3].delivery).to.deep.equal({ status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, sentAt: '2026-11-21T10:00:00.000Z' });
    expect(page.items[2].delivery).to.include({ status: 'failed', attempts: 6, lastError: 'Klaviyo answered 400 to POST /api/events: Invalid input.' });
    expect(page.items[0].delivery).to.include({ status: 'waiting', attempts: 0, lastError: null });

    const kinds = await gql(admin, '{ submissionKinds { kind label total waiting failed } }').expect(200);
    expect(kinds.body.data.submissionKinds).to.deep.equal([
      { kind: 'waitlist', label: 'Waitlist', total: 1, waiting: 1, failed: 0 },
      { kind: 'suggestion', label: 'Suggestions', total: 4, waiting: 2, failed: 1 },
      { kind: 'expert_application', label: 'Expert applications', total: 0, waiting: 0, failed: 0 },
      { kind: 'interest_registration', label: 'Interest registrations', total: 0, waiting: 0, failed: 0 },
    ]);
  });

  it('searches the e-mail and every field, filters by status, and pages', async () => {
    const emails = async (variables: Record<string, unknown>) =>
      (await gql(admin, LIST, { kind: 'suggestion', ...variables }).expect(200)).body.data.submissions.items.map((item: { email: string }) => item.email);
    expect(await emails({ search: 'SUGGESTION-3@' })).to.deep.equal(['suggestion-3@example.com']);
    expect(await emails({ search: 'number 1.' })).to.deep.equal(['suggestion-1@example.com']);
    // LIKE wildcards in a search are plain characters, not "anything".
    expect(await emails({ search: '%' })).to.deep.equal([]);
    expect(await emails({ search: 'suggestion_3' })).to.deep.equal([]);
    expect(await emails({ status: 'failed' })).to.deep.equal(['suggestion-2@example.com']);
    expect(await emails({ status: 'waiting' })).to.deep.equal(['suggestion-4@example.com', 'suggestion-3@example.com']);
    const paged = (await gql(admin, LIST, { kind: 'suggestion', page: 2, pageSize: 3 }).expect(200)).body.data.submissions;
    expect(paged).to.include({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
    expect(paged.items.map((item: { email: string }) => item.email)).to.deep.equal(['suggestion-1@example.com']);
    // The kind is a SubmissionKind enum: GraphQL refuses another value before the service runs, naming the variable.
    const bad = await gql(admin, LIST, { kind: 'newsletter' }).expect(400);
    expect(bad.body.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).to.contain('"$kind"').and.contain('Value "newsletter" does not exist in "SubmissionKind" enum');
  });

  it('exports one kind as CSV with the delivery columns, safe for spreadsheets', async () => {
    const res = await gql(admin, CSV, { kind: 'suggestion' }).expect(200);
    const csv: string = res.body.data.submissionsCsv;
    const lines = csv.split('\r\n');
    expect(lines[0]).to.equal('ID,Submitted at,Email,Name,Type,Message,Delivery status,Attempts,Last error,Sent at');
    expect(csv).to.contain(`,suggestion-4@example.com,"'=HYPERLINK(""http://evil"")",format,"Line one, ""quoted""\nline two",waiting,0,,\r\n`);
    expect(lines[3]).to.match(/^\d+,\d{4}-\d\d-\d\dT[\d:.]+Z,suggestion-2@example\.com,Sam 2,format,"Please cover pre-race nerves, number 2\.",failed,6,Klaviyo answered 400 to POST \/api\/events: Invalid input\.,$/);
    expect(lines[4]).to.match(/,suggestion-1@example\.com,Sam 1,.*,sent,1,,2026-11-21T10:00:00\.000Z$/);
    expect(lines.filter(Boolean)).to.have.length(5); // the header and four rows (one message holds a line break)
    const searched = await gql(admin, CSV, { kind: 'suggestion', search: 'suggestion-1@' }).expect(200);
    expect(searched.body.data.submissionsCsv.trim().split('\r\n')).to.have.length(2);
  });

  it('retries a failed delivery only', async () => {
    const [, second, third] = await Suggestion.findAll({ order: [['id', 'ASC']] });
    const res = await gql(admin, RETRY, { kind: 'suggestion', id: second!.id }).expect(200);
    expect(res.body.data.retrySubmissionDelivery).to.deep.equal({
      id: second!.id, delivery: { status: 'waiting', attempts: 0, lastError: 'Klaviyo answered 400 to POST /api/events: Invalid input.' },
    });
    const again = await gql(admin, RETRY, { kind: 'suggestion', id: third!.id }).expect(200);
    expect(again.body.errors[0]).to.deep.include({ message: 'Only a failed delivery can be retried' });
    expect(again.body.errors[0].extensions.code).to.equal('CONFLICT');
    const missing = await gql(admin, RETRY, { kind: 'suggestion', id: 999_999 }).expect(200);
    expect(missing.body.errors[0].extensions.code).to.equal('NOT_FOUND');
  });
});
