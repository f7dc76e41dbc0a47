/**
 * Issue 26 item 1 (no long task over 50 ms): the home page, an article and /blog hydrate in parts, one per task
 * (pages/_components/ui/hydrate-later.tsx); the site header is a part of its own on every public page. Each later part is a Suspense boundary in the server's
 * HTML, keeps the nodes the server made while it waits, and works once <html data-hydrated> is
 * set; a client-side navigation to the page renders every part at once.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { holdRequests } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/**
 * Loads a page and lets it hydrate; returns which of the selectors' elements are still the nodes
 * the server made. Each is marked before any script runs: hydrating keeps it, re-rendering would not.
 */
async function serverNodesKeptThroughHydration(page: Page, url: string, selectors: string[]): Promise<string[]> {
  const scripts = await holdRequests(page, '**/*.js');
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.evaluate((list) => {
    for (const selector of list) (document.querySelector(selector) as HTMLElement & { fromServer?: boolean }).fromServer = true;
  }, selectors);
  scripts.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return page.evaluate((list) => list.filter((selector) => (document.querySelector(selector) as HTMLElement & { fromServer?: boolean }).fromServer), selectors);
}

const LATER = ['.site-header', '#vision-mission', '#fuel-groups', '#why', '#founder-story', '#offerings', '#suggest-topic', '#cta', '.site-footer'];

describe('e2e: the home page hydrates in parts (issue 26)', () => {
  const site = siteInBrowser({ browser: { width: 1280, height: 800, perTest: true } });

  it('serves the header, the later sections and the footer as boundaries of their own, after the hero', async () => {
    const html = await (await fetch(site.server.baseUrl + '/', { headers: { Accept: 'text/html' } })).text();
    expect(html).to.match(/<section class="home-hero"/);
    expect(html).not.to.match(/<!--\$--><section class="home-hero"/);
    for (const id of ['vision-mission', 'fuel-groups', 'why', 'founder-story', 'offerings', 'suggest-topic', 'cta']) {
      expect(html, id).to.match(new RegExp(`<!--\\$--><section id="${id}"`));
    }
    expect(html).to.match(/<!--\$--><footer class="site-footer"/);
    expect(html).to.match(/<!--\$--><header class="site-header"/);
  });

  it('keeps the nodes the server made and makes them work', async () => {
    const { page } = site;
    expect(await serverNodesKeptThroughHydration(page, site.server.baseUrl + '/', LATER)).to.deep.equal(LATER);

    // The header's menu works once it has hydrated: at 412 px its toggle is a button that opens it.
    await page.setViewportSize({ width: 412, height: 823 });
    const toggle = page.locator('.site-header').getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
    await page.setViewportSize({ width: 1280, height: 800 });

    const story = page.locator('#founder-story');
    await story.getByRole('button', { name: 'Read More' }).click();
    expect(await story.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).to.equal('true');
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('renders every part at once on a client-side navigation to the page', async () => {
    const { page } = site;
    await page.goto(site.server.baseUrl + '/values');
    // The moment the hero appears, the sections after it and the footer are there too.
    await page.evaluate((selectors) => {
      const seen = window as unknown as { partsWithHero?: string[] };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.home-hero')) return;
        seen.partsWithHero = selectors.filter((selector) => document.querySelector(selector));
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    }, LATER);
    await page.locator('.site-header').getByRole('link', { name: 'Home', exact: true }).click();
    await page.locator('.home-hero').waitFor();
    expect(await page.evaluate(() => (window as unknown as { partsWithHero?: string[] }).partsWithHero)).to.deep.equal(LATER);
    expect(site.browser.errors).to.deep.equal([]);
  });
});

describe('e2e: an article hydrates in parts (issue 26)', () => {
  const site = siteInBrowser({ demoPosts: true, browser: { width: 412, height: 823, perTest: true } });

  it('hydrates the site header and the article below it as parts of their own, keeping the nodes the server made', async () => {
    const html = await (await fetch(site.server.baseUrl + '/blog/start-here', { headers: { Accept: 'text/html' } })).text();
    expect(html).to.match(/<!--\$--><div class="article-page"/);
    expect(html).to.match(/<!--\$--><header class="site-header"/);

    const { page } = site;
    const parts = ['.article-page', '.article-content', '.article-share', '.site-header'];
    expect(await serverNodesKeptThroughHydration(page, site.server.baseUrl + '/blog/start-here', parts)).to.deep.equal(parts);

    // The back link's own handler (list-return.ts) runs once the part has hydrated: a client-side navigation.
    await page.evaluate(() => { (window as unknown as { samePage?: boolean }).samePage = true; });
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });
});

describe('e2e: the resource library hydrates in parts (issue 26)', () => {
  const site = siteInBrowser({ demoPosts: true, browser: { width: 412, height: 823, perTest: true } });

  it('hydrates the filters and the cards as parts of their own after the page, keeping the nodes the server made', async () => {
    const html = await (await fetch(site.server.baseUrl + '/blog', { headers: { Accept: 'text/html' } })).text();
    expect(html).to.match(/<!--\$--><form[^>]*class="blog-filters"/);
    expect(html).to.match(/<!--\$--><div class="blog-results"/);
    expect(html).not.to.match(/<!--\$--><nav class="pagination/);

    const { page } = site;
    const parts = ['form.blog-filters', '#blog-search', '.blog-results', '.site-header'];
    expect(await serverNodesKeptThroughHydration(page, site.server.baseUrl + '/blog', parts)).to.deep.equal(parts);

    // The search box's own handler runs once its part has hydrated: typing searches client-side.
    await page.evaluate(() => { (window as unknown as { samePage?: boolean }).samePage = true; });
    await page.locator('#blog-search').fill('race');
    await page.waitForURL((url) => url.searchParams.get('search') === 'race');
    await page.getByText(/^Showing 1–\d+ of \d+ articles?$/).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });
});
