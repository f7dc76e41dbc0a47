/**
 * The media library in GraphQL (issue 21): the documented Media type (absolute URLs, variants,
 * srcset(format), placeholder), the staff queries and mutations with their error codes, and a
 * post's image with its variants for Content API clients.
 */
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { gql } from '../helpers/graphql.js';
import { photo } from '../helpers/media-files.js';

const MEDIA_FIELDS = 'id url width height alt caption decorative mimeType placeholder fileName variants { url width format } avif: srcset(format: avif) jpeg: srcset(format: jpeg)';

describe('GraphQL media library', function () {
  this.timeout(60_000);
  let t: TestApp;
  let admin: TestAgent;
  let id: number;
  let site: string;

  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    site = t.config.site.publicUrl;
    id = (await admin.post('/api/admin/media').field('alt', 'A pacer at dusk').attach('file', await photo(1000, 700), 'pacer.jpg').expect(201)).body.media.id;
  });

  it('lists and reads the library with absolute URLs, variants and srcsets', async () => {
    const res = await gql(admin, `query { mediaLibrary(search: "pacer") { total page pageCount items { ${MEDIA_FIELDS} } } }`).expect(200);
    const page = res.body.data.mediaLibrary;
    expect(page).to.include({ total: 1, page: 1, pageCount: 1 });
    const [item] = page.items;
    expect(item).to.include({ id, width: 1000, height: 700, alt: 'A pacer at dusk', mimeType: 'image/jpeg', fileName: 'pacer.jpg' });
    expect(item.url).to.match(new RegExp(`^${site}/media/[0-9a-f]{32}/original\\.jpg$`));
    expect(item.avif).to.equal(item.variants.filter((variant: { format: string }) => variant.format === 'avif').map((variant: { url: string; width: number }) => `${variant.url} ${variant.width}w`).join(', '));
    expect(item.jpeg).to.match(/ 320w, .* 640w, .* 960w, .* 1000w$/);
    const one = await gql(admin, `query($id: Int!) { media(id: $id) { id placeholder } }`, { id }).expect(200);
    expect(one.body.data.media.placeholder).to.match(/^data:image\/webp;base64,/);
  });

  it('refuses anonymous callers and a content key (UNAUTHENTICATED, FORBIDDEN)', async () => {
    const anonymous = await gql(request(t.app), 'query { mediaLibrary { total } }').expect(200);
    expect(anonymous.body.errors[0].extensions.code).to.equal('UNAUTHENTICATED');
    const { token } = await t.services.apiKeys.create({ name: 'Reader', scope: 'content' }, { kind: 'anonymous' } as never);
    const keyed = await gql(request(t.app), 'query { mediaLibrary { total } }').set('Authorization', `Bearer ${token}`).expect(200);
    expect(keyed.body.errors[0].extensions.code).to.equal('FORBIDDEN');
  });

  it('updates alt text (BAD_USER_INPUT for a bad one) and gives posts their image with variants', async () => {
    const bad = await gql(admin, 'mutation($id: Int!) { updateMedia(id: $id, input: { alt: "' + 'x'.repeat(501) + '" }) { id } }', { id }).expect(200);
    expect(bad.body.errors[0].extensions).to.deep.include({ code: 'BAD_USER_INPUT' });
    const saved = await gql(admin, 'mutation($id: Int!) { updateMedia(id: $id, input: { alt: "A pacer at sunset", caption: "Lap 12" }) { alt caption } }', { id }).expect(200);
    expect(saved.body.data.updateMedia).to.deep.equal({ alt: 'A pacer at sunset', caption: 'Lap 12' });
    const created = await gql(admin, 'mutation($input: PostInput!) { createPost(input: $input) { slug imageId } }', { input: postInput({ imageId: id, imageUrl: '' }) }).expect(200);
    expect(created.body.data.createPost.imageId).to.equal(id);
    const post = await gql(request(t.app), `query($slug: String!) { post(slug: $slug) { image { mediaId url alt caption width height placeholder variants { url width format } webp: srcset(format: webp) } } }`, { slug: created.body.data.createPost.slug }).expect(200);
    const image = post.body.data.post.image;
    expect(image).to.include({ mediaId: id, alt: 'A pacer at sunset', caption: 'Lap 12', width: 1000, height: 700 });
    expect(image.variants.every((variant: { url: string }) => variant.url.startsWith(`${site}/media/`))).to.equal(true);
    expect(image.webp.split(', ').map((part: string) => part.split(' ')[1])).to.deep.equal(['320w', '640w', '960w', '1000w']);
  });

  it('refuses to delete an image in use (CONFLICT naming the post), deletes an unused one', async () => {
    const refused = await gql(admin, 'mutation($id: Int!) { deleteMedia(id: $id) }', { id }).expect(200);
    expect(refused.body.errors[0].extensions.code).to.equal('CONFLICT');
    expect(refused.body.errors[0].message).to.match(/featured image of a post: “Test post \d+”/);
    const spare = (await admin.post('/api/admin/media').attach('file', await photo(400, 300), 'spare.jpg').expect(201)).body.media.id;
    const deleted = await gql(admin, 'mutation($id: Int!) { deleteMedia(id: $id) }', { id: spare }).expect(200);
    expect(deleted.body.data.deleteMedia).to.equal(true);
    const gone = await gql(admin, 'query($id: Int!) { media(id: $id) { id } }', { id: spare }).expect(200);
    expect(gone.body.errors[0].extensions.code).to.equal('NOT_FOUND');
  });
});
