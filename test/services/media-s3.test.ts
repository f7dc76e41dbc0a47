/**
 * The media library on S3-compatible storage (MEDIA_STORAGE=s3, issue 21) against a real S3 API
 * server started here on 127.0.0.1 (s3rver): the storage's own operations, and the whole upload →
 * serve → delete path of the app composed with the bucket, so several servers can share one library.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import S3rver from 's3rver';
import type TestAgent from 'supertest/lib/agent.js';
import { Media } from '../../models/index.js';
import { loadConfig } from '../../src/config/config.js';
import { S3MediaStorage } from '../../src/services/media/media-storage-s3.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { EXIF_TEXT, photo } from '../helpers/media-files.js';

const BUCKET = 'site-media';
const CREDENTIALS = { MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER' };

describe('media library on S3-compatible storage', function () {
  this.timeout(120_000);
  let s3: S3rver;
  let dir: string;
  let endpoint: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mf-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const s3Env = () => ({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: BUCKET, MEDIA_S3_ENDPOINT: endpoint, ...CREDENTIALS });

  it('reads its settings from the environment and refuses an incomplete one naming the variable', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3Env() });
    expect(config.media).to.deep.include({ storage: 's3' });
    expect(config.media.s3).to.deep.equal({ bucket: BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORAGE: 's3' })).to.throw('MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3');
    expect(() => loadConfig({ NODE_ENV: 'test', ...s3Env(), MEDIA_S3_SECRET_ACCESS_KEY: '' })).to.throw('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are set together or not at all');
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORAGE: 'ftp' })).to.throw('MEDIA_STORAGE must be one of local, s3 (got "ftp")');
  });

  it('puts, stats, reads ranges, lists and deletes objects', async () => {
    const storage = new S3MediaStorage(loadConfig({ NODE_ENV: 'test', ...s3Env() }).media.s3!);
    const key = '0123456789abcdef0123456789abcdef/w320.webp';
    await storage.put(key, Buffer.from('0123456789'), 'image/webp');
    expect(await storage.stat(key)).to.deep.equal({ size: 10 });
    const part = await storage.read(key, { start: 2, end: 5 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).to.equal('2345');
    expect((await storage.listPrefixes()).map((entry) => entry.prefix)).to.include('0123456789abcdef0123456789abcdef');
    await storage.delete([key]);
    expect(await storage.stat(key)).to.equal(null);
    expect(await storage.read(key)).to.equal(null);
    storage.close();
  });

  describe('the app with the bucket', () => {
    let t: TestApp;
    let admin: TestAgent;
    before(async () => {
      t = await createTestApp({ configure: (config) => ({ ...config, media: loadConfig({ NODE_ENV: 'test', ...s3Env() }).media }) });
      await resetDatabase();
      admin = await adminAgent(t.app, t.services);
    });

    it('uploads into the bucket, serves the files from it (immutable, ranges) and deletes them', async () => {
      const res = await admin.post('/api/admin/media').field('alt', 'A bucket photo').attach('file', await photo(1000, 600), 'bucket.jpg').expect(201);
      const media = res.body.media;
      const hash = /\/media\/([0-9a-f]{32})\//.exec(media.url)![1]!;
      const storage = new S3MediaStorage(t.config.media.s3!);
      expect((await storage.listPrefixes()).map((entry) => entry.prefix)).to.include(hash);
      const served = await request(t.app).get(media.variants[0].url).expect(200);
      expect(served.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).to.equal('image/avif');
      const whole = await request(t.app).get(media.url).buffer(true).parse(collect).expect(200);
      expect((whole.body as Buffer).includes(EXIF_TEXT)).to.equal(false);
      const part = await request(t.app).get(media.url).set('Range', 'bytes=0-99').buffer(true).parse(collect).expect(206);
      expect((part.body as Buffer).equals((whole.body as Buffer).subarray(0, 100))).to.equal(true);
      await admin.delete(`/api/admin/media/${media.id}`).expect(204);
      expect(await Media.count()).to.equal(0);
      await request(t.app).get(media.variants[0].url).expect(404);
      expect((await storage.listPrefixes()).map((entry) => entry.prefix)).to.not.include(hash);
      storage.close();
    });

    it('sweeps files no row names once they are older than an hour, and keeps the others', async () => {
      const storage = new S3MediaStorage(t.config.media.s3!);
      const orphan = 'fedcba9876543210fedcba9876543210';
      await storage.put(`${orphan}/original.jpg`, Buffer.from('x'), 'image/jpeg');
      const kept = (await admin.post('/api/admin/media').attach('file', await photo(400, 300), 'kept.jpg').expect(201)).body.media;
      expect(await t.services.media.sweepOrphans(), 'a fresh orphan may be an upload under way').to.equal(0);
      const later = await createTestApp({ clock: () => new Date(Date.now() + 2 * 3_600_000), configure: (config) => ({ ...config, media: t.config.media }) });
      expect(await later.services.media.sweepOrphans()).to.equal(1);
      expect(await storage.stat(`${orphan}/original.jpg`)).to.equal(null);
      await request(t.app).get(kept.url).expect(200);
      storage.close();
    });
  });
});

function collect(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
