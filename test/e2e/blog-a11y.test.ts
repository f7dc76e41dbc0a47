import { expect } from 'chai';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';
import { DEMO_NOW } from '../helpers/blog-browser.js';
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer } from '../helpers/browser.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';

const PAGES = [
  '/blog',
  '/blog?search=race&category=confidence&category=running&page=2',
  '/blog?search=zebra',
  '/blog/start-here?page=2',
  '/blog/no-such-article',
];

describe('e2e: accessibility of the resource library and articles (axe-core)', () => {
  let server: RunningServer;
  before(async function () {
    this.timeout(120_000); // the first start may build the pages
    await resetDatabase();
    await seedDemoPostsIfMissing(DEMO_NOW);
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    server = await startServer({ clock: () => DEMO_NOW });
  });
  after(() => server?.close());

  for (const width of [375, 1280]) {
    it(`has no serious or critical violations at ${width} px`, async function () {
      // ~10 s alone (axe on six pages); three test workers and Chromium on two busy cores take longer.
      this.timeout(90_000);
      const browser = await launchBrowser({ width, height: 900 });
      try {
        for (const path of PAGES) {
          await browser.page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
          expect(await seriousA11yViolations(browser.page), path).to.deep.equal([]);
        }
        await browser.page.goto(server.baseUrl + '/blog', { waitUntil: 'networkidle' });
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
