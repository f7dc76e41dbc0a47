/**
 * The public forms' rate limit counts submissions, not HTTP requests (issue 9 row 3): REST, every
 * GraphQL form mutation (aliases included) and HTML posts draw on one allowance per client, kept
 * in the database so that every server process sees the same count.
 */
import { expect } from 'chai';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import type { Services } from '../../src/services/index.js';
import { createTestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';
import { Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { formBody, FORM_PATHS } from './support.js';

const MESSAGE = 'Too many submissions from your connection. Please wait 1 minute and try again.';
const SUGGEST = 'mutation($input: SuggestionInput!) { submitSuggestion(input: $input) { success } }';

const opened: Services[] = [];

/** One "server process": its own services (and counter connection) on the shared test database. */
async function limitedApp(limit: number, trustProxy: false | number | string = false): Promise<RequestListener> {
  const t = await createTestApp({ formLimit: { limit, windowMs: 60_000 }, configure: (config) => ({ ...config, trustProxy }) });
  opened.push(t.services);
  return t.app;
}

/** A GraphQL document with `count` aliased waitlist sign-ups (the attack, scaled down). */
function aliasedSignUps(count: number, offset: number): { query: string; variables: Record<string, unknown> } {
  const variables: Record<string, unknown> = {};
  const fields: string[] = [];
  const params: string[] = [];
  for (let i = 0; i < count; i++) {
    params.push(`$in${i}: WaitlistInput!`);
    fields.push(`s${i}: joinWaitlist(input: $in${i}) { success }`);
    variables[`in${i}`] = formBody('waitlist', offset + i);
  }
  return { query: `mutation(${params.join(', ')}) { ${fields.join(' ')} }`, variables };
}

describe('public forms: rate limit per client', () => {
  beforeEach(() => resetDatabase({ categories: false }));
  after(async () => {
    for (const services of opened.splice(0)) await services.close();
  });

  it('REST and GraphQL share one allowance; past it both answer 429 with a message the form can show', async () => {
    const app = await limitedApp(3);
    await request(app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 1)).expect(200);
    await gql(request(app), SUGGEST, { input: formBody('suggestion', 1) }).expect(200);
    await request(app).post(FORM_PATHS.interest_registration).send(formBody('interest_registration', 1)).expect(200);

    const rest = await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 2)).expect(429);
    expect(rest.body).to.deep.equal({ message: MESSAGE });
    expect(Number(rest.headers['retry-after'])).to.be.within(1, 60);
    const graphql = await gql(request(app), SUGGEST, { input: formBody('suggestion', 3) }).expect(429);
    expect(graphql.body.errors[0].message).to.equal(MESSAGE);
    expect(graphql.body.errors[0].extensions.code).to.equal('RATE_LIMITED');
    expect(graphql.body.data).to.equal(null);
    expect(Number(graphql.headers['retry-after'])).to.be.within(1, 60);
  });

  it('counts each aliased GraphQL form mutation: 10 aliases against an allowance of 4 store 4 sign-ups', async () => {
    const app = await limitedApp(4);
    const { query, variables } = aliasedSignUps(10, 100);
    // Mutation fields run in order; the fifth is refused and, its result being required, ends the
    // operation (data null); the error's path says where it stopped. The four before it are stored.
    const res = await gql(request(app), query, variables).expect(200);
    expect(res.body.data).to.equal(null);
    expect(res.body.errors.map((error: { path: string[]; extensions: { code: string } }) => [error.path, error.extensions.code]))
      .to.deep.equal([[['s4'], 'RATE_LIMITED']]);
    expect(await WaitlistEntry.count()).to.equal(4);
    const again = aliasedSignUps(3, 200);
    const refused = await gql(request(app), again.query, again.variables).expect(200);
    expect(refused.body.errors[0].extensions.code).to.equal('RATE_LIMITED');
    expect(refused.body.errors[0].path).to.deep.equal(['s0']);
    expect(await WaitlistEntry.count()).to.equal(4);
  });

  it('holds across server processes: two apps on one database share the count', async () => {
    const first = await limitedApp(2);
    const second = await limitedApp(2);
    await request(first).post(FORM_PATHS.suggestion).send(formBody('suggestion', 30)).expect(200);
    await request(second).post(FORM_PATHS.suggestion).send(formBody('suggestion', 31)).expect(200);
    await request(first).post(FORM_PATHS.suggestion).send(formBody('suggestion', 32)).expect(429);
    await request(second).post(FORM_PATHS.suggestion).send(formBody('suggestion', 33)).expect(429);
    expect(await Suggestion.count()).to.equal(2);
  });

  it('counts only form submissions: reading posts over GraphQL or REST is not limited', async () => {
    const app = await limitedApp(1);
    await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 4)).expect(200);
    for (let i = 0; i < 3; i++) {
      await gql(request(app), '{ categories { name } }').expect(200);
      await request(app).get('/api/blog-categories').expect(200);
    }
    await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 5)).expect(429);
  });

  it('behind a proxy (TRUST_PROXY) counts each visitor by X-Forwarded-For; without it the header is ignored', async () => {
    const proxied = await limitedApp(1, 1);
    await request(proxied).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.1').send(formBody('suggestion', 6)).expect(200);
    await request(proxied).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.2').send(formBody('suggestion', 7)).expect(200);
    await request(proxied).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.1').send(formBody('suggestion', 8)).expect(429);

    await resetDatabase({ categories: false });
    const direct = await limitedApp(1);
    await request(direct).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.3').send(formBody('suggestion', 9)).expect(200);
    await request(direct).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.4').send(formBody('suggestion', 10)).expect(429);
  });

  it('reads FORM_RATE_LIMIT and FORM_RATE_LIMIT_WINDOW_SECONDS; off by default only under NODE_ENV=test', () => {
    const forms = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 's'.repeat(32), ...env }).forms;
    expect(forms({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).to.deep.equal({ limit: 20, windowMs: 600_000 });
    expect(forms({ NODE_ENV: 'test' }).limit).to.equal(0);
    expect(forms({ NODE_ENV: 'test', FORM_RATE_LIMIT: '5', FORM_RATE_LIMIT_WINDOW_SECONDS: '60' })).to.deep.equal({ limit: 5, windowMs: 60_000 });
    expect(() => forms({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', FORM_RATE_LIMIT: 'lots' })).to.throw(ConfigError, 'FORM_RATE_LIMIT must be a whole number');
  });
});
