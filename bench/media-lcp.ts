/**
 * Lighthouse mobile LCP of an article with a large photo (issue 21), before and after the media
 * library's markup, medians of three runs each, in a fresh Chromium (/usr/bin/chromium) per run:
 * - before: the article as the site could show it without the library: the featured image is a
 *   built-in illustration (SVG) and the photo is the camera's full-size JPEG as a plain `<img>` in
 *   the body (no srcset, no width/height, no priority), served as a static file;
 * - after: the same photo uploaded to the library is the featured image (a `<picture>` with AVIF
 *   and WebP srcsets, width/height, eager with fetchpriority="high") and the same picture in the body.
 * The photo is made here: 2400×1600 with grain, so it weighs what a camera JPEG does.
 * The server is the production page build with the response cache in front (as bench/lighthouse.ts).
 *   npx tsx bench/media-lcp.ts            (LIGHTHOUSE_RUNS changes the three runs)
 */
import 'reflect-metadata';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';
import { CHROMIUM_PATH, startServer } from '../test/helpers/browser.js';
import { closeTestDatabase, resetDatabase } from '../test/helpers/database.js';
import { insertPost } from '../test/helpers/fixtures.js';

process.env.NODE_ENV = 'test';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const STATIC_PHOTO = '/bench-lcp-photo.jpg';

interface Run { performance: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A 2400×1600 "photo": colour gradients with gaussian grain, as a camera JPEG (quality 90). */
async function cameraPhoto(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128 + 100 * Math.sin((x + y) / 90);
    }
  }
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result!;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

ensurePagesBuild();
const server = await startServer();
// The page build's client folder is served as static files (an hour's cache), as the site's own images are.
const staticFile = join(server.config.buildDir, 'client', STATIC_PHOTO.slice(1));
try {
  await resetDatabase();
  const jpeg = await cameraPhoto();
  writeFileSync(staticFile, jpeg);
  const media = await server.services.media.upload({ bytes: jpeg, fileName: 'harbour.jpg', details: { alt: 'Fishing boats in the harbour at dawn' } });
  const body = (image: string) => `<p>The first mile of a long run decides more than the pace of the next twenty.</p>${image}`
    + '<p>Settle your breathing, let the shoulders drop and count four steps in, four steps out.</p>'.repeat(6);
  const libraryImage = `<figure class="image"><img src="${media.variants.find((variant) => variant.format === 'jpeg' && variant.width === 1280)!.url}" alt="Fishing boats in the harbour at dawn"></figure>`;
  const publishDate = new Date(Date.now() - 86_400_000).toISOString();
  await insertPost({ slug: 'photo-before', title: 'Calm before the start', publishDate, imageUrl: 'confidence', content: body(`<figure class="image"><img src="${STATIC_PHOTO}" alt="Fishing boats in the harbour at dawn"></figure>`) });
  await insertPost({ slug: 'photo-after', title: 'Calm before the start', publishDate, imageUrl: null, imageId: media.id, content: body(libraryImage) });

  const variantBytes = async (format: string, width: number) => (await server.services.media.files.lookup(media.variants.find((v) => v.format === format && v.width === width)!.url.split('/media/')[1]!))?.size ?? 0;
  console.log(`Photo: 2400×1600 JPEG, ${Math.round(jpeg.length / 1024)} KB; 640 px AVIF ${Math.round((await variantBytes('avif', 640)) / 1024)} KB, 960 px AVIF ${Math.round((await variantBytes('avif', 960)) / 1024)} KB\n`);
  console.log(`Medians of ${RUNS} runs (each run's score in brackets), Lighthouse mobile preset, ${new Date().toISOString().slice(0, 10)}:\n`);
  console.log('| Article | Performance | FCP | LCP | TBT | CLS | Bytes |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const [name, path] of [['before: illustration + full-size JPEG `<img>`', '/blog/photo-before'], ['after: library photo as `<picture>`', '/blog/photo-after']] as const) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(server.baseUrl + path));
    const m = (key: keyof Run) => median(runs.map((item) => item[key]));
    console.log(`| ${name} | **${m('performance')}** (${runs.map((item) => item.performance).join(', ')}) | ${(m('fcp') / 1000).toFixed(2)} s | **${(m('lcp') / 1000).toFixed(2)} s** (${runs.map((item) => (item.lcp / 1000).toFixed(2)).join(', ')}) | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('bytes') / 1024)} KB |`);
  }
} finally {
  rmSync(staticFile, { force: true });
  await server.close();
  await closeTestDatabase();
}
