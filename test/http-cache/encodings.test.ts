/** Compressing bodies: the window brotli gets, and the one-go compression of a page sent once. */
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { compress, compressNow, GZIP_LEVEL, PASSING_BROTLI_QUALITY, PASSING_GZIP_LEVEL, windowBits } from '../../src/server/http-cache/encodings.js';

describe('response encodings', () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Breathe in for four, out for six. — Coach</p>\n'.repeat(400)}</body></html>`);

  it('gives brotli the smallest window that holds the whole body, between 64 KB and its 4 MB default', () => {
    expect(windowBits(0)).to.equal(16);
    expect(windowBits(18_000)).to.equal(16);
    expect(windowBits(65_520)).to.equal(16);
    expect(windowBits(65_521)).to.equal(17);
    expect(windowBits(200_000)).to.equal(18);
    expect(windowBits(50_000_000)).to.equal(22);
  });

  it('compresses a page sent once in one go: brotli quality 2 and gzip level 1, which decode to the page', () => {
    const br = compressNow(page, 'br');
    expect(brotliDecompressSync(br).equals(page)).to.equal(true);
    const atQuality2 = brotliCompressSync(page, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: PASSING_BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: page.length, [zlib.BROTLI_PARAM_LGWIN]: windowBits(page.length) },
    });
    expect(br.equals(atQuality2)).to.equal(true);
    const gz = compressNow(page, 'gzip');
    expect(gunzipSync(gz).equals(page)).to.equal(true);
    expect(gz.equals(gzipSync(page, { level: PASSING_GZIP_LEVEL }))).to.equal(true);
    expect(br.length).to.be.below(page.length / 10);
  });

  it('compresses a kept body harder, on the thread pool, to the same page', async () => {
    const [br, gz] = await Promise.all([compress(page, 'br'), compress(page, 'gzip')]);
    expect(brotliDecompressSync(br).equals(page)).to.equal(true);
    expect(br.length).to.be.at.most(compressNow(page, 'br').length);
    expect(gz.equals(gzipSync(page, { level: GZIP_LEVEL }))).to.equal(true);
  });
});
