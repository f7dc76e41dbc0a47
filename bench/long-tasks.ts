/**
 * Long tasks of the public pages on a CPU slowed 4x (issue 26, item 1: none over 50 ms): each page
 * loaded three times in a fresh Chromium context with DevTools' CPU throttling at 4, from
 * navigation until the page has hydrated (<html data-hydrated>) and one more second; the browser's
 * own Long Tasks API (every task over 50 ms, buffered from the start) lists them. Builds the pages
 * first when stale; the server is the production page build with the response cache, each page
 * asked once first. Prints a Markdown table (bench/lighthouse.ts puts it into bench/README.md).
 *   npx tsx bench/long-tasks.ts            (LONG_TASK_RUNS changes the three runs)
 * A figure, not a test: it depends on the machine (on the shared 2-core machine the same page
 * varies by about half from one run to the next).
 */
import 'reflect-metadata';
import { chromium } from 'playwright-core';
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

ensurePagesBuild();
const server = await startServer();
await resetDatabase();
await seedDemoPostsIfMissing();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });

const rows: string[] = [];
for (const { name, path } of PAGES) {
  await (await fetch(server.baseUrl + path)).text();
  const runs: number[][] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A mid-range phone's screen; a fresh context: nothing cached from the previous run.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript({ content: LONG_TASK_LIST });
    await page.goto(server.baseUrl + path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    runs.push((await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)).map(Math.round));
    await context.close();
  }
  const longest = runs.map((tasks) => Math.max(0, ...tasks));
  const over = runs.map((tasks) => tasks.length);
  rows.push(`| ${name} (\`${path}\`) | ${runs.map((tasks) => (tasks.length ? tasks.join(', ') : 'none')).join(' · ')} | ${median(over)} | **${median(longest)} ms** | ${median(longest) <= 50 ? 'ok' : 'over'} |`);
  console.error(rows.at(-1));
}
await browser.close();
await server.close();
await closeTestDatabase();

console.log(`Long tasks (over 50 ms) from navigation to hydration and 1 s after, Chromium with the CPU slowed 4x, ${RUNS} runs per page (ms, each run's tasks in order; medians):\n`);
console.log('| Page | Long tasks, each run | Tasks over 50 ms | Longest | ≤ 50 ms |');
console.log('|---|---|---:|---:|---|');
for (const row of rows) console.log(row);
process.exit(0);
