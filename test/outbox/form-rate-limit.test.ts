import { expect } from 'chai';
import request from 'supertest';
import type { Express } from 'express';
import { ConfigError } from '../../src/config/config.js';
import { createLogger } from '../../src/config/logger.js';
import { createApp } from '../../src/server/app.js';
import { formRateLimitFromEnv } from '../../src/server/middleware/form-rate-limit.js';
import { createServices } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';
import { gql } from '../helpers/graphql.js';
import { formBody, FORM_PATHS } from './support.js';

const MESSAGE = 'Too many submissions from your connection. Please wait 1 minute and try again.';
const SUGGEST = 'mutation($input: SuggestionInput!) { submitSuggestion(input: $input) { success } }';

async function limitedApp(limit: number, trustProxy: boolean | number | string = false): Promise<Express> {
  const { sequelize, config } = await testDatabase();
  return createApp({
    config: { ...config, trustProxy }, sequelize, services: createServices(sequelize), logger: createLogger('test'),
    formRateLimit: { limit, windowMs: 60_000 },
  });
}

describe('public forms: rate limit per client', () => {
  beforeEach(() => resetDatabase({ categories: false }));

  it('REST and GraphQL share one allowance; past it both answer 429 with a message the form can show', async () => {
    const app = await limitedApp(3);
    await request(app).post(FORM_PATHS.waitlist).send(formBody('waitlist', 1)).expect(200);
    await gql(request(app), SUGGEST, { input: formBody('suggestion', 1) }).expect(200);
    const third = await request(app).post(FORM_PATHS.interest_registration).send(formBody('interest_registration', 1)).expect(200);
    expect(third.headers).to.have.property('ratelimit');

    const rest = await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', 2)).expect(429);
    expect(rest.body).to.deep.equal({ message: MESSAGE });
    const graphql = await gql(request(app), SUGGEST, { input: formBody('suggestion', 3) }).expect(429);
    expect(graphql.body).to.deep.equal({ errors: [{ message: MESSAGE, extensions: { code: 'RATE_LIMITED' } }] });
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

    const direct = await limitedApp(1);
    await request(direct).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.3').send(formBody('suggestion', 9)).expect(200);
    await request(direct).post(FORM_PATHS.suggestion).set('X-Forwarded-For', '203.0.113.4').send(formBody('suggestion', 10)).expect(429);
  });

  it('reads FORM_RATE_LIMIT and FORM_RATE_LIMIT_WINDOW_SECONDS; off by default only under NODE_ENV=test', () => {
    expect(formRateLimitFromEnv({}, 'production')).to.deep.equal({ limit: 20, windowMs: 600_000 });
    expect(formRateLimitFromEnv({}, 'test').limit).to.equal(0);
    expect(formRateLimitFromEnv({ FORM_RATE_LIMIT: '5', FORM_RATE_LIMIT_WINDOW_SECONDS: '60' }, 'test')).to.deep.equal({ limit: 5, windowMs: 60_000 });
    expect(() => formRateLimitFromEnv({ FORM_RATE_LIMIT: 'lots' }, 'production')).to.throw(ConfigError, 'FORM_RATE_LIMIT must be a whole number');
  });
});
