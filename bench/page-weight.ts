/**
 * Page weight of the public site: the JavaScript a browser downloads for the home page, /blog, one
 * article, /values and /team, measured in Chromium and summed as gzip bytes. Budgets (issue 26):
 * 100 KB on the home page (its forms included), 60 KB on the reading pages, which also ship no
 * form or validation code (yup, final-form) until a reader opens a form; no page ships Apollo
 * Client or CKEditor. Builds the pages first when stale (BUILD_DIR honoured).
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
const KB = 1024;
const READING = { budget: 60 * KB, forms: false };
const PAGES = [
  { name: 'Home', path: '/', budget: 100 * KB, forms: true },
  { name: 'Resource library', path: '/blog', ...READING },
  { name: 'Article', path: '/blog/start-here', ...READING },
  { name: 'About us', path: '/values', ...READING },
  // /team carries the expert application form (server-rendered, enhanced with the form code).
  { name: 'Our experts', path: '/team', budget: 100 * KB, forms: true },
];
/** Text that only the Apollo Client and CKEditor bundles contain: never on a public page. */
const FORBIDDEN = [
  { name: '@apollo/client', pattern: /ApolloClient|@apollo\/client|go\.apollo\.dev/ },
  { name: 'ckeditor', pattern: /ckeditor/i },
];
/** Text that only yup and final-form contain: not on a reading page until a form is opened. */
const FORM_CODE = [
  { name: 'yup', pattern: /ValidationError/ },
  { name: 'final-form', pattern: /final-form/ },
];

interface Script {
  url: string;
  raw: number;
  gzip: number;
  forbidden: string[];
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

async function measure(baseUrl: string, path: string, forms: boolean): Promise<Script[]> {
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
      forbidden: [...FORBIDDEN, ...(forms ? [] : FORM_CODE)].filter((rule) => rule.pattern.test(body.toString('utf8'))).map((rule) => rule.name),
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
for (const { name, path, budget, forms } of PAGES) {
  const scripts = await measure(server.baseUrl, path, forms);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const forbidden = [...new Set(scripts.flatMap((script) => script.forbidden))];
  const ok = gzip <= budget && forbidden.length === 0;
  failed ||= !ok;
  rows.push(`| ${name} (\`${path}\`) | ${scripts.length} | ${kb(raw)} | **${kb(gzip)}** | ${kb(budget)} | ${forbidden.length ? forbidden.join(', ') : 'none'} | ${ok ? 'ok' : 'OVER / FORBIDDEN'} |`);
  if (process.env.VERBOSE) for (const script of scripts) console.error(`  ${path} ${script.url} ${kb(script.gzip)}`);
}

console.log('Budgets: gzip JavaScript per page; no @apollo/client or ckeditor anywhere, no yup or final-form on reading pages.\n');
console.log('| Page | JS files | JS raw | JS gzip | Budget | Code it may not ship | Result |');
console.log('|---|---:|---:|---:|---:|---|---|');
for (const row of rows) console.log(row);

await server.close();
await closeTestDatabase();
process.exit(failed ? 1 : 0);
