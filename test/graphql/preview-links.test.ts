/**
 * Short-lived preview links (issue 23, item 3): whoever may preview (a staff session, a preview
 * key, an admin key) makes a signed link to one post; anyone holding it reads that post, drafts
 * included, without a key, over REST (`GET /api/preview/{token}`) and GraphQL (`previewPost`),
 * until it expires (410 / GONE); a token altered in any way is not ours (404 / NOT_FOUND); the
 * answers are never kept by the response cache or anyone else (`private, no-store`).
 */
import { expect } from 'chai';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, insertPost } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';

const CREATE = 'mutation Link($postId: Int!, $minutes: Int) { createPreviewLink(postId: $postId, minutes: $minutes) { token url expiresAt postId } }';
const CREATE_KEY = 'mutation Create($input: ApiKeyInput!) { createApiKey(input: $input) { token } }';
const READ = 'query Preview($token: String!) { previewPost(token: $token) { slug title status } }';

describe('preview links: signed, expiring, one post, never cached', function () {
  this.timeout(60_000);
  let now = new Date('2026-11-20T12:00:00.000Z');
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  let draft: { id: number; slug: string };
  before(async () => {
    t = await createTestApp({ clock: () => now });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    draft = await insertPost({ status: 'draft', title: 'Unannounced taper plan' });
  });

  async function link(client = admin as Parameters<typeof gql>[0], variables: Record<string, unknown> = { postId: draft.id }) {
    return gql(client, CREATE, variables).expect(200);
  }

  it('a staff member makes a link; anyone holding it reads the draft over REST and GraphQL, and nothing keeps the answer', async () => {
    const made = await link();
    expect(made.body.errors).to.equal(undefined);
    const { token, url, expiresAt, postId } = made.body.data.createPreviewLink;
    expect(postId).to.equal(draft.id);
    expect(url).to.match(new RegExp(`/api/preview/${token.replace(/[.]/g, '\\.')}$`));
    expect(expiresAt).to.equal('2026-11-20T13:00:00.000Z');

    const entries = t.cache.stats().entries;
    for (let i = 0; i < 2; i++) {
      const res = await request(t.app).get(`/api/preview/${token}`).expect(200);
      expect(res.body).to.include({ slug: draft.slug, title: 'Unannounced taper plan', status: 'draft' });
      expect(res.headers['cache-control']).to.equal('private, no-store');
      expect(res.headers['x-robots-tag']).to.equal('noindex, nofollow');
      expect(res.headers['referrer-policy']).to.equal('no-referrer');
      expect(res.headers['access-control-allow-origin'], 'readable by a front end on another origin').to.equal('*');
    }
    const graph = await gql(request(t.app), READ, { token }).expect(200);
    expect(graph.body.data.previewPost).to.deep.equal({ slug: draft.slug, title: 'Unannounced taper plan', status: 'draft' });
    const overGet = await request(t.app).get('/graphql').set('Accept', 'application/json').query({ query: READ, variables: JSON.stringify({ token }) }).expect(200);
    expect(overGet.body.data.previewPost.slug).to.equal(draft.slug);
    expect(overGet.headers['cache-control']).to.equal('private, no-store');
    expect(t.cache.stats().entries, 'no preview answer was kept').to.equal(entries);
    // The public reads still do not show the draft.
    await request(t.app).get(`/api/blog-posts/${draft.slug}`).expect(404);
  });

  it('expires: 410 and GONE once its time is up; the default is an hour, at most a day', async () => {
    const { token } = (await link(admin, { postId: draft.id, minutes: 5 })).body.data.createPreviewLink;
    await request(t.app).get(`/api/preview/${token}`).expect(200);
    now = new Date(now.getTime() + 5 * 60_000);
    const expired = await request(t.app).get(`/api/preview/${token}`).expect(410);
    expect(expired.body.message).to.equal('This preview link has expired: ask for a new one.');
    expect(expired.headers['cache-control']).to.equal('private, no-store');
    const graph = await gql(request(t.app), READ, { token }).expect(200);
    expect(graph.body.errors[0].extensions.code).to.equal('GONE');
    for (const minutes of [0, 1441, -5]) {
      const refused = await link(admin, { postId: draft.id, minutes });
      expect(refused.body.errors[0].extensions.code, String(minutes)).to.equal('BAD_USER_INPUT');
      expect(refused.body.errors[0].extensions.errors.minutes).to.equal('minutes must be a whole number from 1 to 1440');
    }
  });

  it('a token altered in any way, or made up, is not ours: 404 and NOT_FOUND, never the post', async () => {
    const { token } = (await link()).body.data.createPreviewLink as { token: string };
    const [prefix, payload, signature] = token.split('.') as [string, string, string];
    const other = await insertPost({ status: 'draft', title: 'Another secret' });
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const longer = Buffer.from(JSON.stringify({ ...forged, exp: (forged.exp as number) + 86_400 })).toString('base64url');
    const elsewhere = Buffer.from(JSON.stringify({ ...forged, post: other.id })).toString('base64url');
    // Every other last character: some differ from it only in bits base64 decoding ignores.
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const flipped = [...BASE64URL].filter((char) => !signature.endsWith(char)).map((char) => `${prefix}.${payload}.${signature.slice(0, -1)}${char}`);
    for (const bad of [`${prefix}.${longer}.${signature}`, `${prefix}.${elsewhere}.${signature}`, ...flipped,
      `pl2.${payload}.${signature}`, `${prefix}.${payload}`, 'not-a-token', 'x'.repeat(600)]) {
      const res = await request(t.app).get(`/api/preview/${encodeURIComponent(bad)}`).expect(404);
      expect(res.body.message, bad).to.equal('This preview link is not valid.');
      const graph = await gql(request(t.app), READ, { token: bad }).expect(200);
      expect(graph.body.errors[0].extensions.code, bad).to.equal('NOT_FOUND');
      expect(graph.body.data).to.equal(null);
    }
  });

  it('only whoever may preview makes links: a preview key may, a content key and anonymous get FORBIDDEN; an unknown post is NOT_FOUND', async () => {
    const key = async (scope: string) => (await gql(admin, CREATE_KEY, { input: { name: `${scope} key`, scope } }).expect(200)).body.data.createApiKey.token as string;
    const preview = await gql(request(t.app), CREATE, { postId: draft.id }).set('X-Api-Key', await key('preview')).expect(200);
    expect(preview.body.data.createPreviewLink.postId).to.equal(draft.id);
    for (const client of [gql(request(t.app), CREATE, { postId: draft.id }).set('X-Api-Key', await key('content')), gql(request(t.app), CREATE, { postId: draft.id })]) {
      const res = await client.expect(200);
      expect(res.body.errors[0].extensions.code).to.equal('FORBIDDEN');
      expect(res.body.errors[0].message).to.equal('Preview links are made with a staff session, a preview key or an admin key.');
    }
    const unknown = await link(admin, { postId: 999_999 });
    expect(unknown.body.errors[0].extensions.code).to.equal('NOT_FOUND');
  });
});
