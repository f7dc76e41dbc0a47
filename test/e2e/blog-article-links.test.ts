/**
 * An article's links and headings as a reader meets them (issue 12, row 9): links to other sites
 * open a new tab without an opener, links within the site (relative, or on PUBLIC_URL) open in
 * place, and only headings with the whole words Read or Watch get the link emoji.
 */
import { expect } from 'chai';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const SLUG = 'links-and-headings';
const OTHER = 'the-other-article';

describe('e2e: article links and heading emojis', () => {
  const site = siteInBrowser({
    started: async ({ config }) => {
      const publicUrl = config.site.publicUrl;
      await insertPost({
        slug: SLUG,
        title: 'Links and headings',
        content: '<h2>Ready or not</h2><p>Start with <a href="/team">our experts</a>, '
          + `<a href="${publicUrl}/values" target="_blank">our values</a> and <a href="https://example.org/book">a book</a>.</p>`
          + '<h3>Further Reading</h3><h3>Read: the classics</h3>'
          + `<p>Next: <a href="/blog/${OTHER}?ref=links">the other article</a>, <a href="/blog/${OTHER}#part-two">its second part</a>, `
          + `<a href="/blog/${OTHER}?ref=links#part-two">both</a> and <a href="/blog?category=running&amp;utm_source=article">running articles</a>.</p>`,
      });
      await insertPost({ slug: OTHER, title: 'The other article', content: '<p>Intro.</p><h2 id="part-two">Part two</h2><p>More.</p>' });
    },
    browser: { width: 1280, height: 900 },
  });

  it('puts the link emoji on Read and Watch headings only, not on "Ready"', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/blog/${SLUG}`);
    const headings = await page.locator('.article-content :is(h2, h3)').allTextContents();
    expect(headings).to.deep.equal(['Ready or not', '🔗 Further Reading', '🔗 Read: the classics']);
  });

  it('opens other sites in a new tab and the site\'s own pages in place', async () => {
    const { page, context } = site.browser;
    await page.goto(`${site.server.baseUrl}/blog/${SLUG}`);
    const links = await page.$$eval('.article-content a:not(.heading-anchor)', (anchors) => anchors.slice(0, 3).map((a) => [a.textContent, a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).to.deep.equal([
      ['our experts', null, null],
      ['our values', null, null],
      ['a book', '_blank', 'noopener noreferrer'],
    ]);
    await page.locator('.article-content').getByRole('link', { name: 'our experts' }).click();
    await page.waitForURL(`${site.server.baseUrl}/team`);
    expect(context.pages()).to.have.length(1);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('follows every in-site link with a query string or a hash in place, to the right page, without an error', async () => {
    const { page } = site.browser;
    for (const [name, path, heading] of [
      ['the other article', `/blog/${OTHER}?ref=links`, 'The other article'],
      ['its second part', `/blog/${OTHER}#part-two`, 'The other article'],
      ['both', `/blog/${OTHER}?ref=links#part-two`, 'The other article'],
      ['running articles', '/blog?category=running&utm_source=article', 'Resource Library'],
    ] as const) {
      await page.goto(`${site.server.baseUrl}/blog/${SLUG}`);
      await page.locator('.article-content').getByRole('link', { name }).click();
      await page.waitForURL(`${site.server.baseUrl}${path}`, { timeout: 5000 }).catch(async (error) => {
        throw new Error(`${name}: at ${page.url()}, h1 ${await page.locator('h1').allTextContents()}; errors ${site.browser.errors.join(' | ')}`, { cause: error });
      });
      await page.locator('h1').filter({ hasText: heading }).first().waitFor({ timeout: 5000 }).catch(async (error) => {
        throw new Error(`${name}: at ${page.url()}, h1 ${await page.locator('h1').allTextContents()}; errors ${site.browser.errors.join(' | ')}`, { cause: error });
      });
      expect(await page.locator('body').textContent(), name).to.not.include('Article Not Found');
    }
    expect(site.browser.errors).to.deep.equal([]);
  });
});
