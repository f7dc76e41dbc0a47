/**
 * The response cache never changes an answer: every public route is asked over a generated matrix
 * of parameters (valid, invalid, empty, repeated, unknown, in other orders and letter cases)
 * through two real listeners on one database, one composed with the cache and one without, and
 * must give the same status, body and the headers a client reads. The cached side is asked twice
 * in a row over the whole matrix, so an entry kept for one URL and served to another shows.
 */
import { expect } from 'chai';
import { createTestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { insertCatalogue, NOW } from '../helpers/post-catalogue.js';
import { decode, rawRequest, serve, type RawResponse } from './support.js';

/** Headers a client acts on. Not compared: Date, and what compression changes (Content-Encoding below
 * 1 KB, lengths, ETag values): bodies are compared decoded. */
const COMPARED = ['content-type', 'cache-control', 'location', 'link', 'retry-after', 'surrogate-key', 'cache-tag',
  'x-total-count', 'x-page', 'x-page-size', 'x-page-count', 'x-next-cursor', 'x-previous-cursor', 'access-control-allow-origin',
  'content-security-policy', 'x-robots-tag'];

const enc = encodeURIComponent;

/** Each parameter's values: valid ones, an invalid one, an empty one. */
const LIST_VALUES: Record<string, string[]> = {
  limit: ['2', '50', '999', '0', 'x', ''],
  fields: ['slug', 'slug,title', 'title,slug', 'nope', ''],
  after: ['bogus', ''],
  before: ['bogus'],
  order: ['oldest', 'recent', 'sideways'],
  page: ['2', '0', 'abc', ''],
  pageSize: ['2', '500', 'x'],
  sort: ['oldest', 'category-asc', 'nope'],
  search: ['mind', ' MIND ', ''],
  category: ['running', 'running,cycling', 'no-such-category', ''],
  allCategories: ['running', 'running,visualization'],
  author: ['Zed Marathon', 'nobody'],
  publishedAfter: ['2026-01-01', 'not-a-date'],
  publishedBefore: ['2026-04-15T00:00:00Z', '31/12/2026'],
  updatedSince: ['2020-01-01', 'yesterday'],
};

function restListUrls(): string[] {
  const urls = ['/api/blog-posts', '/api/blog-posts?junk=1', '/api/blog-posts?utm_source=x&limit=2'];
  for (const [name, values] of Object.entries(LIST_VALUES)) {
    for (const value of values) urls.push(`/api/blog-posts?${name}=${enc(value)}`);
    // Repeated: the first value counts for a single-valued parameter, every value for a list.
    urls.push(`/api/blog-posts?${name}=${enc(values[0]!)}&${name}=${enc(values[1]!)}`);
    urls.push(`/api/blog-posts?${name}=${enc(values[0]!)}&junk=${enc(values[0]!)}`);
  }
  // Combinations a client sends, in both orders, and forms that must be refused.
  const combos = ['limit=2&fields=slug', 'fields=slug&limit=2', 'limit=2&order=oldest&fields=slug,publishDate', 'limit=1&category=running',
    'page=2&pageSize=2&fields=slug', 'pageSize=2&page=2', 'search=mind&sort=oldest&pageSize=2', 'category=running&fields=slug&page=1',
    'limit=2&page=2', 'after=x&before=y', 'limit=2&before=', 'fields=slug&fields=title', 'fields=slug,nope'];
  for (const combo of combos) urls.push(`/api/blog-posts?${combo}`);
  return urls;
}

function restOneUrls(): string[] {
  const urls: string[] = [];
  for (const slug of ['start-here', 'cycling-solo', 'draft-post', 'scheduled-post', 'no-such-post']) {
    urls.push(`/api/blog-posts/${slug}`, `/api/blog-posts/${slug}?fields=slug`, `/api/blog-posts/${slug}?fields=slug,title&junk=1`, `/api/blog-posts/${slug}?fields=nope`);
  }
  return urls;
}

function pageUrls(): string[] {
  const urls = ['/', '/?utm_source=mail', '/?sent=suggestion', '/?sent=nope', '/values', '/values?x=1', '/team?sent=expert-application',
    '/team?sent=expert-application&sent=nope', '/team?sent=nope&sent=expert-application', '/offerings',
    '/join', '/join?sent=waitlist', '/no-such-page', '/no-such-page?x=1', '/Blog', '/blog/', '/blog/?page=2', '/blog//start-here',
    '/sitemap.xml', '/sitemap.xml?x=1', '/rss.xml', '/robots.txt', '/index.pageContext.json', '/blog/index.pageContext.json?page=2&x=1'];
  const list = ['', 'page=2', 'page=abc', 'page=0', 'page=99', 'search=mind', 'search=%20mind%20&page=1', 'category=running', 'category=running,cycling',
    'category=running&category=cycling', 'sort=oldest', 'sort=nope', 'sort=oldest&category=running&search=mind&page=2', 'page=2&sort=oldest&utm=1', 'junk=1'];
  for (const query of list) {
    urls.push(`/blog${query ? `?${query}` : ''}`, `/blog/start-here${query ? `?${query}` : ''}`);
  }
  urls.push('/blog/no-such-post', '/blog/draft-post', '/blog/scheduled-post?page=2', '/blog/start-here/index.pageContext.json?page=2');
  return urls;
}

function graphqlUrls(): string[] {
  const query = (text: string) => `query=${enc(text)}`;
  const cards = '{ posts(pageSize: 2) { total items { slug } } }';
  const connection = 'query Cards($first: Int) { postsConnection(first: $first) { edges { node { slug } } pageInfo { hasNextPage } } }';
  return [
    `/graphql?${query(cards)}`, `/graphql?${query(cards)}&junk=1`, `/graphql?${query('{ categories { slug } }')}`,
    `/graphql?${query(connection)}&variables=${enc('{"first":2}')}`, `/graphql?${query(connection)}&variables=${enc('{"first":3}')}`,
    `/graphql?${query(connection)}&variables=${enc('{"first":"x"}')}`, `/graphql?${query(connection)}&operationName=Cards&variables=${enc('{"first":1}')}`,
    `/graphql?${query(connection)}&operationName=Nope`, `/graphql?${query('{ nope }')}`, '/graphql', `/graphql?${query(cards)}&${query('{ categories { slug } }')}`,
    `/GraphQL?${query(cards)}`, `/graphql/?${query(cards)}`,
  ];
}

function apiOddUrls(): string[] {
  return ['/api/blog-categories', '/api/blog-categories?x=1', '/api/blog-categories/', '/API/blog-posts?limit=2', '/api/Blog-Posts?limit=2&fields=slug',
    '/api/blog-posts/?limit=2', '/api/blog-posts/start-here/?fields=slug', '/api/no-such-route', '/api/no-such-route?limit=2'];
}

const HEADER_SETS: Array<Record<string, string>> = [{}, { 'Accept-Encoding': 'br, gzip' }, { 'Accept-Encoding': 'gzip' }];

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | undefined>;
}

function answerOf(res: RawResponse): Answer {
  const headers: Record<string, string | undefined> = {};
  for (const name of COMPARED) headers[name] = res.headers[name];
  const vary = res.headers.vary;
  headers.vary = vary === undefined ? undefined : vary.toLowerCase().split(',').map((item) => item.trim()).sort().join(', ');
  return { status: res.status, body: decode(res.body, res.headers['content-encoding']), headers };
}

describe('response cache: the same answers with the cache on and off', function () {
  this.timeout(240_000);
  const servers: Array<{ port: number; close: () => Promise<void> }> = [];
  let cached: number;
  let uncached: number;

  before(async () => {
    const on = await createTestApp({ pages: true, clock: () => NOW });
    const off = await createTestApp({ pages: true, clock: () => NOW, configure: (config) => ({ ...config, cache: { ...config.cache, enabled: false } }) });
    await resetDatabase();
    await insertCatalogue();
    servers.push(await serve(on.app), await serve(off.app));
    [cached, uncached] = servers.map((server) => server.port) as [number, number];
  });
  after(() => Promise.all(servers.map((server) => server.close())));

  async function compareAll(urls: string[]): Promise<void> {
    const differences: string[] = [];
    let compared = 0;
    // Twice over the whole matrix: the second pass answers from what the first kept.
    for (const pass of [1, 2]) {
      for (const url of urls) {
        for (const headers of HEADER_SETS) {
          const asked = url.startsWith('/graphql') || url.startsWith('/GraphQL') ? { ...headers, Accept: 'application/json' } : headers;
          const expected = answerOf(await rawRequest(uncached, url, asked));
          const actual = answerOf(await rawRequest(cached, url, asked));
          compared++;
          if (actual.status !== expected.status) differences.push(`pass ${pass} ${url} ${JSON.stringify(asked)}: status ${actual.status}, without the cache ${expected.status}`);
          else if (actual.body !== expected.body) differences.push(`pass ${pass} ${url} ${JSON.stringify(asked)}: body differs (${actual.body.length} against ${expected.body.length} characters)`);
          else {
            for (const [name, value] of Object.entries(expected.headers)) {
              if (actual.headers[name] !== value) differences.push(`pass ${pass} ${url} ${JSON.stringify(asked)}: ${name} ${actual.headers[name]} against ${value}`);
            }
          }
        }
      }
    }
    expect(differences, differences.slice(0, 20).join('\n')).to.deep.equal([]);
    expect(compared).to.equal(urls.length * HEADER_SETS.length * 2);
  }

  it('REST list: every parameter valid, invalid, empty, repeated, unknown and combined', async () => {
    const urls = restListUrls();
    await compareAll(urls);
    // The cases of the bug this guards: keyless clients got the whole list for any of these.
    const two = JSON.parse((await rawRequest(cached, '/api/blog-posts?limit=2&fields=slug')).body.toString()) as object[];
    expect(two).to.have.length(2);
    for (const post of two) expect(Object.keys(post)).to.deep.equal(['slug']);
    expect((await rawRequest(cached, '/api/blog-posts?limit=999')).status).to.equal(400);
  });

  it('REST single post and categories, and API paths in other letter cases or with a trailing slash', async () => {
    await compareAll([...restOneUrls(), ...apiOddUrls()]);
  });

  it('pages, feeds and client-side navigation data over their list state and junk', async () => {
    await compareAll(pageUrls());
  });

  it('GraphQL GET queries with variables, operation names and junk', async () => {
    await compareAll(graphqlUrls());
  });
});
