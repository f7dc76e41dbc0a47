/**
 * Issue 26 item 5: the dark theme follows the reader's system (prefers-color-scheme) and passes
 * axe-core, contrast included, on every public page in both schemes; the light scheme is
 * unchanged (the page's background is still white, the dark one is dark); the admin area stays light.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { a11yViolations } from '../helpers/browser.js';
import { backdrop, lightness, parseRgb } from '../helpers/contrast.js';
import { PUBLIC_ROUTES } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const PAGES = [...PUBLIC_ROUTES, '/blog', '/blog?search=zzzz-nothing', '/blog/how-to-fill-a-confidence-bank', '/join', '/no-such-page'];

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The lightness (0–255, by luminance weights) of the page's background colour (on <html>). */
async function bodyLightness(page: Page): Promise<number> {
  return lightness(parseRgb(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)));
}

describe('e2e: light and dark themes (issue 26)', () => {
  const site = siteInBrowser({
    demoPosts: true,
    browser: { width: 1280, height: 800 },
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes axe-core on every public page in the ${scheme} scheme`, async function () {
      this.timeout(120_000);
      await site.page.emulateMedia({ colorScheme: scheme });
      const found: Record<string, unknown> = {};
      for (const path of PAGES) {
        await site.page.goto(site.server.baseUrl + path);
        await hydrated(site.page);
        const lightness = await bodyLightness(site.page);
        if (scheme === 'dark') expect(lightness, path).to.be.below(60);
        else expect(lightness, path).to.equal(255);
        const violations = await a11yViolations(site.page);
        if (violations.length) found[path] = violations;
      }
      expect(found).to.deep.equal({});
    });
  }

  // The brand icon and the fuel groups' and pillars' icons are drawn in navy for a light page: in
  // the dark scheme they sit on a light tile (as the footer's logo does) rather than vanish.
  const NAVY_ARTWORK: Record<string, number> = {
    '/': 1 + 5 + 3, // the header's brand icon, the five fuel groups, the three pillars
    '/fuel-groups': 1 + 5,
    '/blog/start-here': 1 + 2, // and the article's headings drawn with the brand icon
    '/blog?search=zzzz-nothing': 1 + 1, // and the empty state's icon
  };
  for (const scheme of ['light', 'dark'] as const) {
    it(`draws the navy artwork on a light backdrop in the ${scheme} scheme`, async function () {
      this.timeout(60_000);
      await site.page.emulateMedia({ colorScheme: scheme });
      for (const [path, count] of Object.entries(NAVY_ARTWORK)) {
        await site.page.goto(site.server.baseUrl + path);
        await hydrated(site.page);
        const images = await site.page.locator('img.brand-art, img.article-heading-icon').all();
        const backdrops = await Promise.all(images.map(async (image) => lightness(await backdrop(image))));
        expect(backdrops, path).to.have.length(count);
        for (const lightness of backdrops) expect(lightness, path).to.be.above(200);
      }
    });
  }

  it('keeps the admin area light when the system asks for dark', async () => {
    await site.page.emulateMedia({ colorScheme: 'dark' });
    await site.page.goto(site.server.baseUrl + '/admin/login');
    await site.page.getByLabel('Password').waitFor();
    expect(await bodyLightness(site.page)).to.equal(255);
    expect(await a11yViolations(site.page, ['serious', 'critical'])).to.deep.equal([]);
  });

  it('keeps the dark scheme when the waitlist dialog is open', async () => {
    await site.page.emulateMedia({ colorScheme: 'dark' });
    await site.page.goto(site.server.baseUrl + '/');
    await hydrated(site.page);
    await site.page.locator('.site-header').getByRole('button', { name: 'Join the Movement' }).click();
    await site.page.getByRole('dialog').waitFor();
    expect(await a11yViolations(site.page)).to.deep.equal([]);
  });
});
