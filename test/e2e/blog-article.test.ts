import { expect } from 'chai';
import { DEMO_NOW, markWindow, waitForList, windowMarked } from '../helpers/blog-browser.js';
import { siteImage } from '../../src/shared/site-images.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const NOT_FOUND_TEXT = "Sorry, we couldn't find the article you're looking for.";

describe('e2e: articles, the tab title and the not-found pages', () => {
  const site = siteInBrowser({
    demoPosts: DEMO_NOW,
    browser: { width: 1280, height: 900 },
  });

  it('shows the article with its transforms and the tab title "{title} | Resources"', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/blog/start-here', { waitUntil: 'networkidle' });
    expect(await page.title()).to.equal('Start Here | Resources');
    expect(await page.textContent('h1')).to.equal('Start Here');
    expect(await page.locator('.article-date').count(), 'no date for start-here').to.equal(0);
    const brandHeadings = page.locator(`.article-content :is(h2, h3):has(img[src="${siteImage('/images/brand-icon.svg')}"])`);
    expect(await brandHeadings.allTextContents()).to.deep.equal(['Fuel for Thought', 'The Weekly Digest']);
    expect(await page.locator('.article-content h3:has-text("Read: Good First Stops")').textContent()).to.equal('🔗 Read: Good First Stops');
    const links = await page.$$eval('.article-content a:not(.heading-anchor)', (anchors) => anchors.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links.length).to.be.greaterThan(0);
    for (const link of links) expect(link).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('shows the month and year and swaps the flame and brain emojis for images', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/blog/into-the-dark-patch-pain-tolerance-for-the-long-haul', { waitUntil: 'networkidle' });
    expect(await page.textContent('.article-date')).to.equal('November 2024');
    expect(await page.locator(`.article-content img[src="${siteImage('/images/flame.svg')}"][alt="flame"]`).count()).to.be.greaterThan(0);
    expect(await page.textContent('.article-content')).not.to.include('🔥');
    const fontSizes = await page.$$eval('.article-content p[style]', (ps) => ps.map((p) => (p as HTMLElement).style.fontSize));
    expect(fontSizes.every((size) => size === '')).to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('sets the tab title on client-side navigation and back', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
    await markWindow(page);
    expect(await page.title()).to.equal('Resources | Mindful Miles');
    await page.click('article[data-slug="our-top-book-recommendations"] .blog-card-link');
    await page.waitForURL('**/blog/our-top-book-recommendations');
    await page.waitForFunction(() => document.title === 'Our Top Book Recommendations | Resources');
    expect(await page.textContent('h1')).to.equal('Our Top Book Recommendations');
    await page.getByRole('link', { name: 'Back to All Resources' }).click();
    await waitForList(page, '/blog');
    await page.waitForFunction(() => document.title === 'Resources | Mindful Miles');
    expect(await windowMarked(page), 'no full reload').to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('shows an article skeleton while the article loads in the browser', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/*pageContext.json*', async (route) => {
      await held;
      await route.continue();
    });
    await page.click('article[data-slug="start-here"] .blog-card-link');
    await page.locator('.article-skeleton').waitFor({ state: 'visible' });
    release();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start Here');
    await page.unroute('**/*pageContext.json*');
    expect(await page.locator('.article-skeleton').count()).to.equal(0);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('answers a missing article with 404 and "Article Not Found"', async () => {
    const { page } = site.browser;
    const response = await page.goto(site.server.baseUrl + '/blog/no-such-article', { waitUntil: 'networkidle' });
    expect(response?.status()).to.equal(404);
    expect(await page.textContent('h1')).to.equal('Article Not Found');
    expect(await page.textContent('.error-card')).to.include(NOT_FOUND_TEXT);
    expect(await page.title()).to.equal('Article Not Found | Resources');
  });

  it('shows "Article Not Found" for a draft on client-side navigation too', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
    site.browser.errors.length = 0;
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/blog/post-race-blues-and-how-to-land-softly';
      link.id = 'to-draft';
      link.textContent = 'draft';
      document.body.append(link);
    });
    await page.click('#to-draft');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Article Not Found');
    expect(await page.textContent('.error-card')).to.include(NOT_FOUND_TEXT);
  });

  it('answers any other path with 404 and the "404 Page Not Found" card', async () => {
    const { page } = site.browser;
    const response = await page.goto(site.server.baseUrl + '/this/is/not/a/page', { waitUntil: 'networkidle' });
    expect(response?.status()).to.equal(404);
    expect(await page.textContent('.error-card h1')).to.equal('404 Page Not Found');
    expect(await page.textContent('.error-card')).to.include('Did you forget to add the page to the router?');
  });
});
