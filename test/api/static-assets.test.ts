/**
 * Issue 3 item 1: the production build's hashed assets are cached for a year; files without a
 * hash in their name (images under public/) only for an hour, so a new version shows up.
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';

describe('static assets of the page build', () => {
  let t: TestApp;
  before(async () => {
    await resetDatabase();
    t = await createTestApp({ pages: true });
  });

  it('serves the hashed scripts a page references immutable for a year, compressed', async () => {
    const html = (await request(t.app).get('/').expect(200)).text;
    const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts).to.not.be.empty;
    for (const src of scripts) {
      expect(src).to.match(/\.[A-Za-z0-9_-]{8}\.js$/, `${src} has a content hash`);
      const res = await request(t.app).get(src).set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).to.match(/javascript/);
      if (Number(res.headers['content-length'] ?? 2000) > 1024) expect(res.headers['content-encoding']).to.equal('gzip');
    }
  });

  it('serves unhashed public files for an hour only', async () => {
    const res = await request(t.app).get('/images/logo.svg').expect(200);
    expect(res.headers['cache-control']).to.equal('public, max-age=3600');
    expect(res.headers['content-type']).to.match(/^image\/svg\+xml/);
  });

  it('answers a missing asset with 404, not a page', async () => {
    await request(t.app).get('/assets/entries/nope.deadbeef.js').expect(404);
  });
});
