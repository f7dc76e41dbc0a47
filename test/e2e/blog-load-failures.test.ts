/**
 * Issue 12, row 2: when loading the next page's data fails during in-site (client-side)
 * navigation (the network drops, the server or a proxy answers 500), the reader gets the site's
 * error page with its header, a clear message and a "Try again" link, never a blank page; an
 * article that cannot be fetched reads "Article Not Found" (the spec's article page).
 */
import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { DEMO_NOW, markWindow, waitForList, windowMarked } from '../helpers/blog-browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const DATA = '**/*pageContext.json*';
const drop = (route: Route) => route.abort('internetdisconnected');
const proxy500 = (route: Route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>500 Internal Server Error</h1><hr>nginx</body></html>' });

/** What the reader sees: the header, the error card's heading and text, and its links. */
async function errorView(page: Page) {
  await page.locator('.error-card h1').waitFor();
  return {
    header: await page.locator('header.site-header').isVisible(),
    footer: await page.locator('footer').first().isVisible(),
    heading: (await page.textContent('.error-card h1'))?.trim(),
    text: (await page.textContent('.error-card'))?.replace(/\s+/g, ' ').trim() ?? '',
    links: await page.$$eval('.error-card a', (links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])),
  };
}

describe('e2e: a failed page load during in-site navigation shows the error page', () => {
  const site = siteInBrowser({ demoPosts: DEMO_NOW, browser: { width: 1280, height: 900 } });
  afterEach(async () => {
    await site.browser.page.unroute(DATA);
  });

  it('Home to Resources with the network down: error page with header, message and a working "Try again"', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/', { waitUntil: 'networkidle' });
    await markWindow(page);
    await page.route(DATA, drop);
    await page.locator('header.site-header').getByRole('link', { name: 'Resources', exact: true }).click();
    const view = await errorView(page);
    expect(view.header, 'the site header stays').to.equal(true);
    expect(view.footer, 'the footer stays').to.equal(true);
    expect(view.heading).to.equal('Something went wrong');
    expect(view.text).to.include('could not be loaded. Check your connection and try again.');
    expect(view.links).to.deep.include(['Try again', '/blog']);
    // The client render sets the title after the page's effects (vike-react), a frame after it shows.
    await page.waitForFunction(() => document.title === 'Something went wrong | Mindful Miles').catch(() => undefined);
    expect(await page.title()).to.equal('Something went wrong | Mindful Miles');
    expect(await windowMarked(page), 'rendered in the page, not a reload').to.equal(true);

    await page.unroute(DATA);
    await page.getByRole('link', { name: 'Try again' }).click();
    await waitForList(page, '/blog');
    expect(await page.textContent('h1')).to.equal('Resource Library');
  });

  it('list page 1 to 2 answered by a proxy\'s 500 page: the error page, not a blank one', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
    await page.route(DATA, proxy500);
    await page.click('a[aria-label="Go to page 2"]');
    const view = await errorView(page);
    expect(view.header).to.equal(true);
    expect(view.heading).to.equal('Something went wrong');
    expect(view.links).to.deep.include(['Try again', '/blog?page=2']);
    expect(view.text).not.to.include('nginx');
  });

  it('list to article with the network down or a 500: "Article Not Found", with a way to try again', async () => {
    const { page } = site.browser;
    for (const fail of [drop, proxy500]) {
      await page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
      await page.route(DATA, fail);
      await page.click('article[data-slug="start-here"] .blog-card-link');
      const view = await errorView(page);
      expect(view.header).to.equal(true);
      expect(view.heading).to.equal('Article Not Found');
      expect(view.text).to.include("Sorry, we couldn't find the article you're looking for.");
      expect(view.links).to.deep.equal([['Try again', '/blog/start-here'], ['Back to Resources', '/blog']]);
      await page.waitForFunction(() => document.title === 'Article Not Found | Resources').catch(() => undefined);
      expect(await page.title()).to.equal('Article Not Found | Resources');
      await page.unroute(DATA);
    }
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start Here');
  });

  it('a real server error while loading the data shows the error page too', async () => {
    const { page } = site.browser;
    const posts = site.server.services.posts as unknown as { listPublished: (...args: unknown[]) => Promise<unknown> };
    const original = posts.listPublished;
    await page.goto(site.server.baseUrl + '/', { waitUntil: 'networkidle' });
    posts.listPublished = async () => { throw new Error('boom'); };
    try {
      await page.locator('header.site-header').getByRole('link', { name: 'Resources', exact: true }).click();
      const view = await errorView(page);
      expect(view.header).to.equal(true);
      expect(view.heading).to.equal('Something went wrong');
      expect(view.links).to.deep.include(['Try again', '/blog']);
    } finally {
      posts.listPublished = original;
    }
  });
});
