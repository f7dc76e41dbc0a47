/**
 * Issue 12, row 6: "Back to Resources" on an article returns to the exact list view it was opened
 * from (search, categories, sort and page) and to where the reader was on it; the browser's Back
 * button to the list keeps the scroll position too.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_NOW, cardSlugs, currentUrl, markWindow, waitForList, windowMarked } from '../helpers/blog-browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const VIEW = '/blog?search=race&category=confidence&category=running&sort=oldest&page=2';

/** Scrolls the list's last card into view and answers the scroll position and that card's slug. */
async function scrollToLastCard(page: Page): Promise<{ y: number; slug: string }> {
  const slug = (await cardSlugs(page)).at(-1)!;
  await page.locator(`article[data-slug="${slug}"]`).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  // Let the scroll settle (and Vike record it for the history entry).
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => Math.round(window.scrollY));
  return { y, slug };
}

async function waitForArticle(page: Page, slug: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.pathname === `/blog/${expected}`, slug);
  await page.waitForSelector('h1.article-title');
  await page.waitForLoadState('networkidle');
}

describe('e2e: back from an article to the exact list view and scroll position', () => {
  const site = siteInBrowser({
    demoPosts: DEMO_NOW,
    browser: { width: 1280, height: 600 },
  });

  it('"Back to Resources" keeps search, categories, sort and page, and the scroll position', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + VIEW);
    await waitForList(page, VIEW);
    const listed = await cardSlugs(page);
    const { y, slug } = await scrollToLastCard(page);
    expect(y, 'the list is scrolled').to.be.greaterThan(200);
    await markWindow(page);

    await page.click(`article[data-slug="${slug}"] .blog-card-link`);
    await waitForArticle(page, slug);
    const back = page.getByRole('link', { name: 'Back to Resources', exact: true });
    expect(await back.getAttribute('href')).to.equal(VIEW);

    await back.click();
    await waitForList(page, VIEW);
    expect(currentUrl(page)).to.equal(VIEW);
    expect(await cardSlugs(page)).to.deep.equal(listed);
    expect(await page.inputValue('input[type="search"]')).to.equal('race');
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, y, { timeout: 5_000 });
    expect(await windowMarked(page), 'no full page load').to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('keeps the list view when the article was opened afresh (a shared link, no script state)', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/blog/start-here${VIEW.slice('/blog'.length)}`);
    await page.evaluate(() => sessionStorage.clear()); // as in a new tab
    await page.getByRole('link', { name: 'Back to Resources', exact: true }).click();
    await waitForList(page, VIEW);
    expect(await page.evaluate(() => window.scrollY)).to.equal(0);
  });

  it('the browser\'s Back button returns to the list at the same scroll position', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + VIEW);
    await waitForList(page, VIEW);
    const { y, slug } = await scrollToLastCard(page);
    // A network that takes its time: the article's data is held until its skeleton has shown (at the top).
    let letDataThrough!: () => void;
    const dataHeld = new Promise<void>((resolve) => (letDataThrough = resolve));
    await page.route('**/index.pageContext.json*', async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page.click(`article[data-slug="${slug}"] .blog-card-link`);
    await page.waitForSelector('.article-skeleton');
    letDataThrough();
    await waitForArticle(page, slug);
    expect(await page.evaluate(() => window.scrollY), 'the article opens at the top').to.equal(0);

    await page.goBack();
    await waitForList(page, VIEW);
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, y, { timeout: 5_000 })
      .catch(async () => expect(await page.evaluate(() => window.scrollY), 'scroll after Back').to.be.closeTo(y, 2));
    await page.unroute('**/index.pageContext.json*');
    expect(site.browser.errors).to.deep.equal([]);
  });
});
