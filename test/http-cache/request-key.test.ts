import type { IncomingMessage } from 'node:http';
import { expect } from 'chai';
import request from 'supertest';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { cacheKeyFor } from '../../src/server/http-cache/request-key.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';

const NOW = new Date('2026-11-20T12:00:00Z');
const ask = (url: string, headers: Record<string, string> = {}, method = 'GET') => cacheKeyFor({ url, headers, method } as unknown as IncomingMessage);

describe('response cache keys', () => {
  it('reduces a URL to what the response depends on', () => {
    const cases: Array<[string, string | null]> = [
      ['/', '/'],
      ['/?utm_source=mail&fbclid=1', '/'],
      ['/values?x=1', '/values'],
      // The thanks after a form posted without JavaScript (a declared form path only).
      ['/?sent=suggestion&x=1', '/?sent=suggestion'],
      ['/join?sent=waitlist', '/join?sent=waitlist'],
      ['/team?sent=no-such-form', '/team'],
      // Given twice, the last value counts, as the page reads it.
      ['/team?sent=expert-application&sent=no-such-form', '/team'],
      ['/team?sent=no-such-form&sent=expert-application', '/team?sent=expert-application'],
      ['/blog', '/blog'],
      ['/blog?page=1&sort=recent&utm=1', '/blog'],
      ['/blog?page=abc', '/blog'],
      ['/blog?sort=oldest&category=running&search=%20race%20&page=2', '/blog?search=race&category=running&sort=oldest&page=2'],
      ['/blog?category=running,trail-ultra&category=running', '/blog?category=running&category=trail-ultra'],
      ['/blog/start-here?page=1&ref=x', '/blog/start-here'],
      ['/blog/start-here?page=3', '/blog/start-here?page=3'],
      // An article keeps the list view it was opened from (its "Back to Resources" link).
      ['/blog/start-here?sort=oldest&category=running&search=%20race%20&page=2&utm=1', '/blog/start-here?search=race&category=running&sort=oldest&page=2'],
      ['/blog/index.pageContext.json?page=1&search=x', '/blog/index.pageContext.json?search=x'],
      ['/index.pageContext.json?utm=1', '/index.pageContext.json'],
      ['/sitemap.xml?x=1', '/sitemap.xml'],
      ['/api/blog-posts?utm=1', '/api/blog-posts'],
      ['/api/blog-posts?sort=oldest&page=2&junk=1', '/api/blog-posts?page=2&sort=oldest'],
      ['/api/blog-posts/start-here?x=1', '/api/blog-posts/start-here'],
      ['/api/blog-categories?x=1', '/api/blog-categories'],
      ['/api/admin/blog-posts', null],
      ['/api/klaviyo/waitlist', null],
      ['/admin', null],
      ['/admin/blog', null],
      ['/assets/entry.js', null],
      ['/images/logo.svg', null],
      [`/blog?search=${'x'.repeat(3000)}`, null],
    ];
    for (const [url, key] of cases) expect(ask(url)?.key ?? null, url).to.equal(key);
  });

  it('keys GraphQL GET queries on their operation and on Accept, and leaves browsers (the explorer) alone', () => {
    expect(ask('/graphql?query=%7Bposts%7Btotal%7D%7D&junk=1', { accept: 'application/json' })).to.deep.equal({
      key: '/graphql?query=%7Bposts%7Btotal%7D%7D\napplication/json', url: '/graphql?query=%7Bposts%7Btotal%7D%7D', vary: ['accept'],
    });
    expect(ask('/graphql?query=x', { accept: 'text/html,application/xhtml+xml' })).to.equal(null);
  });

  it('ignores Origin with CORS_ORIGINS=*, and with an allow-list keys API answers by a listed Origin only', () => {
    expect(ask('/api/blog-categories', { origin: 'https://a.example' })).to.deep.equal(ask('/api/blog-categories'));
    const listed = ['https://a.example'];
    const keyOf = (url: string, headers: Record<string, string> = {}) => cacheKeyFor({ url, headers, method: 'GET' } as unknown as IncomingMessage, listed);
    const fromListed = keyOf('/api/blog-categories', { origin: 'https://a.example' })!;
    const fromOther = keyOf('/api/blog-categories', { origin: 'https://evil.example' })!;
    const fromNone = keyOf('/api/blog-categories')!;
    expect(fromListed.key).to.not.equal(fromNone.key);
    expect(fromOther.key).to.equal(fromNone.key);
    expect(fromListed.vary).to.include('origin');
    expect(keyOf('/graphql?query=%7Bx%7D', { origin: 'https://a.example', accept: 'application/json' })!.vary).to.have.members(['accept', 'origin']);
    // Pages carry no CORS headers: their key ignores Origin even with a list.
    expect(keyOf('/blog', { origin: 'https://a.example' })).to.deep.equal(keyOf('/blog'));
  });

  it('lets through everything with a credential, and every method but GET and HEAD', () => {
    expect(ask('/blog', { cookie: 'theme=dark; mf.sid=s%3Aabc' })).to.equal(null);
    expect(ask('/blog', { cookie: 'theme=dark' })?.key).to.equal('/blog');
    expect(ask('/blog', { authorization: 'Bearer k' })).to.equal(null);
    expect(ask('/blog', { 'x-api-key': 'k' })).to.equal(null);
    expect(ask('/blog', {}, 'HEAD')?.key).to.equal('/blog');
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) expect(ask('/blog', {}, method), method).to.equal(null);
  });
});

describe('pages ignore the parameters the cache key drops (rendered without the cache)', function () {
  this.timeout(120_000);
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ pages: true, clock: () => NOW });
    await resetDatabase();
    await seedDemoPostsIfMissing(NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
  });

  for (const [url, same] of [
    ['/?utm_source=mail&fbclid=abc', '/'],
    ['/team?ref=x', '/team'],
    ['/team?sent=nonsense', '/team'],
    ['/team?sent=expert-application&ref=x', '/team?sent=expert-application'],
    ['/blog?page=1&sort=recent&utm_campaign=x', '/blog'],
    ['/blog?page=abc&sort=nonsense', '/blog'],
    ['/blog?sort=oldest&category=running&search=race&x=1', '/blog?search=race&category=running&sort=oldest'],
    ['/blog/start-here?page=1&utm=1', '/blog/start-here'],
    ['/blog/start-here?page=2&x=y', '/blog/start-here?page=2'],
    ['/blog/start-here?sort=oldest&category=running&search=race&page=2&x=1', '/blog/start-here?search=race&category=running&sort=oldest&page=2'],
    ['/no-such-page?x=1', '/no-such-page'],
  ]) {
    it(`renders ${url} exactly as ${same}`, async () => {
      const a = await request(t.app).get(url!);
      const b = await request(t.app).get(same!);
      expect(a.status).to.equal(b.status);
      expect(a.text).to.equal(b.text);
      expect(ask(url!)?.key).to.equal(same);
    });
  }

  it('keeps the thanks of a form posted without JavaScript apart from the plain page', async () => {
    const thanked = await request(t.app).get('/team?sent=expert-application').expect(200);
    const plain = await request(t.app).get('/team').expect(200);
    expect(thanked.text).to.include('Thanks for reaching out!');
    expect(plain.text).to.not.include('Thanks for reaching out!');
  });
});
