/**
 * The media library over REST (issue 21) on the app as production composes it: uploads and their
 * variants, the served files' headers, every refusal with its status and message (hostile files
 * made here), what a failed upload leaves (nothing), staff-only access, the library's list,
 * edits and deletion, and posts with an `imageId` in the REST answers and on the article page.
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import sharp from 'sharp';
import { Media, User } from '../../models/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent, postInput } from '../helpers/fixtures.js';
import { EXIF_TEXT, hugeDeclaredPng, photo, SVG_WITH_SCRIPT, TEXT_AS_JPEG, truncated } from '../helpers/media-files.js';
import { siteImage } from '../../src/shared/site-images.js';

interface UploadedMedia {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  mimeType: string;
  placeholder: string;
  variants: Array<{ url: string; width: number; format: string }>;
}

describe('REST media library', function () {
  this.timeout(120_000);
  let t: TestApp;
  let admin: TestAgent;
  let jpeg: Buffer;
  let uploaded: UploadedMedia;

  const upload = (agent: TestAgent, file: Buffer, name = 'photo.jpg', fields: Record<string, string> = {}) => {
    let call = agent.post('/api/admin/media');
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    return call.attach('file', file, name);
  };
  const mediaFolders = async () => (existsSync(t.config.media.dir) ? (await readdir(t.config.media.dir)).filter((name) => !name.startsWith('.')) : []);

  before(async () => {
    t = await createTestApp();
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    jpeg = await photo(2400, 1600);
    expect(jpeg.includes(EXIF_TEXT), 'the test photo carries EXIF text').to.equal(true);
  });

  describe('upload', () => {
    it('answers 201 with the item: size, alt, caption, type, placeholder and AVIF/WebP/JPEG variants at several widths', async () => {
      const res = await upload(admin, jpeg, 'harbour.jpg', { alt: 'Boats in a harbour', caption: 'Early morning' }).expect(201);
      uploaded = res.body.media;
      expect(uploaded).to.include({ width: 2400, height: 1600, alt: 'Boats in a harbour', caption: 'Early morning', mimeType: 'image/jpeg' });
      expect(uploaded.id).to.be.a('number');
      expect(uploaded.url).to.match(/^\/media\/[0-9a-f]{32}\/original\.jpg$/);
      expect(uploaded.placeholder).to.match(/^data:image\/webp;base64,/);
      for (const format of ['avif', 'webp', 'jpeg']) {
        const widths = uploaded.variants.filter((variant) => variant.format === format).map((variant) => variant.width);
        expect(widths, format).to.deep.equal([320, 640, 960, 1280, 1920]);
      }
      expect(await Media.count()).to.equal(1);
    });

    it('never makes a variant wider than the original', async () => {
      const small = await photo(700, 400);
      const res = await upload(admin, small, 'small.jpg').expect(201);
      expect([...new Set(res.body.media.variants.map((variant: { width: number }) => variant.width))]).to.deep.equal([320, 640, 700]);
    });

    it('applies the EXIF orientation: a portrait photo stored sideways comes out upright', async () => {
      const sideways = await photo(600, 400, { orientation: 6 });
      const res = await upload(admin, sideways, 'sideways.jpg').expect(201);
      expect(res.body.media).to.include({ width: 400, height: 600 });
      const served = await request(t.app).get(res.body.media.url).buffer(true).parse(binary).expect(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.width, meta.height, meta.orientation ?? 1]).to.deep.equal([400, 600, 1]);
    });

    it('keeps transparency: a PNG with alpha gets PNG fallbacks', async () => {
      const png = await photo(500, 300, { format: 'png', alpha: true });
      const res = await upload(admin, png, 'logo.png').expect(201);
      expect(res.body.media.mimeType).to.equal('image/png');
      expect(res.body.media.variants.map((variant: { format: string }) => variant.format)).to.include.members(['avif', 'webp', 'png']);
    });

    it('accepts WebP, AVIF and GIF by their bytes, whatever the name says', async () => {
      for (const format of ['webp', 'avif', 'gif'] as const) {
        const file = await photo(400, 300, { format });
        const res = await upload(admin, file, 'wrong-name.txt').expect(201);
        expect(res.body.media.width, format).to.equal(400);
      }
    });
  });

  describe('serving', () => {
    it('serves every file immutable for a year with ETag, CORP cross-origin and its own type, without the EXIF text', async () => {
      for (const file of [{ url: uploaded.url, format: 'jpeg' }, ...uploaded.variants]) {
        const res = await request(t.app).get(file.url).buffer(true).parse(binary).expect(200);
        expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
        expect(res.headers['cross-origin-resource-policy']).to.equal('cross-origin');
        expect(res.headers['content-type']).to.equal(`image/${file.format}`);
        expect(res.headers.etag).to.match(/^"[0-9a-f]{32}-[a-z0-9-]+\.[a-z]+"$/);
        const body = res.body as Buffer;
        expect(body.includes(EXIF_TEXT), file.url).to.equal(false);
        expect(body.includes('GPS'), file.url).to.equal(false);
        const meta = await sharp(body).metadata();
        expect(meta.exif, file.url).to.equal(undefined);
      }
    });

    it('answers If-None-Match with 304 and a Range with 206 and the bytes asked for', async () => {
      const first = await request(t.app).get(uploaded.url).buffer(true).parse(binary).expect(200);
      await request(t.app).get(uploaded.url).set('If-None-Match', first.headers.etag!).expect(304);
      const part = await request(t.app).get(uploaded.url).set('Range', 'bytes=10-109').buffer(true).parse(binary).expect(206);
      expect(part.headers['content-range']).to.equal(`bytes 10-109/${(first.body as Buffer).length}`);
      expect((part.body as Buffer).equals((first.body as Buffer).subarray(10, 110))).to.equal(true);
      await request(t.app).get(uploaded.url).set('Range', 'bytes=99999999-').expect(416);
    });

    it('answers 404 for unknown files and paths that are not media keys', async () => {
      for (const path of ['/media/0123456789abcdef0123456789abcdef/original.jpg', '/media/nothing', '/media/../package.json', `${uploaded.url.replace('original.jpg', 'original.svg')}`, '/media/%2e%2e/%2e%2e/package.json']) {
        const res = await request(t.app).get(path);
        expect(res.status, path).to.equal(404);
      }
    });
  });

  describe('refusals', () => {
    it('refuses an SVG (it can carry script) and text named .jpg with 415, storing nothing', async () => {
      const before = { rows: await Media.count(), folders: (await mediaFolders()).length };
      for (const [file, name] of [[SVG_WITH_SCRIPT, 'drawing.svg'], [TEXT_AS_JPEG, 'holiday.jpg']] as const) {
        const res = await upload(admin, file, name).expect(415);
        expect(res.body.message).to.equal('The file must be a JPEG, PNG, WebP, AVIF or GIF image (SVG and other files are not accepted)');
        expect(res.body.errors).to.have.property('file');
      }
      expect({ rows: await Media.count(), folders: (await mediaFolders()).length }).to.deep.equal(before);
    });

    it('refuses a PNG declaring 144 megapixels in a few KB with 422 from its header, quickly', async () => {
      const png = hugeDeclaredPng();
      expect(png.length).to.be.below(10_000);
      const res = await upload(admin, png, 'tiny.png').expect(422);
      expect(res.body.message).to.equal('The image is 12000×12000 (144 megapixels), more than the limit of 50 megapixels (MEDIA_MAX_PIXELS)');
    });

    it('refuses files cut short with 422 and leaves no files and no row', async () => {
      const before = { rows: await Media.count(), folders: (await mediaFolders()).length };
      for (const [file, name] of [[truncated(jpeg), 'cut.jpg'], [truncated(await photo(800, 600, { format: 'png' }), 0.6), 'cut.png']] as const) {
        const res = await upload(admin, file, name).expect(422);
        expect(res.body.message, name).to.equal('The image could not be read: the file is damaged or cut short');
      }
      expect({ rows: await Media.count(), folders: (await mediaFolders()).length }).to.deep.equal(before);
    });

    it('refuses a request without a file or not multipart with 400 naming the field', async () => {
      const none = await admin.post('/api/admin/media').field('alt', 'x').expect(400);
      expect(none.body.errors).to.deep.equal({ file: 'Choose an image file to upload (the field "file")' });
      const json = await admin.post('/api/admin/media').send({ file: 'x' }).expect(400);
      expect(json.body.errors.file).to.match(/multipart\/form-data/);
    });

    it('refuses an alt text over 500 characters with 400 and stores nothing', async () => {
      const before = await Media.count();
      const res = await upload(admin, await photo(320, 200), 'a.jpg', { alt: 'x'.repeat(501) }).expect(400);
      expect(res.body.errors).to.deep.equal({ alt: 'Alt text must be at most 500 characters' });
      expect(await Media.count()).to.equal(before);
    });
  });

  describe('who may use it', () => {
    it('refuses no session (401), a content API key (403) and a foreign Origin with the session (403)', async () => {
      await upload(request.agent(t.app), jpeg).expect(401);
      await request(t.app).get('/api/admin/media').expect(401);
      const { token } = await t.services.apiKeys.create({ name: 'Reader', scope: 'content' }, { kind: 'anonymous' } as never);
      await request(t.app).get('/api/admin/media').set('Authorization', `Bearer ${token}`).expect(403);
      await request(t.app).post('/api/admin/media').set('Authorization', `Bearer ${token}`).attach('file', jpeg, 'a.jpg').expect(403);
      await admin.post('/api/admin/media').set('Origin', 'https://evil.example').attach('file', jpeg, 'a.jpg').expect(403);
      await admin.delete(`/api/admin/media/${uploaded.id}`).set('Origin', 'https://evil.example').expect(403);
    });

    it('lets an admin API key upload and list', async () => {
      // Admin keys are minted by a staff session only.
      const staff = (await User.findOne({ order: [['id', 'ASC']] }))!;
      const { token } = await t.services.apiKeys.create({ name: 'Importer', scope: 'admin' }, { kind: 'session', user: { id: staff.id, username: staff.username } } as never);
      const res = await request(t.app).post('/api/admin/media').set('X-Api-Key', token).attach('file', await photo(330, 200), 'import.jpg').expect(201);
      expect(res.body.media.width).to.equal(330);
      await request(t.app).get('/api/admin/media').set('X-Api-Key', token).expect(200);
    });
  });

  describe('the library', () => {
    it('lists newest first with paging, and searches file names and alt text', async () => {
      const all = await admin.get('/api/admin/media').expect(200);
      expect(all.body).to.include({ page: 1, pageSize: 24 });
      expect(all.body.total).to.equal(await Media.count());
      const byAlt = await admin.get('/api/admin/media').query({ search: 'HARBOUR' }).expect(200);
      expect(byAlt.body.items.map((item: UploadedMedia) => item.id)).to.deep.equal([uploaded.id]);
      const byName = await admin.get('/api/admin/media').query({ search: 'sideways' }).expect(200);
      expect(byName.body.items).to.have.length(1);
      const wild = await admin.get('/api/admin/media').query({ search: '%' }).expect(200);
      expect(wild.body.items).to.have.length(0);
      const past = await admin.get('/api/admin/media').query({ page: 9 }).expect(200);
      expect(past.body.items).to.deep.equal([]);
    });

    it('edits alt text and caption (PATCH), refusing bad values with 400 and unknown ids with 404', async () => {
      const res = await admin.patch(`/api/admin/media/${uploaded.id}`).send({ alt: '  Fishing boats at dawn ', caption: '' }).expect(200);
      expect(res.body.media).to.include({ alt: 'Fishing boats at dawn', caption: '' });
      uploaded = res.body.media;
      await admin.patch(`/api/admin/media/${uploaded.id}`).send({ alt: ['x'] }).expect(400);
      await admin.patch('/api/admin/media/999999').send({ alt: 'x' }).expect(404);
      await admin.patch('/api/admin/media/abc').send({ alt: 'x' }).expect(404);
    });
  });

  describe('posts', () => {
    let postId: number;
    let slug: string;

    it('takes an imageId beside the spec’s imageUrl and answers its image with the variants', async () => {
      const input = postInput({ imageId: uploaded.id, imageUrl: '' });
      slug = input.slug as string;
      const res = await admin.post('/api/admin/blog-posts').send(input).expect(201);
      postId = res.body.post.id;
      expect(res.body.post.imageId).to.equal(uploaded.id);
      expect(res.body.post.image).to.include({ mediaId: uploaded.id, alt: 'Fishing boats at dawn', width: 2400, height: 1600 });
      // The spec's clients get the spec's fields; `fields` adds the image, with absolute URLs.
      const spec = await request(t.app).get(`/api/blog-posts/${slug}`).expect(200);
      expect(spec.body).to.not.have.property('image');
      const pub = await request(t.app).get(`/api/blog-posts/${slug}`).query({ fields: 'slug,imageId,image' }).expect(200);
      expect(pub.body.imageId).to.equal(uploaded.id);
      expect(pub.body.image.url).to.equal(`${t.config.site.publicUrl}${uploaded.url}`);
      expect(pub.body.image.variants).to.have.length(uploaded.variants.length);
      expect(pub.body.image.variants.every((variant: { url: string }) => variant.url.startsWith(`${t.config.site.publicUrl}/media/`))).to.equal(true);
      const list = await request(t.app).get('/api/blog-posts').query({ fields: 'slug,image' }).expect(200);
      expect(list.body.find((post: { slug: string }) => post.slug === slug).image.mediaId).to.equal(uploaded.id);
    });

    it('refuses an imageId that is no library item with 400 naming the field', async () => {
      const res = await admin.post('/api/admin/blog-posts').send(postInput({ imageId: 987654 })).expect(400);
      expect(res.body.errors).to.deep.equal({ imageId: 'No image in the media library has this id' });
      const bad = await admin.post('/api/admin/blog-posts').send(postInput({ imageId: 'a picture' })).expect(400);
      expect(bad.body.errors.imageId).to.equal('imageId must be the id of an image in the media library');
    });

    it('keeps the image when a PUT leaves imageId out (the spec’s clients) and removes it with null', async () => {
      const kept = await admin.put(`/api/admin/blog-posts/${postId}`).send(postInput({ slug })).expect(200);
      expect(kept.body.post.imageId).to.equal(uploaded.id);
      const again = await admin.put(`/api/admin/blog-posts/${postId}`).send(postInput({ slug, imageId: null, imageUrl: 'confidence' })).expect(200);
      expect(again.body.post.imageId).to.equal(null);
      expect(again.body.post.image).to.include({ mediaId: null, url: siteImage('/images/featured/confidence.svg') });
      await admin.put(`/api/admin/blog-posts/${postId}`).send(postInput({ slug, imageId: uploaded.id })).expect(200);
    });

    it('refuses to publish a library image without alt text unless it is marked decorative (a draft may have one)', async () => {
      const bare = (await upload(admin, await photo(500, 300), 'no-alt.jpg').expect(201)).body.media;
      const refused = await admin.post('/api/admin/blog-posts').send(postInput({ imageId: bare.id })).expect(400);
      expect(refused.body.errors).to.deep.equal({ imageId: 'The featured image needs alt text before publishing: add it in the media library, or mark the image decorative' });
      await admin.post('/api/admin/blog-posts').send(postInput({ imageId: bare.id, status: 'draft' })).expect(201);
      const body = `<p>Intro</p><figure class="image"><img src="${bare.url}"></figure>`;
      const inBody = await admin.post('/api/admin/blog-posts').send(postInput({ content: body })).expect(400);
      expect(inBody.body.errors.content).to.equal('Every image in the article needs alt text before publishing (or mark it decorative in the media library): no-alt.jpg');
      await admin.post('/api/admin/blog-posts').send(postInput({ content: body.replace('<img ', '<img alt="A view" ') })).expect(201);
      await admin.patch(`/api/admin/media/${bare.id}`).send({ decorative: true }).expect(200);
      await admin.post('/api/admin/blog-posts').send(postInput({ imageId: bare.id })).expect(201);
    });

    it('refuses to delete an image a post uses (409 naming the post), deletes an unused one (204) and its files are 404', async () => {
      const refused = await admin.delete(`/api/admin/media/${uploaded.id}`).expect(409);
      expect(refused.body.message).to.match(/^This image is the featured image of a post: “Test post \d+”\. Choose another image for it first\.$/);
      await request(t.app).get(uploaded.variants[0]!.url).expect(200);
      await admin.put(`/api/admin/blog-posts/${postId}`).send(postInput({ slug, imageId: null })).expect(200);
      await admin.delete(`/api/admin/media/${uploaded.id}`).expect(204);
      for (const file of [uploaded.url, ...uploaded.variants.map((variant) => variant.url)]) await request(t.app).get(file).expect(404);
      await admin.delete(`/api/admin/media/${uploaded.id}`).expect(404);
      expect(await Media.findByPk(uploaded.id)).to.equal(null);
    });
  });

  describe('limits while streaming', () => {
    it('refuses an upload over MEDIA_MAX_MB with 413 before reading the whole body', async () => {
      const big = Buffer.concat([jpeg.subarray(0, 1000), Buffer.alloc(30 * 1024 * 1024, 7)]);
      const before = await Media.count();
      const res = await upload(admin, big, 'huge.jpg').ok(() => true);
      expect(res.status).to.equal(413);
      expect(res.body.message).to.equal('The file is larger than the limit of 20 MB (MEDIA_MAX_MB)');
      expect(await Media.count()).to.equal(before);
    });
  });
});

/** supertest's parser for binary bodies. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
