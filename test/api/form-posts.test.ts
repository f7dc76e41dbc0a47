/**
 * The public forms posted as plain HTML forms (no JavaScript): validated and stored like the
 * REST call, answered with HTML only: a 303 back to the page with the thanks, or the page with
 * the field messages and the values kept (400), the rate limit (429) or our own failure (500).
 */
import { expect } from 'chai';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { OutboxMessage } from '../../models/index.js';
import { OutboxSubmissionQueue } from '../../src/integrations/klaviyo/submission-queue.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { visibleText } from '../helpers/public-pages.js';
import { Suggestion, WaitlistEntry } from '../helpers/submissions.js';

const SUGGESTION = { _form: 'suggestion', name: 'Jo Swimmer', email: 'jo@example.com', type: 'format', message: 'Cold-water nerves before a sea swim, please.' };

/** An app with the page build and the given form rate limit and queue. */
async function appWith(options: { limit?: number; queue?: OutboxSubmissionQueue } = {}): Promise<RequestListener> {
  const t = await createTestApp({ pages: true, submissionQueue: options.queue ?? new OutboxSubmissionQueue(), formLimit: { limit: options.limit ?? 0, windowMs: 60_000 } });
  return t.app;
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  return html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`))?.[0] ?? '';
}

describe('forms posted without JavaScript', () => {
  let t: TestApp;
  const post = (app: RequestListener, path: string, body: Record<string, string>) => request(app).post(path).type('form').send(body);

  before(async function () {
    this.timeout(120_000); // the page build may need refreshing first
    t = await createTestApp({ pages: true });
  });
  beforeEach(() => resetDatabase({ categories: false }));

  it('stores a suggestion and sends the visitor back to the page, which thanks them', async () => {
    const res = await post(t.app, '/', SUGGESTION).expect(303);
    expect(res.headers.location).to.equal('/?sent=suggestion');
    const rows = await Suggestion.findAll({ raw: true });
    expect(rows.map((row) => [row.name, row.email, row.type, row.message])).to.deep.equal([['Jo Swimmer', 'jo@example.com', 'format', SUGGESTION.message]]);
    expect(await OutboxMessage.count({ where: { kind: 'suggestion' } })).to.equal(1);

    const page = await request(t.app).get(res.headers.location).expect(200);
    const form = page.text.slice(page.text.lastIndexOf('<form', page.text.indexOf('id="suggestion-form"')));
    // The thanks opens the suggestion form.
    expect(visibleText(form).trim()).to.match(/^Thanks for your suggestion! We've received your idea and will consider it for future content\./);
    // The other forms on the page say nothing.
    expect(visibleText(page.text).match(/Thanks for/g)).to.have.length(1);
  });

  it('answers a bad e-mail with the page: the message at the field, every other value kept, nothing stored', async () => {
    const res = await post(t.app, '/', { ...SUGGESTION, email: 'jo@example' }).expect(400).expect('Content-Type', /text\/html/);
    expect(tagWithId(res.text, 'suggestion-form-email')).to.include('aria-invalid="true"').and.include('value="jo@example"');
    expect(visibleText(tagWithIdAndText(res.text, 'suggestion-form-email-error')).trim()).to.equal('Please enter a valid email address');
    expect(tagWithId(res.text, 'suggestion-form-name')).to.include('value="Jo Swimmer"').and.not.include('aria-invalid');
    expect(res.text).to.match(/<option value="format" selected="">Content Format<\/option>/);
    expect(res.text).to.include(`>${SUGGESTION.message}</textarea>`);
    expect(visibleText(res.text)).to.include('Something went wrong Please enter a valid email address');
    expect(await Suggestion.count()).to.equal(0);
  });

  it('takes the waitlist at /join (where "Join the Movement" leads without JavaScript), once per address', async () => {
    const body = { _form: 'waitlist', firstName: 'Ada', lastName: 'Runner', email: 'Ada@Example.com' };
    expect((await post(t.app, '/join', body).expect(303)).headers.location).to.equal('/join?sent=waitlist');
    expect((await post(t.app, '/join', { ...body, firstName: 'Other' }).expect(303)).headers.location).to.equal('/join?sent=waitlist');
    expect((await WaitlistEntry.findAll({ raw: true })).map((row) => [row.firstName, row.email])).to.deep.equal([['Ada', 'ada@example.com']]);
    const page = await request(t.app).get('/join?sent=waitlist').expect(200);
    expect(visibleText(page.text)).to.include(`Thank you for joining! We'll keep you updated with the latest ${t.config.site.name} news.`);
  });

  it('answers the rate limit with the page and the values kept, never JSON', async () => {
    const app = await appWith({ limit: 1 });
    await post(app, '/', SUGGESTION).expect(303);
    const res = await post(app, '/', { ...SUGGESTION, name: 'Second Try' }).expect(429).expect('Content-Type', /text\/html/);
    expect(visibleText(res.text)).to.include('Something went wrong Too many submissions from your connection. Please wait 1 minute and try again.');
    expect(tagWithId(res.text, 'suggestion-form-name')).to.include('value="Second Try"');
    expect(await Suggestion.count()).to.equal(1);
  });

  it('answers a failure to store with the page and our own sentence (500), keeping the values', async () => {
    const queue = new OutboxSubmissionQueue();
    queue.enqueue = async () => { throw new Error('disk full'); };
    const res = await post(await appWith({ queue }), '/team', { _form: 'expert-application', firstName: 'Dana', lastName: 'Coach', email: 'dana@example.com', link: 'https://dana.example.com' })
      .expect(500).expect('Content-Type', /text\/html/);
    expect(visibleText(res.text)).to.include('Submission failed Something went wrong on our side. Please try again in a moment.');
    expect(tagWithId(res.text, 'expert-form-link')).to.include('value="https://dana.example.com"');
    expect(res.text).to.not.include('disk full');
  });

  it('thanks a bot that filled the honeypot and stores nothing', async () => {
    await post(t.app, '/', { ...SUGGESTION, website: 'https://spam.example' }).expect(303);
    expect(await Suggestion.count()).to.equal(0);
  });

  it('never sends the visitor off the site, and leaves other posts to the page', async () => {
    expect((await post(t.app, '//evil.example/x', SUGGESTION).expect(303)).headers.location).to.equal('/evil.example/x?sent=suggestion');
    await post(t.app, '/', { ...SUGGESTION, _form: 'newsletter' }).expect(200);
    await request(t.app).post('/').send({ ...SUGGESTION }).expect(200);
    expect(await Suggestion.count()).to.equal(1);
  });
});

/** The element with this id, up to its closing tag. */
function tagWithIdAndText(html: string, id: string): string {
  return html.match(new RegExp(`<([a-z]+) [^>]*id="${id}"[^>]*>[\\s\\S]*?</\\1>`))?.[0] ?? '';
}
