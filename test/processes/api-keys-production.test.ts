/**
 * Keys fit for browsers against a production start (issue 23, "How it is checked"): a content
 * key's answers are publicly cacheable and carry the RateLimit headers, keyless answers carry the
 * per-address policy with production's default allowance, an admin key cannot mint an admin key,
 * and a key limited to one origin refuses a page elsewhere; two encodings of one page or answer
 * carry their own ETags; the SDL is served; 50 card-sized posts and a backward page pass the cost
 * limit and are charged to the cost budget; a preview link shows a draft and is never kept.
 */
import { expect } from 'chai';
import { ownDatabase, productionStaffSession, PRODUCTION_ENV, startProductionServer } from '../helpers/production-server.js';
import { stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

const STAFF = { username: 'api.owner', password: 'a-production-api-owner-password-58' };
const SITE = PRODUCTION_ENV.PUBLIC_URL;
const CREATE = 'mutation Create($input: ApiKeyInput!) { createApiKey(input: $input) { token key { scope allowedOrigins } } }';

describe('API keys in production', function () {
  this.timeout(120_000);
  let server: ServerProcess;
  let db: ReturnType<typeof ownDatabase>;
  let base: string;
  let session: Record<string, string>;

  const graphql = async (headers: Record<string, string>, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    return { status: res.status, body: await res.json() as { data?: any; errors?: Array<{ message: string; extensions: { code: string } }> } };
  };
  const staff = () => session;

  before(async () => {
    db = ownDatabase('apikeys');
    server = await startProductionServer('api-keys', { DATABASE_URL: db.url, TRUST_PROXY: '1', SEED_DEMO_CONTENT: 'true', ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password });
    base = `http://127.0.0.1:${server.port}`;
    session = await productionStaffSession(server.port, STAFF);
  });
  after(async () => {
    await stopServerProcess(server);
    db.drop();
  });

  it('a content key: public Cache-Control, the RateLimit fields, the anonymous body', async () => {
    const created = await graphql(staff(), CREATE, { input: { name: 'Agency front end', scope: 'content' } });
    const token = created.body.data.createApiKey.token as string;
    const keyed = await fetch(`${base}/api/blog-posts?limit=2&fields=slug`, { headers: { 'x-api-key': token } });
    expect(keyed.status).to.equal(200);
    expect(keyed.headers.get('cache-control')).to.equal('public, max-age=0, must-revalidate');
    expect(keyed.headers.get('ratelimit-policy')).to.equal('"api-key";q=600;w=60');
    expect(keyed.headers.get('ratelimit')).to.match(/^"api-key";r=599;t=\d+$/);
    const anonymous = await fetch(`${base}/api/blog-posts?limit=2&fields=slug`);
    expect(await anonymous.json()).to.deep.equal(await keyed.json());
    expect(anonymous.headers.get('ratelimit-policy')).to.equal('"address";q=1200;w=60');
    expect(anonymous.headers.get('ratelimit')).to.match(/^"address";r=\d+;t=\d+$/);
  });

  it('an admin key cannot mint an admin key; a key limited to one origin refuses a page elsewhere', async () => {
    const admin = await graphql(staff(), CREATE, { input: { name: 'Build server', scope: 'admin' } });
    const adminToken = admin.body.data.createApiKey.token as string;
    const escalation = await graphql({ 'x-api-key': adminToken }, CREATE, { input: { name: 'Copy', scope: 'admin' } });
    expect(escalation.body.errors![0]!.extensions.code).to.equal('FORBIDDEN');

    const limited = await graphql({ 'x-api-key': adminToken }, CREATE, { input: { name: 'Partner', scope: 'content', allowedOrigins: ['https://partner.example'] } });
    expect(limited.body.data.createApiKey.key).to.deep.equal({ scope: 'content', allowedOrigins: ['https://partner.example'] });
    const token = limited.body.data.createApiKey.token as string;
    const home = await fetch(`${base}/api/blog-categories`, { headers: { 'x-api-key': token, origin: 'https://partner.example' } });
    expect(home.status).to.equal(200);
    expect(home.headers.get('vary')).to.match(/Origin/);
    const elsewhere = await fetch(`${base}/api/blog-categories`, { headers: { 'x-api-key': token, origin: 'https://elsewhere.example' } });
    expect(elsewhere.status).to.equal(403);
    expect((await elsewhere.json() as { message: string }).message).to.match(/^This API key may not be used from https:\/\/elsewhere.example/);
  });
  it('one strong ETag per encoding (304 each), of a page and of an API answer', async () => {
    for (const path of ['/blog', '/api/blog-posts?limit=10', '/rss.xml']) {
      const etags: string[] = [];
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
        await res.arrayBuffer();
        expect(res.status, `${path} ${encoding}`).to.equal(200);
        expect(res.headers.get('content-encoding') ?? 'identity', path).to.equal(encoding);
        const etag = res.headers.get('etag')!;
        expect(etag, path).to.match(/^"[^"]+"$/);
        etags.push(etag);
        const again = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
        expect(again.status, `${path} ${encoding} revalidated`).to.equal(304);
      }
      expect(new Set(etags).size, path).to.equal(3);
    }
  });

  it('serves the SDL; a connection of 50 card-sized posts and a backward page pass the cost limit and are charged to the budget', async () => {
    const sdl = await fetch(`${base}/graphql/schema.graphql`);
    expect(sdl.status).to.equal(200);
    expect(await sdl.text()).to.match(/type Query \{/);
    const ask = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' }, body: JSON.stringify({ query, variables }) });
      return { res, body: await res.json() as { data?: any; errors?: unknown[]; extensions?: { cost: { estimated: number } } } };
    };
    const cards = await ask(`{ postsConnection(first: 50) { edges { cursor node { slug title excerpt publishDate author
      image { url alt width height } categories { name slug } } } pageInfo { hasNextPage endCursor } } }`);
    expect(cards.res.status, JSON.stringify(cards.body.errors)).to.equal(200);
    expect(cards.body.errors).to.equal(undefined);
    expect(cards.body.data.postsConnection.edges).to.have.length(42);
    const cost = cards.body.extensions!.cost.estimated;
    expect(cards.res.headers.get('x-graphql-cost')).to.equal(String(cost));
    expect(cards.res.headers.get('ratelimit-policy')).to.equal('"address";q=1200;w=60, "graphql-cost";q=100000;w=60');
    expect(cards.res.headers.get('ratelimit')).to.match(new RegExp(`"graphql-cost";r=${100_000 - cost};t=\\d+$`));
    const { endCursor } = cards.body.data.postsConnection.pageInfo;
    const back = await ask('query Back($before: String) { postsConnection(last: 1, before: $before) { edges { node { slug } } pageInfo { hasPreviousPage } } }', { before: endCursor });
    expect(back.res.status).to.equal(200);
    expect(back.body.data.postsConnection.edges).to.have.length(1);
  });

  it('a preview link made with a preview key shows a draft without a key, never kept', async () => {
    const key = (await graphql(staff(), CREATE, { input: { name: 'Preview site', scope: 'preview' } })).body.data.createApiKey.token as string;
    const draft = await graphql(staff(), 'mutation { createPost(input: { title: "Draft for review", slug: "draft-for-review", excerpt: "e", content: "<p>c</p>", author: "A", categories: ["Running"], publishDate: "2026-01-01", status: draft }) { id } }', {});
    expect(draft.body.errors, JSON.stringify(draft.body.errors)).to.equal(undefined);
    const made = await graphql({ 'x-api-key': key }, 'mutation Link($id: Int!) { createPreviewLink(postId: $id) { token url } }', { id: draft.body.data.createPost.id });
    const { token, url } = made.body.data.createPreviewLink as { token: string; url: string };
    expect(url).to.equal(`${SITE}/api/preview/${token}`);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/preview/${token}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('private, no-store');
      expect((await res.json() as { title: string; status: string })).to.include({ title: 'Draft for review', status: 'draft' });
    }
  });
});
