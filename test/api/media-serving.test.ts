/**
 * How /media answers (issue 21), on the serving path as production composes it: a file once read
 * is answered from the library's in-memory index (no storage round trip per request), with the
 * right headers for full bodies, HEAD, 304, one byte range (206), an unsatisfiable one (416) and
 * several (the whole file); a file deleted behind this process's back (another server sharing the
 * bucket) is a 404 within CACHE_SYNC_MS; anything that is not a media key or not a read is a 404.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { LocalMediaStorage, type MediaStorage } from '../../src/services/media/media-storage.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { resetDatabase } from '../helpers/database.js';
import { adminAgent } from '../helpers/fixtures.js';
import { photo } from '../helpers/media-files.js';
import { waitFor } from '../helpers/wait.js';

/** Local storage that counts the reads the serving path asks of it. */
class CountingStorage extends LocalMediaStorage implements MediaStorage {
  reads = 0;
  override async stat(key: string) {
    this.reads++;
    return super.stat(key);
  }
}

function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  (res as unknown as NodeJS.ReadableStream).on('data', (chunk: Buffer) => chunks.push(chunk));
  (res as unknown as NodeJS.ReadableStream).on('end', () => done(null, Buffer.concat(chunks)));
}

describe('serving /media from the in-memory index', function () {
  this.timeout(60_000);
  let t: TestApp;
  let admin: TestAgent;
  let storage: CountingStorage;
  let url: string;
  let key: string;

  before(async () => {
    storage = new CountingStorage(mkdtempSync(join(tmpdir(), 'mf-media-serving-')));
    t = await createTestApp({ mediaStorage: storage });
    await resetDatabase();
    admin = await adminAgent(t.app, t.services);
    const media = (await admin.post('/api/admin/media').field('alt', 'A track at night').attach('file', await photo(900, 600), 'track.jpg').expect(201)).body.media;
    url = media.variants.find((variant: { format: string; width: number }) => variant.format === 'webp' && variant.width === 640).url;
    key = url.slice('/media/'.length);
  });

  it('answers repeated requests without asking storage again, the same bytes and headers each time', async () => {
    const first = await request(t.app).get(url).buffer(true).parse(binary).expect(200);
    const reads = storage.reads;
    const second = await request(t.app).get(url).buffer(true).parse(binary).expect(200);
    expect(storage.reads).to.equal(reads);
    expect((second.body as Buffer).equals(first.body as Buffer)).to.equal(true);
    for (const res of [first, second]) {
      expect(res.headers).to.include({
        'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'image/webp', 'accept-ranges': 'bytes',
        'cross-origin-resource-policy': 'cross-origin', 'x-content-type-options': 'nosniff', 'content-length': String((first.body as Buffer).length),
      });
      expect(res.headers.etag).to.match(/^"[0-9a-f]{32}-w640\.webp"$/);
    }
  });

  it('answers HEAD, If-None-Match, one range, a suffix range, an unsatisfiable range and several ranges', async () => {
    const whole = (await request(t.app).get(url).buffer(true).parse(binary).expect(200)).body as Buffer;
    const head = await request(t.app).head(url).expect(200);
    expect(head.headers['content-length']).to.equal(String(whole.length));
    const etag = head.headers.etag!;
    const notModified = await request(t.app).get(url).set('If-None-Match', `"other", ${etag}`).expect(304);
    expect(notModified.headers.etag).to.equal(etag);
    const part = await request(t.app).get(url).set('Range', 'bytes=10-19').buffer(true).parse(binary).expect(206);
    expect(part.headers['content-range']).to.equal(`bytes 10-19/${whole.length}`);
    expect((part.body as Buffer).equals(whole.subarray(10, 20))).to.equal(true);
    const tail = await request(t.app).get(url).set('Range', 'bytes=-5').buffer(true).parse(binary).expect(206);
    expect((tail.body as Buffer).equals(whole.subarray(whole.length - 5))).to.equal(true);
    const beyond = await request(t.app).get(url).set('Range', `bytes=${whole.length}-`).expect(416);
    expect(beyond.headers['content-range']).to.equal(`bytes */${whole.length}`);
    const several = await request(t.app).get(url).set('Range', 'bytes=0-1,5-6').buffer(true).parse(binary).expect(200);
    expect((several.body as Buffer).length).to.equal(whole.length);
  });

  it('answers 404 for what is not a media key or not a read', async () => {
    for (const path of ['/media', '/media/', `/media/${key.toUpperCase()}`, `/media/${key}/x`, '/media/../package.json', `/media/${key.replace('.webp', '.svg')}`]) {
      const res = await request(t.app).get(path).expect(404);
      expect(res.headers['cache-control'], path).to.equal('no-store');
    }
    await request(t.app).post(url).expect(404);
    await request(t.app).delete(url).expect(404);
  });

  it('a file deleted behind this process (another server on the same bucket) is a 404 within CACHE_SYNC_MS', async () => {
    await request(t.app).get(url).expect(200);
    await storage.delete([key]);
    await waitFor('the deleted file answered 404', async () => (await request(t.app).get(url)).status === 404, t.config.cache.syncMs * 5);
  });
});
