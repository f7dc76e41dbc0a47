/**
 * The CSS a public page's first paint waits for (issue 26: at most 15 KB): the stylesheets its
 * <head> links (`media="print"` and a `disabled` link do not block), as the files the build
 * precompressed (brotli 11, the `.br` a browser gets), and the CSS inlined in <style> there, on
 * its own (brotli 11, gzip 9, raw) and as what it adds to the HTML as the response cache keeps it
 * (brotli 5, gzip 6: the page with and without its <style>). The budget is read on the sum in
 * brotli bytes; the linked part should be 0. Builds the pages first when stale.
 *   npx tsx bench/render-blocking-css.ts      (exit code 1 over the budget)
 */
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';
import { seedDemoPostsIfMissing } from '../src/db/seeds/run-seeders.js';
import { compress } from '../src/server/http-cache/encodings.js';
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

interface Sizes { raw: number; gzip: number; br: number }

const brotli = (body: Buffer | string) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:="([^"]*)")?[\\s/>]`).exec(tag);
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The stylesheets a page's head links that block its first paint, with their sizes. */
export function linkedBlockingCss(html: string, clientDir: string): Array<Sizes & { href: string }> {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel')?.[1] === 'stylesheet' && !attribute(tag, 'disabled')
      && !['print', 'not all'].includes(attribute(tag, 'media')?.[1] ?? 'all'))
    .map((tag) => {
      const href = attribute(tag, 'href')![1]!;
      const file = join(clientDir, href);
      const body = readFileSync(file);
      return { href, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : body.length };
    });
}

/** The CSS inlined in the head's <style> elements, on its own (brotli 11, gzip 9, raw). */
export function inlineCss(html: string): Sizes {
  const head = html.slice(0, html.indexOf('</head>'));
  const css = [...head.matchAll(STYLE)].map(([, text]) => text!).join('');
  return { raw: Buffer.byteLength(css), gzip: css ? gzipSync(css, { level: 9 }).length : 0, br: css ? brotli(css) : 0 };
}

/** The page as the response cache keeps it (brotli 5, gzip 6), and the same page without its inline CSS. */
export async function htmlSizes(html: string): Promise<{ with: Sizes; without: Sizes }> {
  const sizes = async (page: string): Promise<Sizes> => {
    const body = Buffer.from(page);
    return { raw: body.length, gzip: (await compress(body, 'gzip')).length, br: (await compress(body, 'br')).length };
  };
  const head = html.indexOf('</head>');
  return { with: await sizes(html), without: await sizes(html.slice(0, head).replace(STYLE, '') + html.slice(head)) };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const plus = (bytes: number) => `+${kb(bytes)}`;

if (process.argv[1]?.endsWith('render-blocking-css.ts')) {
  ensurePagesBuild();
  const server = await startServer();
  await resetDatabase();
  await seedDemoPostsIfMissing();
  const clientDir = join(server.config.buildDir, 'client');
  let failed = false;
  const rows: string[] = [];
  const htmlRows: string[] = [];
  for (const { name, path } of PAGES) {
    const html = await (await fetch(server.baseUrl + path)).text();
    const linked = linkedBlockingCss(html, clientDir);
    const linkedBr = linked.reduce((total, file) => total + file.br, 0);
    const inline = inlineCss(html);
    const ok = linkedBr + inline.br <= RENDER_BLOCKING_CSS_BUDGET;
    failed ||= !ok;
    const files = linked.length ? linked.map((file) => `${file.href.replace(/^.*\//, '')} ${kb(file.br)}`).join(' + ') : 'none';
    rows.push(`| ${name} (\`${path}\`) | ${files} | **${kb(linkedBr)}** | ${kb(inline.raw)} | ${kb(inline.gzip)} | **${kb(inline.br)}** | ${ok ? 'ok' : 'OVER'} |`);
    const page = await htmlSizes(html);
    htmlRows.push(`| ${name} (\`${path}\`) | ${kb(page.without.raw)} → ${kb(page.with.raw)} | ${kb(page.without.gzip)} → ${kb(page.with.gzip)} (${plus(page.with.gzip - page.without.gzip)}) | ${kb(page.without.br)} → ${kb(page.with.br)} (${plus(page.with.br - page.without.br)}) |`);
  }
  console.log([
    `Render-blocking CSS: linked stylesheets (their brotli-11 files) and the CSS inline in the head; budget ${kb(RENDER_BLOCKING_CSS_BUDGET)} brotli on the sum.`,
    '',
    '| Page | Linked in the head | Linked (br) | Inline raw | Inline gzip-9 | Inline brotli-11 | Result |',
    '|---|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    'The HTML without its inline <style> → with it, as the response cache keeps it (gzip 6, brotli 5):',
    '',
    '| Page | Raw | gzip | brotli |',
    '|---|---:|---:|---:|',
    ...htmlRows,
  ].join('\n'));
  await server.close();
  await closeTestDatabase();
  process.exit(failed ? 1 : 0);
}
