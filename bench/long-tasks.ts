/**
 * Long tasks of the public pages on a CPU slowed 4x (issue 26, item 1: none over 50 ms): each page
 * loaded in a fresh Chromium context with DevTools' CPU throttling at 4, from
 * navigation until the page has hydrated (<html data-hydrated>) and one more second; the browser's
 * own Long Tasks API (every task over 50 ms, buffered from the start) lists them. Builds the pages
 * first when stale; the server is the production page build with the response cache, each page
 * asked once first. Prints a Markdown table (bench/lighthouse.ts puts it into bench/README.md).
 * Each page is loaded three ways, alternately: fresh (as above); warm (in a tab that has first
 * loaded another page of the site without its scripts, the HTTP cache off: the first layout of a
 * new renderer process is slow here whatever the page, 21-56 ms unthrottled for the home page's
 * bare document against 6-14 ms in a warm one, and a visitor's second page does not pay it); and
 * bare (the page's HTML without scripts or CSS, handed over whole by an interception, fresh: the
 * browser's own floor, which no change of ours goes under).
 *   npx tsx bench/long-tasks.ts            (LONG_TASK_RUNS changes the three runs)
 * A figure, not a test: it depends on the machine (on the shared 2-core machine the same page
 * varies by about half from one run to the next).
 */
import 'reflect-metadata';
import { chromium, type Page } from 'playwright-core';
import { ensurePagesBuild } from '../scripts/ensure-pages-build.mjs';
import { seedDemoPostsIfMissing } from '../src/db/seeds/run-seeders.js';
import { CHROMIUM_PATH, startServer } from '../test/helpers/browser.js';
import { closeTestDatabase, resetDatabase } from '../test/helpers/database.js';

process.env.NODE_ENV = 'test';
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 3);
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Resource library', path: '/blog' },
  { name: 'Article', path: '/blog/start-here' },
  { name: 'Form page', path: '/team' },
];
/** Runs before the page's scripts: every long task from the navigation on, in window.longTasks. */
const LONG_TASK_LIST = `window.longTasks = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (task) { window.longTasks.push(task.duration); }); })
  .observe({ type: 'longtask', buffered: true });`;

/** Every script of a page's HTML, and the hydration loader's template of module scripts. */
const SCRIPTS = /<script(?![^>]*application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>|<template id="hydration">[\s\S]*?<\/template>/g;
/** The inline first-paint CSS and every linked stylesheet. */
const STYLES = /<style[^>]*>[\s\S]*?<\/style>|<link[^>]*rel="stylesheet"[^>]*>/g;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

ensurePagesBuild();
const server = await startServer();
await resetDatabase();
await seedDemoPostsIfMissing();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });

type Variant = 'fresh' | 'warm' | 'bare';

/** A script-less page of the site the warm variant opens first: a renderer that has laid out the site's fonts and CSS once, but has compiled none of its scripts. */
const WARM_UP_PATH = '/offerings';

/** Takes a page's scripts out of its HTML, and with `styles` its CSS too. */
async function without(page: Page, url: string, styles: boolean): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(SCRIPTS, '');
    await route.fulfill({ response, body: styles ? html.replace(STYLES, '') : html, headers: { ...response.headers(), 'content-encoding': '' } });
  });
}

/** The long tasks of one load of the page in a fresh context: nothing cached from the previous. */
async function load(url: string, variant: Variant): Promise<number[]> {
  // A mid-range phone's screen.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  if (variant === 'bare') await without(page, url, true);
  if (variant === 'warm') {
    // Nothing of the page from the HTTP cache (so no compiled code either); the warm-up untimed.
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await without(page, server.baseUrl + WARM_UP_PATH, false);
    await page.goto(server.baseUrl + WARM_UP_PATH, { waitUntil: 'load' });
  }
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ content: LONG_TASK_LIST });
  await page.goto(url, { waitUntil: 'load' });
  // Asked over the DevTools protocol, not with Playwright's locators or evaluate: those inject
  // Playwright's own script into the page first, a task of 40-65 ms at 4x that the page's Long
  // Tasks API counted as the page's (until 28 November every figure here had one, at hydration).
  const ask = async <T>(expression: string) => (await devtools.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T;
  const deadline = Date.now() + 60_000;
  while (variant !== 'bare' && !(await ask<boolean>("document.documentElement.hasAttribute('data-hydrated')"))) {
    if (Date.now() > deadline) throw new Error(`${url} did not hydrate within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const tasks = (await ask<number[]>('window.longTasks')).map(Math.round);
  await context.close();
  return tasks;
}

const longestOf = (runs: number[][]) => median(runs.map((tasks) => Math.max(0, ...tasks)));
const verdict = (ms: number) => (ms <= 50 ? 'ok' : 'over');
const rows: string[] = [];
for (const { name, path } of PAGES) {
  await (await fetch(server.baseUrl + path)).text();
  const runs: Record<Variant, number[][]> = { fresh: [], warm: [], bare: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of Object.keys(runs) as Variant[]) runs[variant].push(await load(server.baseUrl + path, variant));
  }
  const list = (variant: Variant) => runs[variant].map((tasks) => (tasks.length ? tasks.join(', ') : 'none')).join(' · ');
  rows.push(`| ${name} (\`${path}\`) | ${list('fresh')} | **${longestOf(runs.fresh)} ms** ${verdict(longestOf(runs.fresh))} | ${list('warm')} | **${longestOf(runs.warm)} ms** ${verdict(longestOf(runs.warm))} | ${longestOf(runs.bare)} ms |`);
  console.error(rows.at(-1));
}
await browser.close();
await server.close();
await closeTestDatabase();

console.log(`Long tasks (over 50 ms) from navigation to hydration and 1 s after, Chromium with the CPU slowed 4x, ${RUNS} runs per page, the three ways loaded alternately (ms, each run's tasks in order; longest: median, ≤ 50 ms or over). Fresh: the page in a new renderer process. Warm: the same after a page of the site without scripts (${WARM_UP_PATH}) in the same tab, with the HTTP cache off: the renderer has laid out the site's fonts and CSS once and compiled none of its scripts. Bare: the page's HTML without its scripts and CSS in a new renderer, the browser's own floor:\n`);
console.log('| Page | Fresh, each run | Fresh, longest | Warm, each run | Warm, longest | Bare, longest |');
console.log('|---|---|---|---|---|---:|');
for (const row of rows) console.log(row);
process.exit(0);
