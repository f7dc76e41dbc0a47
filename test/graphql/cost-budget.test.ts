/**
 * The GraphQL cost budget per client over time (issue 23, item 2): each operation that runs is
 * charged its computed cost (the same figure as `extensions.cost.estimated`) to its client, an API
 * key per client address, else the address; the answer says what was charged (`X-GraphQL-Cost`)
 * and what is left (the `"graphql-cost"` policy in the IETF RateLimit fields); an operation that
 * costs more than is left is refused with 429, RATE_LIMITED and Retry-After, not charged, so a
 * cheaper one still runs; the window's end gives the whole budget back. A GraphQL GET answered
 * from the response cache is charged what it cost, so the cache never changes an answer: over the
 * budget, a kept query is refused exactly as without the cache.
 */
import { expect } from 'chai';
import request from 'supertest';
import { readSecuritySettings } from '../../src/config/security.config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const BUDGET = 6_000;
const POLICY = `"graphql-cost";q=${BUDGET};w=60`;
const EXPENSIVE = '{ postsConnection(first: 50) { edges { node { slug content } } } }';
const CHEAP = '{ categories { slug } }';
const CREATE_KEY = 'mutation Create($input: ApiKeyInput!) { createApiKey(input: $input) { token } }';

/** What the `"graphql-cost"` item of a RateLimit field says is left; undefined without one. */
function budgetLeft(header: string | undefined): number | undefined {
  const match = /"graphql-cost";r=(\d+);t=(\d+)/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

describe('GraphQL cost budget per client over time', function () {
  this.timeout(60_000);
  let now = new Date('2026-11-20T12:00:00Z');
  let t: TestApp;
  let cost: number;
  before(async () => {
    t = await createTestApp({
      clock: () => now,
      apiAddresses: { limit: 1_000, windowMs: 60_000 },
      configure: (config) => ({ ...config, trustProxy: 1, security: { ...config.security, graphqlBudget: { points: BUDGET, windowMs: 60_000 } } }),
    });
    await resetDatabase();
    await insertPost({ title: 'Budgeted' });
    const first = await gql(request(t.app), EXPENSIVE).set('X-Forwarded-For', '198.51.100.1').expect(200);
    cost = first.body.extensions.cost.estimated as number;
    expect(cost, 'the expensive query fits one request but not three in the budget').to.be.within(BUDGET / 3 + 1, BUDGET / 2);
  });
  const moveOn = () => (now = new Date(now.getTime() + 61_000));

  it('charges each query its computed cost, says so on the answer, and refuses one that costs more than is left with 429 and Retry-After', async () => {
    moveOn();
    const from = (query: string) => gql(request(t.app), query).set('X-Forwarded-For', '203.0.113.5');
    const left: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await from(EXPENSIVE).expect(200);
      expect(res.headers['x-graphql-cost']).to.equal(String(cost));
      expect(res.headers['ratelimit-policy']).to.equal(`"address";q=1000;w=60, ${POLICY}`);
      expect(res.headers.ratelimit).to.match(/^"address";r=\d+;t=\d+, "graphql-cost";r=\d+;t=\d+$/);
      left.push(budgetLeft(res.headers.ratelimit)!);
    }
    expect(left).to.deep.equal([BUDGET - cost, BUDGET - 2 * cost]);

    const refused = await from(EXPENSIVE).expect(429);
    expect(Number(refused.headers['retry-after'])).to.be.within(1, 60);
    expect(refused.headers['cache-control']).to.equal('private, no-store');
    expect(budgetLeft(refused.headers.ratelimit), 'nothing charged for a refusal').to.equal(BUDGET - 2 * cost);
    expect(refused.headers['x-graphql-cost']).to.equal(undefined);
    const [error] = refused.body.errors;
    expect(error.message).to.equal(`This query costs ${cost} and ${BUDGET - 2 * cost} of your GraphQL cost budget is left (${BUDGET} per 1 minute). `
      + 'Try again in 1 minute, or ask for smaller pages or fewer fields.');
    expect(error.extensions).to.deep.include({ code: 'RATE_LIMITED', cost, retryAfter: Number(refused.headers['retry-after']) });
    expect(error.extensions.budget).to.deep.equal({ points: BUDGET, windowSeconds: 60, remaining: BUDGET - 2 * cost });
    expect(refused.body.data).to.equal(undefined);

    // What is left still buys a cheaper query; another address has its own budget.
    const cheap = await from(CHEAP).expect(200);
    expect(cheap.body.data.categories).to.be.an('array');
    const cheapCost = Number(cheap.headers['x-graphql-cost']);
    expect(budgetLeft(cheap.headers.ratelimit)).to.equal(BUDGET - 2 * cost - cheapCost);
    const other = await gql(request(t.app), EXPENSIVE).set('X-Forwarded-For', '203.0.113.6').expect(200);
    expect(budgetLeft(other.headers.ratelimit)).to.equal(BUDGET - cost);

    // The window's end gives the whole budget back.
    moveOn();
    const later = await from(EXPENSIVE).expect(200);
    expect(budgetLeft(later.headers.ratelimit)).to.equal(BUDGET - cost);
  });

  it('does not charge a query refused by the per-request cost limit', async () => {
    moveOn();
    const tooBig = await gql(request(t.app), '{ a: postsConnection(first: 50) { edges { node { content html excerptText readingTime } } } }')
      .set('X-Forwarded-For', '203.0.113.7').expect(400);
    expect(tooBig.body.errors[0].extensions.code).to.equal('QUERY_TOO_COMPLEX');
    const next = await gql(request(t.app), CHEAP).set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(budgetLeft(next.headers.ratelimit)).to.equal(BUDGET - Number(next.headers['x-graphql-cost']));
  });

  it('charges an API key per client address, apart from the same address without the key', async () => {
    moveOn();
    const admin = await adminAgent(t.app, t.services);
    const created = await gql(admin, CREATE_KEY, { input: { name: 'Budget partner', scope: 'content' } }).expect(200);
    const token = created.body.data.createApiKey.token as string;
    const withKey = (address: string) => gql(request(t.app), EXPENSIVE).set('X-Api-Key', token).set('X-Forwarded-For', address);
    for (const expected of [BUDGET - cost, BUDGET - 2 * cost]) {
      const res = await withKey('192.0.2.10').expect(200);
      expect(res.headers['ratelimit-policy']).to.match(new RegExp(`^"api-key";q=\\d+;w=60, ${POLICY}$`));
      expect(budgetLeft(res.headers.ratelimit)).to.equal(expected);
    }
    const refused = await withKey('192.0.2.10').expect(429);
    expect(refused.body.errors[0].extensions.code).to.equal('RATE_LIMITED');
    // Another visitor of the key's site, and the same address without the key, each have their own budget.
    expect(budgetLeft((await withKey('192.0.2.11').expect(200)).headers.ratelimit)).to.equal(BUDGET - cost);
    const keyless = await gql(request(t.app), EXPENSIVE).set('X-Forwarded-For', '192.0.2.10').expect(200);
    expect(budgetLeft(keyless.headers.ratelimit)).to.equal(BUDGET - cost);
  });

  it('charges a GET query answered from the response cache what it cost, and refuses it over the budget as the app without the cache does', async () => {
    moveOn();
    const url = `/graphql?query=${encodeURIComponent(EXPENSIVE)}`;
    const address = '203.0.113.9';
    const get = (listener: TestApp['app']) => request(listener).get(url).set('Accept', 'application/json').set('X-Forwarded-For', address);
    const miss = await get(t.app).expect(200);
    expect(miss.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');
    const hits = t.cache.stats().hits;
    const hit = await get(t.app).expect(200);
    expect(t.cache.stats().hits, 'answered from the cache').to.equal(hits + 1);
    expect(hit.text).to.equal(miss.text);
    for (const [res, left] of [[miss, BUDGET - cost], [hit, BUDGET - 2 * cost]] as const) {
      expect(res.headers['x-graphql-cost']).to.equal(String(cost));
      expect(res.headers['ratelimit-policy']).to.equal(`"address";q=1000;w=60, ${POLICY}`);
      expect(budgetLeft(res.headers.ratelimit)).to.equal(left);
    }
    // Over the budget the kept answer is not replayed: the client gets the refusal the app without the cache gives.
    const refused = await get(t.app).expect(429);
    const uncached = await get(t.express).expect(429);
    expect(t.cache.stats().hits - hits, 'the entry was found').to.equal(2);
    expect(refused.text).to.equal(uncached.text);
    expect(refused.body.errors[0].extensions.code).to.equal('RATE_LIMITED');
    for (const name of ['retry-after', 'cache-control', 'content-type']) expect(refused.headers[name], name).to.equal(uncached.headers[name]);
    expect(budgetLeft(refused.headers.ratelimit)).to.equal(BUDGET - 2 * cost);
    expect(budgetLeft(uncached.headers.ratelimit)).to.equal(BUDGET - 2 * cost);

    // The entry stays; in the next window a revalidation (304) from the cache is charged like any read of the query.
    moveOn();
    const notModified = await get(t.app).set('If-None-Match', hit.headers.etag!).expect(304);
    expect(t.cache.stats().hits - hits).to.equal(3);
    expect(notModified.headers['x-graphql-cost']).to.equal(String(cost));
    expect(budgetLeft(notModified.headers.ratelimit)).to.equal(BUDGET - cost);
  });
});

describe('GraphQL cost budget: settings', () => {
  it('defaults to 100,000 points a minute (off under NODE_ENV=test) and refuses a budget smaller than one allowed query', () => {
    expect(readSecuritySettings({}, 'production').graphqlBudget).to.deep.equal({ points: 100_000, windowMs: 60_000 });
    expect(readSecuritySettings({}, 'test').graphqlBudget.points).to.equal(0);
    expect(readSecuritySettings({ GRAPHQL_COST_BUDGET: '0' }, 'production').graphqlBudget.points).to.equal(0);
    expect(readSecuritySettings({ GRAPHQL_COST_BUDGET: '20000', GRAPHQL_COST_BUDGET_WINDOW_SECONDS: '10' }, 'production').graphqlBudget)
      .to.deep.equal({ points: 20_000, windowMs: 10_000 });
    expect(() => readSecuritySettings({ GRAPHQL_COST_BUDGET: '1000' }, 'production')).to.throw(/GRAPHQL_COST_BUDGET must be 0 \(off\) or at least GRAPHQL_MAX_COST \(5000\)/);
  });
});
