/**
 * Development mode as a developer meets it: `npm run dev` (Vite's dev server inside the app) on a
 * fresh SQLite database renders the home page and the library, the pages hydrate (a header link
 * navigates on the client, without a page load), and the console stays clean.
 *
 * The one browser test file that does not set up through siteInBrowser (test/helpers/site-in-browser.ts):
 * what it drives is `npm run dev` in a process of its own, on a database of its own, not the site
 * as production composes it in this process.
 */
import { expect } from 'chai';
import { BLOG_PAGE_SIZE } from '../../src/shared/constants.js';
import { demoPosts } from '../../src/db/seeds/data/demo-posts.js';
import { siteImage } from '../../src/shared/site-images.js';
import { launchBrowser, type Browser } from '../helpers/browser.js';
import { startNpmScript, type NpmScript } from '../helpers/npm-script.js';

const VISIBLE_DEMO_POSTS = demoPosts.filter((post) => post.status === 'published' && !post.scheduledInDays).length;

describe('e2e dev mode: npm run dev serves hydrated pages', function () {
  this.timeout(300_000);
  let dev: NpmScript | undefined;
  let browser: Browser;

  before(async () => {
    dev = await startNpmScript(['run', 'dev'], { NODE_ENV: 'development', SESSION_SECRET: '' });
    browser = await launchBrowser();
    // Vite compiles each module on its first request: the first page load takes a while.
    browser.page.setDefaultTimeout(120_000);
    browser.page.setDefaultNavigationTimeout(120_000);
  });
  after(async () => {
    await browser?.close();
    if (!dev) return;
    dev.npm.kill('SIGTERM');
    await Promise.race([dev.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    dev.cleanUp();
  });

  it('logs that it serves pages through Vite', () => {
    expect(dev!.output()).to.match(/"event":"server.listening"[^\n]*"dev":true/);
  });

  it('renders / and /blog, and navigates between them on the client', async () => {
    const { page } = browser;
    await page.goto(`${dev!.baseUrl}/`);
    expect(await page.locator('h1').first().textContent()).to.equal('Training the whole human');
    // Hydrated: the "Join the Movement" link of the server's HTML becomes the dialog's button.
    await page.getByRole('button', { name: 'Join the Movement' }).first().waitFor();

    // A full page load would lose this marker; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
    await page.locator('.site-header').getByRole('link', { name: 'Resources', exact: true }).click();
    await page.waitForURL(`${dev!.baseUrl}/blog`);
    await page.locator('h1', { hasText: 'Resource Library' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { keptAcrossNavigation?: boolean }).keptAcrossNavigation)).to.equal(true);
    expect(await page.textContent('.blog-summary')).to.equal(`Showing 1–${BLOG_PAGE_SIZE} of ${VISIBLE_DEMO_POSTS} articles`);
    expect(await page.locator('.blog-card').count()).to.equal(BLOG_PAGE_SIZE);

    // Loaded directly too (server-rendered by the dev server).
    await page.goto(`${dev!.baseUrl}/blog`);
    expect(await page.locator('h1').first().textContent()).to.equal('Resource Library');
    expect(browser.errors).to.deep.equal([]);
  });

  it('serves the fingerprinted site images and the rest of the global stylesheet, which the page links once hydrated', async () => {
    const { page } = browser;
    await page.goto(`${dev!.baseUrl}/`);
    const href = await page.locator('head link[rel="stylesheet"][href*="global.scss"]').getAttribute('href');
    const css = await page.request.get(dev!.baseUrl + href);
    expect(css.status()).to.equal(200);
    expect(css.headers()['content-type']).to.match(/text\/css/);
    expect(await css.text()).to.include('.modal');
    const image = await page.request.get(dev!.baseUrl + siteImage('/images/hero.svg'));
    expect(image.status()).to.equal(200);
    expect(image.headers()['content-type']).to.match(/^image\/svg\+xml/);
  });
});
