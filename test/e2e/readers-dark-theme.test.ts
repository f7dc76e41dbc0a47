/**
 * Issue 26 item 5: the dark theme follows the reader's system (prefers-color-scheme) and passes
 * axe-core, contrast included, on every public page in both schemes; the light scheme is
 * unchanged (the page's background is still white, the dark one is dark); the admin area stays light.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { a11yViolations, launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { databaseChangedBehindTheApp, resetDatabase } from '../helpers/database.js';
import { PUBLIC_ROUTES } from '../helpers/public-pages.js';
import { seedDemoPostsIfMissing } from '../../src/db/seeds/run-seeders.js';

const PAGES = [...PUBLIC_ROUTES, '/blog', '/blog?search=zzzz-nothing', '/blog/how-to-fill-a-confidence-bank', '/join', '/no-such-page'];

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The lightness (0–255, by luminance weights) of the page's background colour (on <html>). */
function bodyLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/\d+(\.\d+)?/g)!.map(Number);
    return Math.round(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
  });
}

describe('e2e: light and dark themes (issue 26)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  before(async function () {
    this.timeout(120_000); // the first start may build the pages
    await resetDatabase();
    await seedDemoPostsIfMissing();
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    server = await startServer();
    browser = await launchBrowser({ width: 1280, height: 800 });
    page = browser.page;
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes axe-core on every public page in the ${scheme} scheme`, async function () {
      this.timeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      const found: Record<string, unknown> = {};
      for (const path of PAGES) {
        await page.goto(server.baseUrl + path);
        await hydrated(page);
        const lightness = await bodyLightness(page);
        if (scheme === 'dark') expect(lightness, path).to.be.below(60);
        else expect(lightness, path).to.equal(255);
        const violations = await a11yViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).to.deep.equal({});
    });
  }

  it('keeps the admin area light when the system asks for dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(server.baseUrl + '/admin/login');
    await page.getByLabel('Password').waitFor();
    expect(await bodyLightness(page)).to.equal(255);
    expect(await a11yViolations(page, ['serious', 'critical'])).to.deep.equal([]);
  });

  it('keeps the dark scheme when the waitlist dialog is open', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(server.baseUrl + '/');
    await hydrated(page);
    await page.locator('.site-header').getByRole('button', { name: 'Join the Movement' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await a11yViolations(page)).to.deep.equal([]);
  });
});
