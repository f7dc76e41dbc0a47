import { expect } from 'chai';
import { DEMO_NOW } from '../helpers/blog-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const PAGES = [
  '/blog',
  '/blog?search=race&category=confidence&category=running&page=2',
  '/blog?search=zebra',
  '/blog/start-here?page=2',
  '/blog/no-such-article',
];

describe('e2e: accessibility of the resource library and articles (axe-core)', () => {
  const site = siteInBrowser({ demoPosts: DEMO_NOW, browser: false });

  for (const width of [375, 1280]) {
    it(`has no serious or critical violations at ${width} px`, async function () {
      // ~10 s alone (axe on six pages); three test workers and Chromium on two busy cores take longer.
      this.timeout(90_000);
      const browser = await site.newBrowser({ width, height: 900 });
      try {
        for (const path of PAGES) {
          await browser.page.goto(site.server.baseUrl + path, { waitUntil: 'networkidle' });
          expect(await seriousA11yViolations(browser.page), path).to.deep.equal([]);
        }
        await browser.page.goto(site.server.baseUrl + '/blog', { waitUntil: 'networkidle' });
        await browser.page.click('.blog-categories-toggle');
        expect(await seriousA11yViolations(browser.page), 'category dropdown open').to.deep.equal([]);
        const pageErrors = browser.errors.filter((error) => !error.includes('404'));
        expect(pageErrors).to.deep.equal([]);
      } finally {
        await browser.close();
      }
    });
  }
});
