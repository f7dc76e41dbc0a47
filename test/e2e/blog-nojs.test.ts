import { expect } from 'chai';
import { cardSlugs, categoryButtonText, currentUrl, DEMO_NOW, paginationLabels } from '../helpers/blog-browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e: the resource library without JavaScript', () => {
  const site = siteInBrowser({
    demoPosts: DEMO_NOW,
    browser: { width: 1280, height: 900, javaScriptEnabled: false },
  });

  const open = (url: string) => site.browser.page.goto(site.server.baseUrl + url);
  const submitted = (predicate: (url: URL) => boolean) => site.browser.page.waitForURL(predicate);

  it('searches through the GET form, back to page 1', async () => {
    await open('/blog?page=3');
    const { page } = site.browser;
    await page.fill('#blog-search', 'visualization');
    await page.press('#blog-search', 'Enter');
    await submitted((url) => url.searchParams.get('search') === 'visualization');
    expect(new URL(page.url()).searchParams.get('page')).to.equal(null);
    expect(await cardSlugs(page)).to.include('a-ten-minute-visualization-routine-for-race-week');
    expect(await page.locator('.blog-chip').first().textContent()).to.equal('Search: “visualization”');
  });

  it('filters by ticking categories in the dropdown and pressing "Apply"', async () => {
    await open('/blog');
    const { page } = site.browser;
    expect(await page.isVisible('.blog-apply')).to.equal(true);
    await page.click('.blog-categories-toggle');
    await page.getByLabel('Swimming', { exact: true }).check();
    await page.getByLabel('Triathlon', { exact: true }).check();
    await page.click('.blog-apply');
    await submitted((url) => url.searchParams.getAll('category').length === 2);
    expect(new URL(page.url()).searchParams.getAll('category')).to.deep.equal(['swimming', 'triathlon']);
    expect(await categoryButtonText(page)).to.equal('2 Selected');
    expect(await page.textContent('.blog-summary')).to.equal('Showing 1–5 of 6 articles');
  });

  it('sorts with the select and "Apply"', async () => {
    await open('/blog');
    const { page } = site.browser;
    await page.selectOption('#blog-sort', 'oldest');
    await page.click('.blog-apply');
    await submitted((url) => url.searchParams.get('sort') === 'oldest');
    expect((await cardSlugs(page)).slice(3)).to.deep.equal(['reds-resource-center', 'pre-race-nerves-are-not-a-warning-sign']);
    expect(await page.inputValue('#blog-sort')).to.equal('oldest');
  });

  it('pages through plain links', async () => {
    await open('/blog?category=confidence');
    const { page } = site.browser;
    // The rest of the global stylesheet reaches a browser without scripts too (its <noscript> link).
    expect(await page.locator('.blog-pagination').evaluate((element) => getComputedStyle(element).display)).to.equal('flex');
    await page.click('a[aria-label="Go to page 2"]');
    await page.waitForURL('**/blog?category=confidence&page=2');
    expect(await page.textContent('.pagination-link.is-current')).to.equal('2');
    await open('/blog?page=6');
    expect(await paginationLabels(page)).to.deep.equal(['1', '…', '5', '6', '7', '…', '9']);
  });

  it('removes chips and clears all filters with their buttons', async () => {
    await open('/blog?search=zebra&category=swimming&sort=oldest');
    const { page } = site.browser;
    expect(await page.textContent('.blog-empty-text')).to.equal('We couldn\'t find any articles matching "zebra" in the selected categories.');
    await page.click('button[aria-label="Remove search: zebra"]');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    expect(currentUrl(page)).to.equal('/blog?category=swimming&sort=oldest');
    await open('/blog?search=zebra&category=swimming');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    expect(await cardSlugs(page)).to.have.length(5);
  });
});
