/** The four form mutations store their rows, as the REST paths do. */
import { expect } from 'chai';
import request from 'supertest';
import { ExpertApplication, InterestRegistration, Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';

describe('GraphQL form mutations', () => {
  let t: TestApp;
  const send = async (field: string, type: string, input: Record<string, unknown>) => {
    const res = await gql(request(t.app), `mutation($input: ${type}!) { ${field}(input: $input) { success } }`, { input }).expect(200);
    expect(res.body.errors, field).to.equal(undefined);
    expect(res.body.data, field).to.deep.equal({ [field]: { success: true } });
  };
  before(async () => {
    t = await createTestApp();
    await resetDatabase();
  });

  it('joinWaitlist stores a waitlist row', async () => {
    await send('joinWaitlist', 'WaitlistInput', { firstName: 'Ada', lastName: 'Runner', email: 'ada@example.com' });
    expect((await WaitlistEntry.findAll()).map((row) => row.email)).to.deep.equal(['ada@example.com']);
  });

  it('submitSuggestion stores a suggestion row, type defaulting to topic', async () => {
    await send('submitSuggestion', 'SuggestionInput', { name: 'Bo', email: 'bo@example.com', message: 'More on taper madness.' });
    expect((await Suggestion.findAll()).map((row) => [row.name, row.type])).to.deep.equal([['Bo', 'topic']]);
  });

  it('submitExpertApplication stores an expert application row', async () => {
    await send('submitExpertApplication', 'ExpertApplicationInput', { firstName: 'Cy', lastName: 'Coach', email: 'cy@example.com', link: 'https://cy.example.com', about: null });
    expect((await ExpertApplication.findAll()).map((row) => [row.link, row.about])).to.deep.equal([['https://cy.example.com', null]]);
  });

  it('registerInterest stores an interest registration row', async () => {
    await send('registerInterest', 'InterestRegistrationInput', { name: 'Di', email: 'di@example.com', interest: 'both' });
    expect((await InterestRegistration.findAll()).map((row) => row.interest)).to.deep.equal(['both']);
  });
});
