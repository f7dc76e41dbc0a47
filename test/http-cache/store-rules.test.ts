import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest, type RequestListener } from 'node:http';
import { expect } from 'chai';
import request from 'supertest';
import { DEFAULT_CACHE_SETTINGS } from '../../src/config/cache.config.js';
import { createLogger } from '../../src/config/logger.js';
import { createResponseCache, type ResponseCache } from '../../src/server/http-cache/index.js';
import { buildEntry } from '../../src/server/http-cache/entry.js';
import { compressNow } from '../../src/server/http-cache/encodings.js';
import { ResponseStore } from '../../src/server/http-cache/store.js';
import { rawRequest, serve, waitFor } from './support.js';
import { createServices } from '../../src/services/index.js';
import { resetDatabase, testDatabase } from '../helpers/database.js';

const PUBLIC = 'public, max-age=0, must-revalidate';
const MB = 1024 * 1024;
const LONG_TEXT = 'Breathe in for four, out for six, and name what you feel. '.repeat(70);
/** More header than Node's HTTP client reads by default (16 KB). */
const WIDE_TAGS = Array.from({ length: 4000 }, (_, n) => `post-${n}`).join(' ');

/**
 * A small app behind the cache that counts how often it is asked: /cookie sets a cookie,
 * /vary-origin varies on Origin, /private is private (/private/long: 4 KB of text), /big/<n>
 * answers 100 KB of random bytes, /wide names 4,000 cache tags (36 KB of headers), /left answers once its asker has gone (as a page does, only
 * if its own response is still open).
 */
function countingApp(calls: Map<string, number>): RequestListener {
  return (req, res) => {
    const path = req.url!.split('?')[0]!;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    res.setHeader('Cache-Control', path.startsWith('/private') ? 'private, no-store' : PUBLIC);
    if (path === '/cookie') res.setHeader('Set-Cookie', 'tracking=1; Path=/');
    if (path === '/vary-origin') res.setHeader('Vary', 'Origin');
    if (path === '/wide') res.setHeader('Surrogate-Key', WIDE_TAGS);
    if (path === '/left') {
      req.socket.once('close', () => (res.destroyed ? undefined : res.end(`answer for ${path}`)));
      return;
    }
    res.setHeader('Content-Type', path.startsWith('/big/') ? 'application/octet-stream' : 'text/plain');
    res.end(path.startsWith('/big/') ? randomBytes(100 * 1024) : path === '/private/long' ? LONG_TEXT : `answer for ${path}`);
  };
}

describe('response cache: what it stores', function () {
  this.timeout(60_000);
  const calls = new Map<string, number>();
  let cache: ResponseCache;
  before(async () => {
    await resetDatabase();
    const { sequelize } = await testDatabase();
    const services = createServices(sequelize);
    cache = createResponseCache({ app: countingApp(calls), settings: { ...DEFAULT_CACHE_SETTINGS, maxBytes: MB }, services, logger: createLogger('test') });
    await cache.start();
    // The first store waits for the next publish time to be read.
    while (cache.stats().entries === 0) await request(cache.listener).get('/warm');
  });
  after(() => cache.stop());

  async function askedTwice(path: string): Promise<number> {
    await request(cache.listener).get(path).expect(200);
    await request(cache.listener).get(path).expect(200);
    return calls.get(path) ?? 0;
  }

  it('stores a public response: the second request does not reach the app', async () => {
    expect(await askedTwice('/plain')).to.equal(1);
  });

  it('never stores a response that sets a cookie, but sends the cookie', async () => {
    expect(await askedTwice('/cookie')).to.equal(2);
    expect((await request(cache.listener).get('/cookie')).headers['set-cookie']).to.deep.equal(['tracking=1; Path=/']);
  });

  it('never stores a response that varies on a request header the key leaves out, or a private one', async () => {
    expect(await askedTwice('/vary-origin')).to.equal(2);
    expect(await askedTwice('/private')).to.equal(2);
  });

  it('passes on what it does not keep compressed for that answer, as a page rendered for one answer is', async () => {
    const server = await serve(cache.listener);
    try {
      for (const [accept, encoding, decode] of [['gzip', 'gzip', gunzipSync], ['br, gzip', 'br', brotliDecompressSync]] as const) {
        const res = await rawRequest(server.port, '/private/long', { 'Accept-Encoding': accept });
        expect(res.headers['content-encoding'], accept).to.equal(encoding);
        expect(res.headers.vary, accept).to.equal('Accept-Encoding');
        expect(res.headers['cache-control'], accept).to.equal('private, no-store');
        expect(decode(res.body).toString(), accept).to.equal(LONG_TEXT);
        expect(res.body.equals(compressNow(Buffer.from(LONG_TEXT), encoding)), `${accept}: the passing level`).to.equal(true);
      }
    } finally {
      await server.close();
    }
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    for (let n = 0; n < 30; n++) await request(cache.listener).get(`/big/${n}`).expect(200);
    expect(cache.stats().bytes).to.be.at.most(MB);
    expect(cache.stats().entries).to.be.within(2, 11);
    expect(await askedTwice('/big/29'), 'the newest is kept').to.equal(1);
    expect(await askedTwice('/big/0'), 'the oldest was dropped').to.equal(2);
  });

  it('renders a miss whose asker left for the requests waiting for it, and keeps it', async () => {
    const server = await serve(cache.listener);
    try {
      const left = httpRequest({ host: '127.0.0.1', port: server.port, path: '/left', agent: false });
      left.on('error', () => undefined);
      left.end();
      await waitFor('the render of /left to start', () => calls.get('/left') === 1);
      const waiting = rawRequest(server.port, '/left');
      left.destroy();
      const answer = await waiting;
      expect(answer.status).to.equal(200);
      expect(answer.body.toString()).to.equal('answer for /left');
      expect(await askedTwice('/left'), 'rendered once, then kept').to.equal(1);
    } finally {
      await server.close();
    }
  });

  it('keeps a response whose headers are longer than a client reads by default', async () => {
    const server = await serve(cache.listener);
    try {
      for (let n = 0; n < 2; n++) {
        const res = await rawRequest(server.port, '/wide');
        expect(res.status).to.equal(200);
        expect(res.headers['surrogate-key']).to.equal(WIDE_TAGS);
      }
      expect(calls.get('/wide'), 'rendered once, then kept').to.equal(1);
    } finally {
      await server.close();
    }
  });

  it('coalesces concurrent misses of one URL into one render', async () => {
    await Promise.all(Array.from({ length: 10 }, () => request(cache.listener).get('/together').expect(200)));
    expect(calls.get('/together')).to.equal(1);
  });
});

describe('response store: a purge wins over a render that started before it', () => {
  const entry = (tags: string[], expiresAt = Infinity) =>
    buildEntry({ status: 200, headers: { 'surrogate-key': tags.join(' '), 'content-type': 'text/plain' }, body: Buffer.from(createHash('sha1').update(tags.join()).digest('hex')) }, expiresAt);

  it('drops the store of a render whose tags were purged meanwhile, keeps the others', async () => {
    const store = new ResponseStore(MB, () => 1000);
    const renderedFrom = store.position();
    store.purge(['post-1', 'posts']);
    expect(store.set('/blog/one', await entry(['post-1', 'categories']), renderedFrom)).to.equal(false);
    expect(store.set('/team', await entry([]), renderedFrom)).to.equal(true);
    expect(store.set('/blog/two', await entry(['post-2']), renderedFrom)).to.equal(true);
    expect(store.set('/blog/one', await entry(['post-1']), store.position()), 'rendered after the purge').to.equal(true);
    store.clear();
    expect(store.set('/team', await entry([]), renderedFrom)).to.equal(false);
  });

  it('purges by tag and never serves an expired entry', async () => {
    let now = 1000;
    const store = new ResponseStore(MB, () => now);
    store.set('/blog/one', await entry(['post-1', 'posts']), 0);
    store.set('/blog/two', await entry(['post-2', 'posts']), 0);
    store.set('/soon', await entry([], 2000), 0);
    expect(store.purge(['post-1'])).to.equal(1);
    expect(store.get('/blog/one')).to.equal(undefined);
    expect(store.get('/blog/two')).not.to.equal(undefined);
    expect(store.get('/soon')).not.to.equal(undefined);
    now = 2000;
    expect(store.get('/soon')).to.equal(undefined);
    expect(store.set('/late', await entry([], 2000), store.position()), 'expired before it was stored').to.equal(false);
  });
});
