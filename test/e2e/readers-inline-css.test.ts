/**
 * Issue 26 item 2, as a reader gets it (production build, Chromium): the head of `/blog` and of an
 * article carries the first-paint CSS in one <style> and links no stylesheet, with no
 * Content-Security-Policy violation or console error (an editor's kept styles in the article
 * apply too), and the page is styled with every .css request refused (the inline CSS stands
 * alone). A client-side navigation from the home page to the blog styles it without asking for a
 * stylesheet.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { insertPost } from '../helpers/fixtures.js';
import { watchCsp } from '../helpers/browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** An article with the styles an editor may keep (docs/product.md §9): alignment and colour. */
const ARTICLE = '/blog/styled-by-its-editor';
const STYLED_CONTENT = '<p style="text-align: center; color: #8a1c1c">A centred line in the editor\u2019s red.</p><p>Plain words.</p>';


/** How the page's header and heading look (the parts a first paint shows). */
function firstPaintLook(page: Page): Promise<string[]> {
  return page.locator('.navbar, .navbar-brand, main h1').evaluateAll((elements) => elements.map((element) => {
    const style = getComputedStyle(element);
    return `${element.tagName}.${element.className}: ${style.display} ${style.backgroundColor} ${style.color} ${style.fontSize} ${style.fontFamily} ${style.fontWeight}`;
  }));
}

describe('e2e: the first-paint CSS inline in the head (issue 26)', () => {
  const site = siteInBrowser({
    demoPosts: true,
    prepare: async () => {
      await insertPost({ slug: 'styled-by-its-editor', title: 'Styled by its editor', content: STYLED_CONTENT });
    },
    browser: { width: 412, height: 823 },
  });

  for (const path of ['/blog', ARTICLE]) {
    it(`${path}: one inline <style>, no stylesheet in the head, no CSP violation`, async () => {
      const { page } = site;
      const violations = await watchCsp(page);
      site.browser.errors.length = 0;
      const response = await page.goto(site.server.baseUrl + path);
      expect(response?.status()).to.equal(200);
      const html = await response!.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
      expect(styles).to.have.length(1);
      expect(styles[0]!.length).to.be.above(10_000);
      expect(head).not.to.match(/<link\b[^>]*rel="stylesheet"/);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The browser applied it: the inline sheet's rules are readable and in force.
      const inlineRules = await page.evaluate(() => [...document.styleSheets].find((sheet) => sheet.ownerNode instanceof HTMLStyleElement)?.cssRules.length ?? 0);
      expect(inlineRules).to.be.above(100);
      if (path === ARTICLE) {
        // The editor's kept styles apply (a policy allowing only the sheet's hash refused them).
        const line = page.locator('.article-content p', { hasText: 'A centred line' });
        expect(await line.evaluate((element) => [getComputedStyle(element).textAlign, getComputedStyle(element).color])).to.deep.equal(['center', 'rgb(138, 28, 28)']);
      }
      expect(await violations()).to.deep.equal([]);
      expect(site.browser.errors).to.deep.equal([]);
    });

    it(`${path}: styled with every stylesheet request refused`, async () => {
      const { page } = site;
      await page.goto(site.server.baseUrl + path);
      const styled = await firstPaintLook(page);
      const refused: string[] = [];
      await page.route('**/*.css', (route) => {
        refused.push(new URL(route.request().url()).pathname);
        return route.abort();
      });
      try {
        await page.goto(site.server.baseUrl + path);
        expect(await firstPaintLook(page)).to.deep.equal(styled);
        // The navbar is laid out by the inline rules (a flex row), not the browser's defaults.
        expect(styled.find((line) => line.includes('navbar-brand'))).to.match(/: flex /);
        // Only the rest of the global sheet was asked for (linked at the end of the body).
        expect(refused).to.have.length(1);
        expect(refused[0]).to.match(/^\/assets\/static\/global\.[\w-]+\.css$/);
      } finally {
        await page.unroute('**/*.css');
      }
    });
  }

  it('a client-side navigation from the home page to the blog is styled with no stylesheet request', async () => {
    const { page } = site;
    await page.goto(site.server.baseUrl + '/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const stylesheets: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
    // Vike's client router, as an in-site link would.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/blog';
      document.body.append(link);
      link.click();
    });
    await page.waitForURL('**/blog');
    const hero = page.locator('.blog-hero');
    await hero.waitFor();
    // The blog's rules are in the inline sheet: its hero band has its colour.
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundColor)).not.to.equal('rgba(0, 0, 0, 0)');
    expect(stylesheets).to.deep.equal([]);
  });
});
