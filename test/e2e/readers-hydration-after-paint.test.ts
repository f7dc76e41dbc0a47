/**
 * Issue 26 items 1 and 6, as a reader's browser sees it (production build, Chromium): a public
 * page asks for its hydration code and the rest of the global stylesheet only after its first
 * contentful paint, and nothing on it moves as they arrive
 * (src/server/hydration-after-paint.ts), still hydrates under the Content-Security-Policy, and
 * also hydrates in a browser without paint timing (at its load event). The client-rendered pages
 * (the admin, the GraphQL explorer) keep their scripts as Vike writes them. Public pages format no date in the browser: the server
 * writes them, so hydrating never starts up the browser's date formatting (a long task).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { insertPost } from '../helpers/fixtures.js';
import { watchCsp } from '../helpers/browser.js';
import { holdRequests } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const ARTICLE = '/blog/updated-since';

/** Counts the page's date formats in window.dateFormats (a string: it runs before the page's own scripts). */
const DATE_FORMAT_COUNTER = `(function () {
  var counted = { formats: 0 };
  window.dateFormats = counted;
  var Original = Intl.DateTimeFormat;
  Intl.DateTimeFormat = new Proxy(Original, {
    construct: function (target, args) { counted.formats++; return Reflect.construct(target, args); },
    apply: function (target, self, args) { counted.formats++; return Reflect.apply(target, self, args); }
  });
  ['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'].forEach(function (method) {
    var original = Date.prototype[method];
    Date.prototype[method] = function () { counted.formats++; return original.apply(this, arguments); };
  });
})();`;

interface Requested { name: string; startTime: number }

/** When the page painted first, and when each of its scripts and stylesheets was asked for (ms since navigation). */
async function requestTiming(page: Page): Promise<{ firstPaint: number | null; scripts: Requested[]; stylesheets: Requested[] }> {
  const { firstPaint, requests } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    requests: performance.getEntriesByType('resource').map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  return {
    firstPaint,
    scripts: requests.filter((request) => request.name.endsWith('.js')),
    stylesheets: requests.filter((request) => request.name.endsWith('.css')),
  };
}

/**
 * Every layout shift of the page from its navigation on, in window.layoutShifts, and every CSS
 * transition that started, in window.transitions (a string: it runs before the page's scripts).
 */
const LAYOUT_SHIFTS = `window.layoutShifts = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (shift) { window.layoutShifts.push(shift); }); })
  .observe({ type: 'layout-shift', buffered: true });
window.transitions = [];
document.addEventListener('transitionrun', function (event) { window.transitions.push(event.target.className + ': ' + event.propertyName); }, true);`;

/** The rest of the global stylesheet has been applied (it places the notification area). */
async function fullStylesheetApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const region = document.querySelector('.toast-region');
    return region !== null && getComputedStyle(region).position === 'fixed';
  });
}

/** Hydrated for real: the client router takes an in-site link (the window, and what it holds, stays). */
async function expectClientNavigation(page: Page, path = '/values'): Promise<void> {
  await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
  await page.locator(`.site-nav a[href="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('main h1').waitFor();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).to.equal(true);
}

describe('e2e: public pages hydrate after their first paint (issue 26)', () => {
  const site = siteInBrowser({
    demoPosts: true,
    prepare: async () => {
      await insertPost({ slug: 'updated-since', title: 'Updated since', content: '<p>Words.</p>', publishDate: '2024-02-23T09:00:00.000Z' });
    },
    browser: { width: 1280, height: 800, perTest: true },
  });

  for (const path of ['/', '/blog', ARTICLE]) {
    it(`${path}: no script is asked for before the first paint; the page then hydrates, within the CSP`, async () => {
      const { page } = site;
      const violations = await watchCsp(page);
      const response = await page.goto(site.server.baseUrl + path);
      expect(response?.status()).to.equal(200);
      const html = await response!.text();
      // Vike's module scripts wait in the template; nothing outside it asks for one.
      const template = /<template id="hydration">([\s\S]*?)<\/template>/.exec(html);
      expect(template, 'the scripts template').to.not.equal(null);
      expect(template![1]).to.match(/<script src="\/assets\/entries\/[^"]+\.js" type="module" async><\/script>/);
      const outside = html.replace(template![0], '');
      expect(outside).not.to.match(/<script[^>]*\bsrc=/);
      expect(outside).not.to.match(/rel="modulepreload"/);
      // The rest of the global stylesheet waits there too; outside, only a browser without scripts reads it.
      expect(template![1]).to.match(/^<link rel="stylesheet" href="\/assets\/static\/global\.[^"]+\.css">/);
      expect(outside.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.to.match(/<link[^>]*rel="stylesheet"/);

      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await fullStylesheetApplied(page);
      const { firstPaint, scripts, stylesheets } = await requestTiming(page);
      expect(firstPaint, 'first-contentful-paint').to.be.a('number');
      expect(scripts.length).to.be.above(3);
      // The entry is asked for first (a modulepreload); the others follow, each inserted in a task of its own.
      expect([...scripts].sort((a, b) => a.startTime - b.startTime)[0]!.name).to.match(/^\/assets\/entries\/entry-client-routing\.[^/]+\.js$/);
      const early = [...scripts, ...stylesheets].filter((file) => file.startTime < firstPaint!);
      expect(early, `scripts or stylesheets asked for before the first paint at ${firstPaint} ms`).to.deep.equal([]);
      expect(stylesheets.map((file) => file.name), 'the rest of the global stylesheet, once').to.have.length(1);
      expect(await violations()).to.deep.equal([]);
      expect(site.browser.errors).to.deep.equal([]);
      await expectClientNavigation(page);
    });
  }

  it('nothing on a phone-sized page moves or fades once its HTML is in: not as it hydrates, not as the rest of the stylesheet arrives', async () => {
    const { page } = site;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript({ content: LAYOUT_SHIFTS });
    // The list and its empty state had "Apply" (for browsers without scripts) until hydration hid it.
    for (const path of ['/', '/blog', '/blog?search=zzzz', ARTICLE, '/team']) {
      await page.goto(site.server.baseUrl + path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await fullStylesheetApplied(page);
      // Two frames: a shift is reported with the frame that paints it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => {
        const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd;
        type Shift = PerformanceEntry & { value: number; sources: Array<{ node: Node | null }> };
        return ((window as unknown as { layoutShifts: Shift[] }).layoutShifts)
          .filter((shift) => shift.startTime >= parsed)
          .map((shift) => ({ value: shift.value, moved: shift.sources.map((source) => (source.node as Element | null)?.className ?? '?') }));
      });
      expect(shifts, path).to.deep.equal([]);
      // Nor does anything fade in as the stylesheet arrives (the list's pagination did, while the scripts started).
      expect(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions), `${path}: transitions`).to.deep.equal([]);
    }
  });

  it("Vike's start runs in steps on a styled page: the entry's imports one by one, each once the one before has run, then the entry", async () => {
    const { page } = site;
    // Each module script put into the page: when, whether the rest of the stylesheet was applied by then, and when it had run.
    await page.addInitScript({ content: `window.moduleScripts = [];
new MutationObserver(function (records) { records.forEach(function (record) { record.addedNodes.forEach(function (node) {
  if (node.nodeName !== 'SCRIPT' || node.type !== 'module') return;
  var region = document.querySelector('.toast-region');
  node.inserted = { src: node.getAttribute('src'), insertedAt: performance.now(), ranAt: null, styled: region !== null && getComputedStyle(region).position === 'fixed' };
  window.moduleScripts.push(node.inserted);
}); }); }).observe(document, { childList: true, subtree: true });
// Capturing: before the loader's own handler on the script puts the next one in.
document.addEventListener('load', function (event) { if (event.target.inserted) event.target.inserted.ranAt = performance.now(); }, true);` });
    for (const path of ['/', ARTICLE]) {
      await page.goto(site.server.baseUrl + path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      type Inserted = { src: string; insertedAt: number; ranAt: number | null; styled: boolean };
      const inserted = await page.evaluate(() => (window as unknown as { moduleScripts: Inserted[] }).moduleScripts);
      const sources = inserted.map((script) => script.src);
      // Vike's runtime, then its router with every page's config, then the entry that starts it.
      expect(sources, path).to.have.length(3);
      expect(sources.slice(0, -1).every((src) => /^\/assets\/chunks\/[^/]+\.js$/.test(src)), sources.join(' ')).to.equal(true);
      expect(sources.at(-1), path).to.match(/^\/assets\/entries\/entry-client-routing\.[^/]+\.js$/);
      inserted.slice(1).forEach((script, index) => {
        expect(script.insertedAt, `${path}: ${script.src} after ${inserted[index]!.src} ran`).to.be.at.least(inserted[index]!.ranAt ?? Infinity);
      });
      expect(inserted[0]!.styled, `${path}: the stylesheet applied when the first went in`).to.equal(true);
    }
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('a stylesheet that never comes does not hold the scripts: the page hydrates without it', async () => {
    const { page } = site;
    const stylesheet = await holdRequests(page, '**/assets/static/global.*.css');
    // Not to the load event: a stylesheet the page is still waiting for holds that.
    await page.goto(site.server.baseUrl + ARTICLE, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    // Hydrated while the sheet was held; once it comes, the page's load event follows and the router works.
    stylesheet.release();
    await expectClientNavigation(page);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('a reader who tabbed in before the scripts ran keeps the focus through hydration', async () => {
    const { page } = site;
    // The scripts are held until the reader has focused a link.
    const scripts = await holdRequests(page, '**/*.js');
    await page.goto(site.server.baseUrl + '/', { waitUntil: 'domcontentloaded' });
    const link = page.locator('.site-footer').getByRole('link', { name: 'About Us' });
    await link.focus();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).to.equal(false);
    scripts.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await link.evaluate((element) => element === document.activeElement)).to.equal(true);
  });

  it('a link followed while the page is still hydrating is a plain link: the browser loads the next page, header and all', async () => {
    const { page } = site;
    // Counts the document's click listeners: the client router's is the first.
    await page.addInitScript({ content: "(function () { var add = document.addEventListener; window.clickListeners = 0; document.addEventListener = function (type) { if (type === 'click') window.clickListeners++; return add.apply(this, arguments); }; })();" });
    // The pages' own code is held: the client router runs, the hydration waits for it.
    const pageCode = await holdRequests(page, '**/assets/entries/pages_*');
    await page.goto(site.server.baseUrl + '/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (window as unknown as { clickListeners: number }).clickListeners > 0);
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
    await page.locator('.site-footer').getByRole('link', { name: 'About Us' }).click({ noWaitAfter: true });
    pageCode.release();
    await page.waitForURL(/\/values$/);
    await page.locator('main h1', { hasText: 'Our mission' }).waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'a page the browser loaded').to.equal(undefined);
    expect(await page.locator('.site-header .brand-name').textContent()).to.equal(site.server.config.site.name);
    expect(site.browser.errors).to.deep.equal([]);
    await expectClientNavigation(page, '/');
  });

  it('a browser without paint timing hydrates at its load event', async () => {
    const { page } = site;
    // A string, not a function: the test's compiler would add helpers the page does not have.
    await page.addInitScript({ content: "Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: function () { return ['resource', 'navigation']; } });" });
    await page.goto(site.server.baseUrl + '/blog');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectClientNavigation(page);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('the article and the list show dates the server wrote; the browser formats none', async () => {
    const { page } = site;
    // Any date formatting by the page: Intl's constructor and the Date methods that use it.
    await page.addInitScript({ content: DATE_FORMAT_COUNTER });
    for (const path of [ARTICLE, '/blog']) {
      await page.goto(site.server.baseUrl + path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { dateFormats: { formats: number } }).dateFormats.formats), path).to.equal(0);
    }
    await page.goto(site.server.baseUrl + ARTICLE);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('.article-byline .article-date').textContent()).to.equal('February 2024');
    expect(await page.locator('.article-byline .article-updated').textContent()).to.match(/^Updated \d{1,2} [A-Z][a-z]+ 20\d\d$/);
    // The counter counts: one format by hand is seen.
    expect(await page.evaluate(() => {
      new Date(0).toLocaleDateString('en-GB');
      return (window as unknown as { dateFormats: { formats: number } }).dateFormats.formats;
    })).to.be.at.least(1);
  });

  it('the client-rendered pages (the admin, the GraphQL explorer) keep their scripts as Vike writes them', async () => {
    for (const path of ['/admin/login', '/graphql']) {
      const response = await fetch(site.server.baseUrl + path, { headers: { Accept: 'text/html' } });
      expect(response.status, path).to.equal(200);
      const html = await response.text();
      expect(html, path).not.to.contain('<template id="hydration">');
      expect(html, path).to.match(/<script src="\/assets\/entries\/[^"]+\.js" type="module" async><\/script>/);
    }
  });
});
