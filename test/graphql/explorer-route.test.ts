/**
 * GET /graphql: a browser asking for a page gets the explorer page (from the site's own assets,
 * under the site's Content-Security-Policy); API clients get Apollo as before.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('GET /graphql: the explorer for browsers, Apollo for API clients', () => {
  let t: TestApp;
  before(async function () {
    this.timeout(180_000); // the first start may build the pages
    t = await createTestApp({ pages: true });
    await resetDatabase();
  });

  it('answers a browser with the explorer page: own scripts only, under the strict CSP', async () => {
    const res = await request(t.app).get('/graphql').set('Accept', BROWSER_ACCEPT).expect(200).expect('Content-Type', /text\/html/);
    expect(res.headers['content-security-policy']).to.contain("script-src 'self'").and.contain("connect-src 'self'");
    expect(res.text).to.match(/<title>GraphQL explorer \| /);
    const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).to.be.greaterThan(0);
    for (const tag of scripts) {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
      // Either a file of the site's build, or data (JSON) a browser never runs.
      expect(src ? src.startsWith('/assets/') : /type="application\/json"/.test(tag), tag).to.equal(true);
    }
    expect(res.text).not.to.match(/apollographql|embeddable-sandbox|cdn\./i);
  });

  it('leaves JSON clients, GET queries and POSTs to Apollo', async () => {
    const get = await request(t.app).get('/graphql').query({ query: '{ categories { slug } }' }).set('Accept', 'application/json').expect(200);
    expect(get.body.data.categories.length).to.be.greaterThan(0);
    // A query in the URL typed into a browser opens the explorer with it (Apollo answered its landing page).
    const typed = await request(t.app).get('/graphql').query({ query: '{ session { isAuthenticated } }' }).set('Accept', BROWSER_ACCEPT).expect(200);
    expect(typed.text).to.match(/<title>GraphQL explorer \| /);
    const bare = await request(t.app).get('/graphql').set('Accept', 'application/json');
    expect(bare.status).to.equal(400);
    expect(bare.type).to.match(/json/);
    const post = await request(t.app).post('/graphql').set('Accept', BROWSER_ACCEPT).send({ query: '{ session { isAuthenticated } }' }).expect(200);
    expect(post.body.data.session.isAuthenticated).to.equal(false);
  });
});
