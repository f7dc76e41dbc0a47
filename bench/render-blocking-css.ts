/**
 * Render-blocking CSS of the public pages (issue 26: at most 15 KB): what a page's HTML makes the
 * browser wait for before its first paint, the stylesheets its <head> links without a non-matching
 * media (`media="print"` does not block) plus the CSS inlined in <style>, counted as the bytes that
 * go over the wire: each linked file as the build precompressed it (brotli 11, the `.br` the
 * server sends to a browser), the inline CSS as its share of the brotli-11 HTML (its own brotli
 * size). gzip-9 and raw sizes are printed beside. Builds the pages first when stale.
 *   npx tsx bench/render-blocking-css.ts      (exit code 1 over the budget)
 */
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';
import { seedDemoPostsIfMissing } from '../src/db/seeds/run-seeders.js';
import { startServer } from '../test/helpers/browser.js';
import { closeTestDatabase, resetDatabase } from '../test/helpers/database.js';

process.env.NODE_ENV = 'test';
const KB = 1024;
export const RENDER_BLOCKING_CSS_BUDGET = 15 * KB;
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Resource library', path: '/blog' },
  { name: 'Article', path: '/blog/start-here' },
  { name: 'About us', path: '/values' },
  { name: 'Form page', path: '/team' },
];

const brotli = (body: Buffer | string) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The render-blocking stylesheets and inline CSS of a page's head, with their sizes. */
export function renderBlockingCss(html: string, clientDir: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const files = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet' && !['print', 'not all'].includes(attribute(tag, 'media') ?? 'all'))
    .map((tag) => {
      const href = attribute(tag, 'href')!;
      const file = join(clientDir, href);
      const body = readFileSync(file);
      return { href, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : body.length };
    });
  const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!).join('');
  const inlined = inline ? { href: '<style>', raw: Buffer.byteLength(inline), gzip: gzipSync(inline, { level: 9 }).length, br: brotli(inline) } : null;
  const all = inlined ? [...files, inlined] : files;
  const sum = (key: 'raw' | 'gzip' | 'br') => all.reduce((total, item) => total + item[key], 0);
  return { parts: all, raw: sum('raw'), gzip: sum('gzip'), br: sum('br') };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

if (process.argv[1]?.endsWith('render-blocking-css.ts')) {
  ensurePagesBuild();
  const server = await startServer();
  await resetDatabase();
  await seedDemoPostsIfMissing();
  const clientDir = join(server.config.buildDir, 'client');
  let failed = false;
  console.log(`Render-blocking CSS (linked stylesheets as their brotli-11 files, inline <style> as its brotli-11 size); budget ${kb(RENDER_BLOCKING_CSS_BUDGET)} brotli.\n`);
  console.log('| Page | Parts | Raw | gzip-9 | brotli-11 (on the wire) | Result |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const { name, path } of PAGES) {
    const html = await (await fetch(server.baseUrl + path)).text();
    const css = renderBlockingCss(html, clientDir);
    const ok = css.br <= RENDER_BLOCKING_CSS_BUDGET;
    failed ||= !ok;
    const parts = css.parts.map((part) => `${part.href.replace(/^.*\//, '')} ${kb(part.br)}`).join(' + ');
    console.log(`| ${name} (\`${path}\`) | ${parts} | ${kb(css.raw)} | ${kb(css.gzip)} | **${kb(css.br)}** | ${ok ? 'ok' : 'OVER'} |`);
  }
  await server.close();
  await closeTestDatabase();
  process.exit(failed ? 1 : 0);
}
