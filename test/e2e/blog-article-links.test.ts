/**
 * An article's links and headings as a reader meets them (issue 12, row 9): links to other sites
 * open a new tab without an opener, links within the site (relative, or on PUBLIC_URL) open in
 * place, and only headings with the whole words Read or Watch get the link emoji.
 */
import { expect } from 'chai';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';

const SLUG = 'links-and-headings';

describe('e2e: article links and heading emojis', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async function () {
    this.timeout(120_000); // the first start may build the pages
    await resetDatabase();
    server = await startServer();
    const site = server.config.site.publicUrl;
    await insertPost({
      slug: SLUG,
      title: 'Links and headings',
      content: '<h2>Ready or not</h2><p>Start with <a href="/team">our experts</a>, '
        + `<a href="${site}/values" target="_blank">our values</a> and <a href="https://example.org/book">a book</a>.</p>`
        + '<h3>Further Reading</h3><h3>Read: the classics</h3>',
    });
    browser = await launchBrowser({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('puts the link emoji on Read and Watch headings only, not on "Ready"', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/blog/${SLUG}`);
    const headings = await page.locator('.article-content :is(h2, h3)').allTextContents();
    expect(headings).to.deep.equal(['Ready or not', '🔗 Further Reading', '🔗 Read: the classics']);
  });

  it('opens other sites in a new tab and the site\'s own pages in place', async () => {
    const { page, context } = browser;
    await page.goto(`${server.baseUrl}/blog/${SLUG}`);
    const links = await page.$$eval('.article-content a', (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).to.deep.equal([
      ['our experts', null, null],
      ['our values', null, null],
      ['a book', '_blank', 'noopener noreferrer'],
    ]);
    await page.locator('.article-content').getByRole('link', { name: 'our experts' }).click();
    await page.waitForURL(`${server.baseUrl}/team`);
    expect(context.pages()).to.have.length(1);
    expect(browser.errors).to.deep.equal([]);
  });
});
