/**
 * The four public forms over REST: every message of docs/product.md §5 for its rule, and a valid
 * submission stored as a row (docs/product.md §3).
 */
import { expect } from 'chai';
import request from 'supertest';
import { ExpertApplication, InterestRegistration, Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

const WAITLIST = { firstName: 'Ada', lastName: 'Runner', email: 'ada@example.com' };
const SUGGESTION = { name: 'Bo', email: 'bo@example.com', type: 'topic', message: 'Write about race-day nerves.' };
const EXPERT = { firstName: 'Cy', lastName: 'Coach', email: 'cy@example.com', link: 'https://coach.example.com', about: 'Sports psychologist.' };
const INTEREST = { name: 'Di', email: 'di@example.com', interest: 'coaching', message: 'Tuesdays suit me.' };

describe('REST forms: validation messages and stored rows', () => {
  let t: TestApp;
  const post = (path: string, body: unknown) => request(t.app).post(`/api/klaviyo/${path}`).send(body as object);
  async function errorsFor(path: string, body: unknown): Promise<Record<string, string>> {
    const res = await post(path, body).expect(400);
    expect(res.body.message).to.equal(Object.values(res.body.errors)[0]);
    return res.body.errors;
  }
  before(async () => {
    t = await createTestApp();
  });
  beforeEach(() => resetDatabase());

  describe('POST /api/klaviyo/waitlist', () => {
    it('stores a sign-up: { success: true } and a row', async () => {
      expect((await post('waitlist', { ...WAITLIST, email: ' Ada@Example.com ' }).expect(200)).body).to.include({ success: true });
      const rows = await WaitlistEntry.findAll();
      expect(rows.map((row) => row.toJSON())).to.have.length(1);
      expect(rows[0].toJSON()).to.include({ firstName: 'Ada', lastName: 'Runner', email: 'ada@example.com' });
      expect(rows[0].createdAt).to.be.instanceOf(Date);
    });

    it('says "First name is required", "Last name is required", "Please enter a valid email address"', async () => {
      expect(await errorsFor('waitlist', {})).to.deep.equal({
        firstName: 'First name is required', lastName: 'Last name is required', email: 'Please enter a valid email address',
      });
      expect(await errorsFor('waitlist', { ...WAITLIST, firstName: ' ', lastName: '' })).to.deep.equal({
        firstName: 'First name is required', lastName: 'Last name is required',
      });
      for (const email of ['not-an-email', 'a@', '@b.co', 'a b@c.de', 'a@b', 'a@b.', 'a@.b', 'ada@localhost']) {
        expect(await errorsFor('waitlist', { ...WAITLIST, email }), email).to.deep.equal({ email: 'Please enter a valid email address' });
      }
      expect(await WaitlistEntry.count()).to.equal(0);
    });

    it('accepts one-letter names (minimum 1)', async () => {
      await post('waitlist', { ...WAITLIST, firstName: 'A', lastName: 'B' }).expect(200);
    });

    it('keeps one row per e-mail address and answers a repeat the same way', async () => {
      await post('waitlist', WAITLIST).expect(200);
      expect((await post('waitlist', { ...WAITLIST, email: 'ADA@example.com', firstName: 'Other' }).expect(200)).body).to.include({ success: true });
      expect(await WaitlistEntry.count()).to.equal(1);
    });
  });

  describe('POST /api/klaviyo/suggestion', () => {
    it('stores a suggestion as a row', async () => {
      await post('suggestion', SUGGESTION).expect(200);
      const rows = await Suggestion.findAll();
      expect(rows).to.have.length(1);
      expect(rows[0].toJSON()).to.include({ name: 'Bo', email: 'bo@example.com', type: 'topic', message: 'Write about race-day nerves.' });
    });

    it('says "Name must be at least 2 characters", "Please enter a valid email address", "Your suggestion must be at least 10 characters"', async () => {
      expect(await errorsFor('suggestion', {})).to.deep.equal({
        name: 'Name must be at least 2 characters', email: 'Please enter a valid email address',
        message: 'Your suggestion must be at least 10 characters',
      });
      expect(await errorsFor('suggestion', { ...SUGGESTION, name: 'B', message: '123456789' })).to.deep.equal({
        name: 'Name must be at least 2 characters', message: 'Your suggestion must be at least 10 characters',
      });
      expect(await errorsFor('suggestion', { ...SUGGESTION, message: '   short    ' })).to.deep.equal({
        message: 'Your suggestion must be at least 10 characters',
      });
      expect(await Suggestion.count()).to.equal(0);
    });

    it('takes any type string and defaults a missing type to topic', async () => {
      await post('suggestion', { ...SUGGESTION, type: 'podcast-idea' }).expect(200);
      const { type: _type, ...withoutType } = SUGGESTION;
      await post('suggestion', withoutType).expect(200);
      expect((await Suggestion.findAll({ order: [['id', 'ASC']] })).map((row) => row.type)).to.deep.equal(['podcast-idea', 'topic']);
    });
  });

  describe('POST /api/klaviyo/expert-application', () => {
    it('stores an application as a row, with or without "about"', async () => {
      await post('expert-application', EXPERT).expect(200);
      const { about: _about, ...withoutAbout } = EXPERT;
      await post('expert-application', { ...withoutAbout, email: 'other@example.com' }).expect(200);
      const rows = await ExpertApplication.findAll({ order: [['id', 'ASC']] });
      expect(rows.map((row) => row.about)).to.deep.equal(['Sports psychologist.', null]);
      expect(rows[0].toJSON()).to.include({ firstName: 'Cy', lastName: 'Coach', link: 'https://coach.example.com' });
    });

    it('says "First name must be at least 2 characters", "Last name must be at least 2 characters" and the e-mail and link messages', async () => {
      expect(await errorsFor('expert-application', {})).to.deep.equal({
        firstName: 'First name must be at least 2 characters', lastName: 'Last name must be at least 2 characters',
        email: 'Please enter a valid email address', link: 'Please provide a website or social media URL',
      });
      expect(await errorsFor('expert-application', { ...EXPERT, firstName: 'C', lastName: 'D', email: 'nope' })).to.deep.equal({
        firstName: 'First name must be at least 2 characters', lastName: 'Last name must be at least 2 characters',
        email: 'Please enter a valid email address',
      });
    });

    it('says "Please enter a valid URL (including https://)" for a link that is not a web address', async () => {
      for (const link of ['coach.example.com', 'www.example.com', 'ftp://example.com', 'https://', 'javascript:alert(1)']) {
        expect(await errorsFor('expert-application', { ...EXPERT, link }), link).to.deep.equal({ link: 'Please enter a valid URL (including https://)' });
      }
      expect(await errorsFor('expert-application', { ...EXPERT, link: '  ' })).to.deep.equal({ link: 'Please provide a website or social media URL' });
      expect(await ExpertApplication.count()).to.equal(0);
    });
  });

  describe('POST /api/klaviyo/interest-registration', () => {
    it('stores a registration as a row', async () => {
      await post('interest-registration', INTEREST).expect(200);
      const rows = await InterestRegistration.findAll();
      expect(rows.map((row) => row.toJSON())[0]).to.include({ name: 'Di', email: 'di@example.com', interest: 'coaching', message: 'Tuesdays suit me.' });
    });

    it('validates name, e-mail and interest', async () => {
      expect(await errorsFor('interest-registration', {})).to.deep.equal({
        name: 'Name must be at least 2 characters', email: 'Please enter a valid email address',
        interest: 'Please choose what you are interested in',
      });
      expect(await errorsFor('interest-registration', { ...INTEREST, interest: 'knitting' })).to.deep.equal({
        interest: 'Please choose what you are interested in',
      });
    });
  });

  it('answers 400 to wrong types in any form field, never 500', async () => {
    for (const [path, body] of [['waitlist', { firstName: {}, lastName: [], email: 5 }], ['suggestion', { name: ['x'], email: {}, type: {}, message: {} }],
      ['expert-application', { firstName: 1, lastName: {}, email: [], link: {}, about: {} }], ['interest-registration', { name: {}, email: {}, interest: [] }]] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).to.equal(400);
    }
    for (const path of ['waitlist', 'suggestion', 'expert-application', 'interest-registration']) {
      expect((await post(path, [WAITLIST])).status, path).to.equal(400);
    }
  });
});
