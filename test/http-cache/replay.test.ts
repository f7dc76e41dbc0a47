import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { expect } from 'chai';
import request from 'supertest';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { KEPT_BROTLI_QUALITY, PASSING_BROTLI_QUALITY, windowBits } from '../../src/server/http-cache/encodings.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { cachedApp, decode, rawRequest, serve, type CachedApp } from './support.js';

const NOW = new Date('2026-11-20T12:00:00Z');
/** Set by Node per response. */
const PER_RESPONSE = ['date', 'connection', 'keep-alive'];

function stable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));
}

describe('response cache: what a hit sends', function () {
  this.timeout(120_000);
  let t: CachedApp;
  let cached: Awaited<ReturnType<typeof serve>>;
  let uncached: Awaited<ReturnType<typeof serve>>;
  before(async () => {
    t = await cachedApp({ now: NOW });
    await resetDatabase();
    await seedDemoPostsIfMissing(NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    cached = await serve(t.listener);
    uncached = await serve(t.express);
  });
  afterEach(() => t.cache.purgeAll());
  after(async () => {
    t.cache.stop();
    await cached.close();
    await uncached.close();
  });

  const get = (url: string, encoding = 'identity', method = 'GET') => rawRequest(cached.port, url, { 'Accept-Encoding': encoding }, method);

  for (const url of ['/blog/start-here', '/blog', '/', '/blog?search=race&category=running', '/sitemap.xml', '/rss.xml', '/robots.txt', '/no-such-page', '/api/blog-posts?page=2', '/api/blog-categories']) {
    it(`replays ${url} with the bytes and headers the app rendered`, async () => {
      const rendered = await rawRequest(uncached.port, url, { 'Accept-Encoding': 'identity' });
      const miss = await get(url);
      const hits = t.cache.stats().hits;
      const hit = await get(url);
      expect(t.cache.stats().hits, 'answered from the cache').to.equal(hits + 1);
      for (const res of [miss, hit]) {
        expect(res.status).to.equal(rendered.status);
        expect(stable(res.headers)).to.deep.equal(stable(rendered.headers));
        expect(res.body.equals(rendered.body)).to.equal(true);
      }
      expect(hit.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');
      expect(hit.headers.etag).to.match(/^"[^"]+"$/);
      expect(hit.headers['content-security-policy'], 'security headers kept').to.include("default-src 'self'");
    });
  }

  it('keeps brotli, gzip and identity bodies that decode to the same page, chosen by Accept-Encoding', async () => {
    const bodies: string[] = [];
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip, deflate', 'gzip'], ['identity', undefined], ['br;q=0, gzip;q=0.5', 'gzip'], ['', undefined]] as const) {
      await get('/blog', accept);
      const res = await get('/blog', accept);
      expect(res.headers['content-encoding'], accept).to.equal(encoding);
      expect(res.headers.vary).to.equal('Accept-Encoding');
      expect(Number(res.headers['content-length'])).to.equal(res.body.length);
      bodies.push(decode(res.body, encoding));
    }
    expect(bodies[0]).to.include('Showing 1–5 of 42 articles');
    expect(new Set(bodies).size).to.equal(1);
  });

  it('compresses a kept page for many answers and a page sent once for that answer: brotli quality 5 and 2, a window that fits the page', async () => {
    const page = (await rawRequest(uncached.port, '/blog/start-here', { 'Accept-Encoding': 'identity' })).body;
    const atQuality = (quality: number) => brotliCompressSync(page, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length, [zlib.BROTLI_PARAM_LGWIN]: windowBits(page.length) },
    });
    // The article with its inline first-paint CSS: 128 KB (2^17, less brotli's 16 bytes) hold it.
    expect(windowBits(page.length), 'the smallest window that holds the article').to.equal(17);
    expect(page.length).to.be.above(65_520).and.below(131_056);
    // Rendered for this response only (the app without the cache in front): the page compressed whole.
    const passing = await rawRequest(uncached.port, '/blog/start-here', { 'Accept-Encoding': 'br' });
    expect(passing.headers['content-encoding']).to.equal('br');
    expect(passing.headers.vary).to.equal('Accept-Encoding');
    expect(decode(passing.body, 'br')).to.equal(page.toString());
    expect(passing.body.equals(atQuality(PASSING_BROTLI_QUALITY)), 'sent at the passing quality').to.equal(true);
    expect(passing.body.length).to.be.below(page.length / 3);
    // Kept by the cache: compressed once, at the higher quality, for every later answer.
    await get('/blog/start-here', 'br');
    const kept = await get('/blog/start-here', 'br');
    expect(kept.body.equals(atQuality(KEPT_BROTLI_QUALITY)), 'kept at the higher quality').to.equal(true);
    expect(kept.body.length).to.be.below(passing.body.length);
  });

  it('sends a page rendered for one answer in the encoding asked for, each encoding with its own strong ETag and 304', async () => {
    const identity = await rawRequest(uncached.port, '/blog/start-here', { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).to.equal(undefined);
    expect(identity.headers.vary).to.equal('Accept-Encoding');
    const etags = new Set([identity.headers.etag]);
    for (const [accept, encoding] of [['br, gzip, deflate', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0.5, gzip', 'gzip']] as const) {
      const res = await rawRequest(uncached.port, '/blog/start-here', { 'Accept-Encoding': accept });
      expect(res.status, accept).to.equal(200);
      expect(res.headers['content-encoding'], accept).to.equal(encoding);
      expect(res.headers.vary, accept).to.equal('Accept-Encoding');
      expect(res.headers['cache-control'], accept).to.equal('public, max-age=0, must-revalidate');
      expect(decode(res.body, encoding), accept).to.equal(identity.body.toString());
      expect(res.headers.etag, accept).to.match(/^"[^"]+"$/);
      etags.add(res.headers.etag);
      const again = await rawRequest(uncached.port, '/blog/start-here', { 'Accept-Encoding': accept, 'If-None-Match': res.headers.etag! });
      expect(again.status, accept).to.equal(304);
      expect(again.body.length).to.equal(0);
    }
    expect(etags.size, 'identity, br and gzip are three representations').to.equal(3);
    // Deflate is not offered: a client taking only deflate gets the identity page and its ETag (never the identity ETag on deflate bytes).
    const deflate = await rawRequest(uncached.port, '/blog/start-here', { 'Accept-Encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).to.equal(undefined);
    expect(deflate.headers.etag).to.equal(identity.headers.etag);
  });

  it('answers 304 to a matching If-None-Match, from the cache', async () => {
    const first = await get('/blog/start-here', 'br');
    const hits = t.cache.stats().hits;
    for (const tag of [first.headers.etag, `W/${first.headers.etag}`, `"other", ${first.headers.etag}`, '*']) {
      const res = await request(t.listener).get('/blog/start-here').set('If-None-Match', tag!).set('Accept-Encoding', 'br');
      expect(res.status, tag).to.equal(304);
      expect(res.headers.etag).to.equal(first.headers.etag);
      expect(res.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');
      expect(res.text ?? '').to.equal('');
    }
    expect(t.cache.stats().hits).to.equal(hits + 4);
    const changed = await request(t.listener).get('/blog/start-here').set('If-None-Match', '"not-it"');
    expect(changed.status).to.equal(200);
  });

  it('answers HEAD with the headers of GET and no body, also when HEAD comes first', async () => {
    const head = await get('/values', 'gzip', 'HEAD');
    const full = await get('/values', 'gzip');
    expect(head.status).to.equal(200);
    expect(stable(head.headers)).to.deep.equal(stable(full.headers));
    expect(head.body.length).to.equal(0);
    expect(decode(full.body, 'gzip')).to.include('<html');
    expect(t.cache.stats().hits, 'the GET was a hit').to.be.above(0);
  });

  it('shares one entry between equivalent URLs and drops junk parameters', async () => {
    await get('/blog');
    const entries = t.cache.stats().entries;
    for (const url of ['/blog?page=1', '/blog?sort=recent&utm_source=mail', '/blog?page=abc', '/blog?search=%20%20']) await get(url);
    for (let n = 0; n < 20; n++) await get(`/?utm_source=campaign-${n}&fbclid=${n}`);
    expect(t.cache.stats().entries).to.equal(entries + 1);
    // Two views that differ only in parameter order are one entry as well.
    await get('/blog?category=running&search=race');
    await get('/blog?search=race&category=running&junk=1');
    expect(t.cache.stats().entries).to.equal(entries + 2);
  });

  it('passes requests with the session cookie or an API credential through: staff previews stay live', async () => {
    const draft = postInput({ slug: 'cache-draft-preview', title: 'Draft in preview', status: 'draft' });
    const admin = await adminAgent(t.app, t.services);
    await request(t.listener).get('/blog/cache-draft-preview').expect(404);
    const created = (await admin.post('/api/admin/blog-posts').send(draft).expect(201)).body.post;
    const cookie = ((await request(t.app).post('/api/admin/login').send({ username: 'staff.admin', password: 'a-long-test-password-42' })).headers['set-cookie'] as unknown as string[]).find((line: string) => line.startsWith('mf.sid='))!.split(';')[0]!;
    const misses = t.cache.stats().misses;
    const preview = await request(t.listener).get('/blog/cache-draft-preview').set('Cookie', cookie).expect(200);
    expect(preview.text).to.include('Draft in preview');
    expect(preview.headers['cache-control']).to.equal('private, no-store');
    await request(t.app).put(`/api/admin/blog-posts/${created.id}`).set('Cookie', cookie).send({ ...draft, title: 'Draft edited' }).expect(200);
    expect((await request(t.listener).get('/blog/cache-draft-preview').set('Cookie', cookie)).text).to.include('Draft edited');
    await request(t.listener).get('/api/blog-posts/start-here').set('X-Api-Key', 'anything');
    await request(t.listener).get('/api/blog-posts/start-here').set('Authorization', 'Bearer anything');
    expect(t.cache.stats().misses, 'none of them went through the cache').to.equal(misses);
    await request(t.listener).get('/blog/cache-draft-preview').expect(404);
  });
});
