/**
 * One strong ETag per representation, encoding included (issue 23, item 7), with the response
 * cache on and off: identity, gzip and brotli of one answer each carry their own strong ETag, the
 * same representation asked again carries the same one, If-None-Match with it answers 304 for
 * that encoding, and another encoding's ETag does not. Two real listeners on one database, one
 * composed with the cache and one without, as same-answers.test.ts.
 */
import { expect } from 'chai';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { insertCatalogue, NOW } from '../helpers/post-catalogue.js';
import { decode, rawRequest, serve } from './support.js';

const GRAPHQL = `/graphql?query=${encodeURIComponent('{ posts(pageSize: 5) { total items { slug title excerpt publishDate } } }')}`;
/** Public answers of each kind (bodies large enough to compress): REST lists of each form, a GraphQL GET query, a feed, a page. */
const URLS = ['/api/blog-posts?limit=5', '/api/blog-posts', '/api/blog-posts?page=1&pageSize=5', GRAPHQL, '/rss.xml', '/blog'];
const ENCODINGS = [['identity', undefined], ['gzip', 'gzip'], ['br', 'br']] as const;
const STRONG = /^"[^"]+"$/;

describe('ETags: one strong ETag per encoding, with the response cache on and off', function () {
  this.timeout(120_000);
  const servers: Array<{ port: number; close: () => Promise<void> }> = [];
  const ports: Record<'cache on' | 'cache off', number> = { 'cache on': 0, 'cache off': 0 };
  let on: TestApp;

  before(async () => {
    on = await createTestApp({ pages: true, clock: () => NOW });
    const off = await createTestApp({ pages: true, clock: () => NOW, configure: (config) => ({ ...config, cache: { ...config.cache, enabled: false } }) });
    await resetDatabase();
    await insertCatalogue();
    servers.push(await serve(on.app), await serve(off.app));
    ports['cache on'] = servers[0]!.port;
    ports['cache off'] = servers[1]!.port;
  });
  after(() => Promise.all(servers.map((server) => server.close())));

  for (const side of ['cache on', 'cache off'] as const) {
    for (const url of URLS) {
      it(`${side}: ${url.slice(0, 60)}`, async () => {
        const port = ports[side];
        const asked: Record<string, string> = url.startsWith('/graphql') ? { Accept: 'application/json' } : {};
        const headers = (accept: string, extra: Record<string, string> = {}) => ({ 'Accept-Encoding': accept, ...asked, ...extra });
        const etags = new Map<string, string>();
        let identityBody: string | undefined;
        for (const [accept, encoding] of ENCODINGS) {
          const first = await rawRequest(port, url, headers(accept));
          const again = await rawRequest(port, url, headers(accept));
          expect(first.status, accept).to.equal(200);
          expect(first.headers['content-encoding'], accept).to.equal(encoding);
          expect(first.headers.vary, accept).to.match(/Accept-Encoding/);
          expect(first.headers.etag, accept).to.match(STRONG);
          expect(again.headers.etag, `${accept}: the same representation, the same ETag`).to.equal(first.headers.etag);
          expect(again.body.equals(first.body), accept).to.equal(true);
          const body = decode(first.body, encoding);
          identityBody ??= body;
          expect(body, `${accept} decodes to the same answer`).to.equal(identityBody);
          etags.set(accept, first.headers.etag!);

          const notModified = await rawRequest(port, url, headers(accept, { 'If-None-Match': first.headers.etag! }));
          expect(notModified.status, `${accept}: If-None-Match`).to.equal(304);
          expect(notModified.body.length).to.equal(0);
          expect(notModified.headers.etag).to.equal(first.headers.etag);
        }
        expect(new Set(etags.values()).size, 'identity, gzip and br are three representations').to.equal(3);
        // The ETag of another encoding does not validate this one: the full answer comes back.
        const crossed = await rawRequest(port, url, headers('br', { 'If-None-Match': etags.get('gzip')! }));
        expect(crossed.status).to.equal(200);
        expect(crossed.headers.etag).to.equal(etags.get('br'));
        // HEAD names the representation GET would send.
        const head = await rawRequest(port, url, headers('gzip'), 'HEAD');
        expect(head.status).to.equal(200);
        expect(head.body.length).to.equal(0);
        expect(head.headers.etag).to.equal(etags.get('gzip'));
        expect(head.headers['content-encoding']).to.equal('gzip');
      });
    }
  }

  it('a client that takes only deflate gets the identity answer with the identity ETag, cache on or off', async () => {
    for (const port of Object.values(ports)) {
      const identity = await rawRequest(port, '/api/blog-posts?limit=5', { 'Accept-Encoding': 'identity' });
      const deflate = await rawRequest(port, '/api/blog-posts?limit=5', { 'Accept-Encoding': 'deflate' });
      expect(deflate.headers['content-encoding']).to.equal(undefined);
      expect(deflate.headers.etag).to.equal(identity.headers.etag);
      expect(deflate.body.equals(identity.body)).to.equal(true);
    }
  });

  it('a route\'s own strong ETag (an admin post\'s version, for If-Match) comes with the identity body only', async () => {
    const admin = await adminAgent(on.app, on.services);
    const [post] = (await admin.get('/api/admin/blog-posts').expect(200)).body as Array<{ id: number; version: number }>;
    const res = await admin.get(`/api/admin/blog-posts/${post!.id}`).set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers.etag).to.equal(`"${res.body.version}"`);
    expect(res.headers['content-encoding']).to.equal(undefined);
  });
});
