import { expect } from 'chai';
import {
  cardSlugs, categoryButtonText, DEMO_NOW, markWindow, paginationLabels, waitForList, windowMarked,
} from '../helpers/blog-browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e: the resource library with JavaScript', () => {
  const site = siteInBrowser({
    demoPosts: DEMO_NOW,
    browser: { width: 1280, height: 900 },
  });
  afterEach(() => {
    expect(site.browser.errors, 'console errors').to.deep.equal([]);
  });

  const open = async (url: string) => {
    await site.browser.page.goto(site.server.baseUrl + url, { waitUntil: 'networkidle' });
    await markWindow(site.browser.page);
  };

  it('hydrates the server-rendered list and hides the no-JavaScript "Apply" button', async () => {
    await open('/blog');
    const { page } = site.browser;
    expect(await cardSlugs(page)).to.have.length(5);
    expect(await page.getAttribute('#blog-search', 'placeholder')).to.equal('Search anything...');
    await page.locator('.blog-apply').waitFor({ state: 'hidden' });
    expect(await paginationLabels(page)).to.deep.equal(['1', '2', '3', '4', '…', '9']);
  });

  it('searches on Enter without a full reload, back to page 1, and shows a removable chip', async () => {
    await open('/blog?page=3');
    const { page } = site.browser;
    await page.fill('#blog-search', 'visualization');
    await page.press('#blog-search', 'Enter');
    await waitForList(page, '/blog?search=visualization');
    expect(await windowMarked(page), 'no full reload').to.equal(true);
    expect(await cardSlugs(page)).to.include('a-ten-minute-visualization-routine-for-race-week');
    expect(await page.locator('.blog-chip').first().textContent()).to.equal('Search: “visualization”');
    await page.click('button[aria-label="Remove search: visualization"]');
    await waitForList(page, '/blog');
    expect(await page.inputValue('#blog-search')).to.equal('');
    expect((await cardSlugs(page))[0]).to.equal('start-here');
  });

  it('searches as the reader types, after a pause', async () => {
    await open('/blog');
    const { page } = site.browser;
    await page.locator('#blog-search').pressSequentially('journal');
    await waitForList(page, '/blog?search=journal');
    expect(await cardSlugs(page)).to.include('journaling-for-athletes-who-hate-journaling');
    expect(await windowMarked(page)).to.equal(true);
  });

  it('filters by categories: "N Selected", no "Start Here", "Clear all"', async () => {
    await open('/blog?page=2');
    const { page } = site.browser;
    expect(await categoryButtonText(page)).to.equal('All Categories');
    await page.click('.blog-categories-toggle');
    const options = await page.locator('.blog-categories-option').allTextContents();
    expect(options).to.have.length(15);
    expect(options).not.to.include('Start Here');
    await page.getByLabel('Swimming', { exact: true }).check();
    await waitForList(page, '/blog?category=swimming');
    expect(await categoryButtonText(page)).to.equal('1 Selected');
    await page.getByLabel('Triathlon', { exact: true }).check();
    await waitForList(page, '/blog?category=swimming&category=triathlon');
    expect(await categoryButtonText(page)).to.equal('2 Selected');
    expect(await page.locator('.blog-chip').allTextContents()).to.deep.equal(['Swimming', 'Triathlon']);
    expect(await page.textContent('.blog-summary')).to.equal('Showing 1–5 of 6 articles');
    expect(await page.locator('.blog-categories').getAttribute('open'), 'stays open while choosing').to.equal('');
    await page.click('.blog-categories-clear');
    await waitForList(page, '/blog');
    expect(await categoryButtonText(page)).to.equal('All Categories');
    expect(await page.locator('.blog-chip').count()).to.equal(0);
    expect(await windowMarked(page)).to.equal(true);
  });

  it('closes the category dropdown on Escape and on a click outside', async () => {
    await open('/blog');
    const { page } = site.browser;
    await page.click('.blog-categories-toggle');
    await page.keyboard.press('Escape');
    expect(await page.locator('.blog-categories').getAttribute('open')).to.equal(null);
    await page.click('.blog-categories-toggle');
    await page.click('.blog-hero-title');
    expect(await page.locator('.blog-categories').getAttribute('open')).to.equal(null);
  });

  it('sorts with the four options, back to page 1', async () => {
    await open('/blog?page=4');
    const { page } = site.browser;
    const labels = await page.locator('#blog-sort option').allTextContents();
    expect(labels).to.deep.equal(['Most Recent', 'Oldest First', 'Category A-Z', 'Category Z-A']);
    await page.selectOption('#blog-sort', 'oldest');
    await waitForList(page, '/blog?sort=oldest');
    expect((await cardSlugs(page)).slice(3)).to.deep.equal(['reds-resource-center', 'pre-race-nerves-are-not-a-warning-sign']);
    await page.selectOption('#blog-sort', 'recent');
    await waitForList(page, '/blog');
  });

  it('removes one chip at a time', async () => {
    await open('/blog?search=race&category=confidence&category=running');
    const { page } = site.browser;
    await page.click('button[aria-label="Remove filter: Confidence"]');
    await waitForList(page, '/blog?search=race&category=running');
    expect(await categoryButtonText(page)).to.equal('1 Selected');
    await page.click('button[aria-label="Remove search: race"]');
    await waitForList(page, '/blog?category=running');
    await page.click('button[aria-label="Remove filter: Running"]');
    await waitForList(page, '/blog');
    expect(await windowMarked(page)).to.equal(true);
  });

  it('pages with the arrows and numbers; the pagination collapses beyond 7 pages', async () => {
    await open('/blog');
    const { page } = site.browser;
    expect(await page.locator('.pagination-previous').getAttribute('aria-disabled')).to.equal('true');
    await page.click('a[aria-label="Go to page 4"]');
    await waitForList(page, '/blog?page=4');
    expect(await paginationLabels(page)).to.deep.equal(['1', '…', '3', '4', '5', '…', '9']);
    await page.click('a[aria-label="Next page"]');
    await waitForList(page, '/blog?page=5');
    expect(await paginationLabels(page)).to.deep.equal(['1', '…', '4', '5', '6', '…', '9']);
    await page.click('a[aria-label="Go to page 9"]');
    await waitForList(page, '/blog?page=9');
    expect(await paginationLabels(page)).to.deep.equal(['1', '…', '6', '7', '8', '9']);
    expect(await cardSlugs(page)).to.have.length(2);
    expect(await page.locator('.pagination-next').getAttribute('aria-disabled')).to.equal('true');
    await page.click('a[aria-label="Previous page"]');
    await waitForList(page, '/blog?page=8');
    expect(await page.getAttribute('.pagination-link.is-current', 'aria-current')).to.equal('page');
    expect(await windowMarked(page)).to.equal(true);
  });

  it('keeps the whole state in the URL: back and forward, and a shared link', async () => {
    await open('/blog');
    const { page } = site.browser;
    await page.selectOption('#blog-sort', 'category-asc');
    await waitForList(page, '/blog?sort=category-asc');
    await page.click('a[aria-label="Go to page 2"]');
    await waitForList(page, '/blog?sort=category-asc&page=2');
    await page.goBack();
    await waitForList(page, '/blog?sort=category-asc');
    expect(await page.inputValue('#blog-sort')).to.equal('category-asc');
    await page.goBack();
    await waitForList(page, '/blog');
    expect(await page.inputValue('#blog-sort')).to.equal('recent');
    await page.goForward();
    await waitForList(page, '/blog?sort=category-asc');

    const shared = '/blog?search=race&category=confidence&category=running&sort=oldest&page=2';
    await open(shared);
    expect(await page.inputValue('#blog-search')).to.equal('race');
    expect(await page.inputValue('#blog-sort')).to.equal('oldest');
    expect(await categoryButtonText(page)).to.equal('2 Selected');
    expect(await page.getAttribute('.pagination-link.is-current', 'href')).to.equal(shared);
    expect(await cardSlugs(page)).to.have.length(1);
  });

  it('shows each empty state with its text, and "Clear all filters" brings everything back', async () => {
    const { page } = site.browser;
    const emptyText = async () => (await page.textContent('.blog-empty-text'))?.trim();
    await open('/blog?search=zebra&category=swimming');
    expect(await page.textContent('.blog-empty h2')).to.equal('No articles found');
    expect(await emptyText()).to.equal('We couldn\'t find any articles matching "zebra" in the selected categories.');
    await page.click('button[aria-label="Remove filter: Swimming"]');
    await waitForList(page, '/blog?search=zebra');
    expect(await emptyText()).to.equal('We couldn\'t find any articles matching "zebra".');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await waitForList(page, '/blog');
    expect(await cardSlugs(page)).to.have.length(5);
    expect(await windowMarked(page)).to.equal(true);
  });

  it('shows 4 skeleton cards while a client-side change loads', async () => {
    await open('/blog');
    const { page } = site.browser;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/*pageContext.json*', async (route) => {
      await held;
      await route.continue();
    });
    await page.click('a[aria-label="Go to page 2"]');
    await page.locator('.blog-card-skeleton').nth(3).waitFor({ state: 'visible' });
    expect(await page.locator('.blog-card-skeleton').count()).to.equal(4);
    expect(await page.getAttribute('.blog-results', 'aria-busy')).to.equal('true');
    release();
    await waitForList(page, '/blog?page=2');
    await page.unroute('**/*pageContext.json*');
    expect(await page.locator('.blog-card-skeleton').count()).to.equal(0);
    expect(await cardSlugs(page)).to.have.length(5);
  });

  it('links cards with the page and leads back to it', async () => {
    await open('/blog?page=3');
    const { page } = site.browser;
    const [first] = await cardSlugs(page);
    await page.locator(`article[data-slug="${first}"] .blog-card-more`).click();
    await page.waitForURL(`**/blog/${first}?page=3`);
    const back = page.getByRole('link', { name: 'Back to Resources' });
    expect(await back.getAttribute('href')).to.equal('/blog?page=3');
    expect(await page.getByRole('link', { name: 'Back to All Resources' }).getAttribute('href')).to.equal('/blog');
    await back.click();
    await waitForList(page, '/blog?page=3');
    expect(await page.textContent('.pagination-link.is-current')).to.equal('3');
    expect(await windowMarked(page)).to.equal(true);
  });
});
