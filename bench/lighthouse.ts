/**
 * Lighthouse (mobile preset: a mid-range phone, simulated slow 4G and a 4x slower CPU) three times
 * on the home page, /blog, an article and a page with a form, then the byte budget of
 * bench/page-weight.ts, the render-blocking CSS of bench/render-blocking-css.ts and the long tasks
 * of bench/long-tasks.ts; the medians and the tables go into bench/README.md between the
 * lighthouse markers.
 * Builds the pages first when stale; the server is the production page build with the response
 * cache in front (as the other page benches; each page asked once before its runs), Chromium at
 * CHROMIUM_PATH (/usr/bin/chromium).
 * Lighthouse 13 (npm `lighthouse`, a dev dependency; it needs Node 22.19 or later). LIGHTHOUSE_DIR
 * names another install prefix to load it from (`npm install --prefix /tmp/lh13 lighthouse@13.5.0`).
 *   npx tsx bench/lighthouse.ts            (LIGHTHOUSE_RUNS changes the three runs)
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';
import { seedDemoPostsIfMissing } from '../src/db/seeds/run-seeders.js';
import { CHROMIUM_PATH, startServer } from '../test/helpers/browser.js';
import { closeTestDatabase, resetDatabase } from '../test/helpers/database.js';
import { root } from './support.js';

process.env.NODE_ENV = 'test';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_PACKAGE = process.env.LIGHTHOUSE_DIR ? join(process.env.LIGHTHOUSE_DIR, 'node_modules/lighthouse') : join(root, 'node_modules/lighthouse');
const { default: lighthouse } = (await import(pathToFileURL(join(LIGHTHOUSE_PACKAGE, 'core/index.js')).href)) as typeof import('lighthouse');
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Resource library', path: '/blog' },
  { name: 'Article', path: '/blog/start-here' },
  { name: 'Form page', path: '/team' },
];

interface Run { performance: number; fcp: number; lcp: number; tbt: number; cls: number; error?: string }

const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : NaN);

async function audit(url: string): Promise<Run> {
  // A fresh Chromium per run: nothing cached from the previous one.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result!;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      // A run Lighthouse could not finish (on a loaded machine: NO_FCP, a timeout) has no figures.
      error: lhr.runtimeError?.code,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

ensurePagesBuild();
const server = await startServer();
await resetDatabase();
await seedDemoPostsIfMissing();

const rows: string[] = [];
for (const { name, path } of PAGES) {
  // The response cache warm, as every visitor after the first finds it: a loaded machine's render
  // time would otherwise be the first run's server response time.
  await (await fetch(server.baseUrl + path)).text();
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A run that ends in NO_NAVSTART (now and then the first navigation of a Chromium just started,
    // whatever the page) is run once more in a fresh one; a second failure is reported as such.
    let result = await audit(server.baseUrl + path);
    if (result.error === 'NO_NAVSTART') result = await audit(server.baseUrl + path);
    runs.push(result);
  }
  // The medians are of the runs that finished; a failed run shows as its error code.
  const finished = runs.filter((run) => !run.error && Number.isFinite(run.lcp));
  const m = (key: 'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls') => median(finished.map((run) => run[key]));
  rows.push(`| ${name} (\`${path}\`) | **${m('performance')}** (${runs.map((run) => (finished.includes(run) ? run.performance : `failed: ${run.error ?? 'no figures'}`)).join(', ')}) | ${(m('fcp') / 1000).toFixed(2)} s | **${(m('lcp') / 1000).toFixed(2)} s** | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`);
  console.log(rows.at(-1));
}
await server.close();
await closeTestDatabase();

// The byte budget, as its own bench measures it (a separate process: it starts its own server).
const weight = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/page-weight.ts')], { cwd: root, encoding: 'utf8' });
const budget = weight.stdout.trim();
console.log(budget);
const blocking = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/render-blocking-css.ts')], { cwd: root, encoding: 'utf8' });
const css = blocking.stdout.trim();
console.log(css);
const longTasks = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/long-tasks.ts')], { cwd: root, encoding: 'utf8' });
const tasks = longTasks.stdout.trim();
console.log(tasks);

const table = [
  `Medians of ${RUNS} runs per page (each run's score in brackets), Lighthouse ${lighthouseVersion()} mobile preset, ${new Date().toISOString().slice(0, 10)}:`,
  '',
  '| Page | Performance | FCP | LCP | TBT | CLS |',
  '|---|---|---:|---:|---:|---:|',
  ...rows,
  '',
  budget,
  '',
  css,
  '',
  tasks,
].join('\n');
const readmePath = join(root, 'bench/README.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = readme.replace(/(<!-- lighthouse:start -->\n)[\s\S]*?(\n<!-- lighthouse:end -->)/, `$1${table}$2`);
writeFileSync(readmePath, updated);
process.exit((weight.status ?? 1) || (blocking.status ?? 1) || (longTasks.status ?? 1));

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(join(LIGHTHOUSE_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
}
