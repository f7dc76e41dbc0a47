/**
 * Page weight of the public site: the JavaScript a browser downloads for /, /blog and one article,
 * measured in Chromium and summed as gzip bytes; each page must stay under 150 KB gzip and ship
 * no Apollo Client and no CKEditor code. Builds the pages first when stale (BUILD_DIR honoured).
 *   npx tsx bench/page-weight.ts            (exit code 1 when a budget or rule is broken)
 * Results are recorded in bench/README.md.
 */
import 'reflect-metadata';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';
import { seedDemoPostsIfMissing } from '../src/db/seeds/run-seeders.js';
import { CHROMIUM_PATH, startServer } from '../test/helpers/browser.js';
import { closeTestDatabase, resetDatabase } from '../test/helpers/database.js';

process.env.NODE_ENV = 'test';
const BUDGET_BYTES = 150 * 1024;
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Resource library', path: '/blog' },
  { name: 'Article', path: '/blog/start-here' },
];
/** Text that only the Apollo Client and CKEditor bundles contain. */
const FORBIDDEN = [
  { name: '@apollo/client', pattern: /ApolloClient|@apollo\/client|go\.apollo\.dev/ },
  { name: 'ckeditor', pattern: /ckeditor/i },
];

interface Script {
  url: string;
  raw: number;
  gzip: number;
  forbidden: string[];
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

async function measure(baseUrl: string, path: string): Promise<Script[]> {
  // A fresh browser per page: nothing cached, every script downloaded.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const pending: Array<Promise<Script | null>> = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(response.body().then((body) => ({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body).length,
      forbidden: FORBIDDEN.filter((rule) => rule.pattern.test(body.toString('utf8'))).map((rule) => rule.name),
    }), () => null));
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
  await browser.close();
  return scripts;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

ensurePagesBuild();
const server = await startServer();
await resetDatabase();
await seedDemoPostsIfMissing();

let failed = false;
const rows: string[] = [];
for (const { name, path } of PAGES) {
  const scripts = await measure(server.baseUrl, path);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const forbidden = [...new Set(scripts.flatMap((script) => script.forbidden))];
  const ok = gzip < BUDGET_BYTES && forbidden.length === 0;
  failed ||= !ok;
  rows.push(`| ${name} (\`${path}\`) | ${scripts.length} | ${kb(raw)} | **${kb(gzip)}** | ${forbidden.length ? forbidden.join(', ') : 'none'} | ${ok ? 'ok' : 'OVER / FORBIDDEN'} |`);
  if (process.env.VERBOSE) for (const script of scripts) console.error(`  ${path} ${script.url} ${kb(script.gzip)}`);
}

console.log(`Budget: under ${kb(BUDGET_BYTES)} of gzip JavaScript per page; no @apollo/client, no ckeditor.\n`);
console.log('| Page | JS files | JS raw | JS gzip | Apollo / CKEditor code | Budget |');
console.log('|---|---:|---:|---:|---|---|');
for (const row of rows) console.log(row);

await server.close();
await closeTestDatabase();
process.exit(failed ? 1 : 0);
