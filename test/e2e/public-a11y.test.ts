/**
 * Accessibility and hydration of the public pages: axe-core finds no serious or critical
 * violation at 375 and 1280 px (the waitlist dialog and the founder story opened too), and
 * hydrating a page logs no error.
 */
import { expect } from 'chai';
import { seriousA11yViolations } from '../helpers/browser.js';
import { PUBLIC_ROUTES } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e public: accessibility scan and clean hydration', () => {
  const site = siteInBrowser({ browser: false });

  for (const width of [375, 1280]) {
    describe(`at ${width} px`, () => {
      const browser = site.browserInBlock({ width, height: 800 });

      for (const path of PUBLIC_ROUTES) {
        it(`${path} has no serious violation and hydrates without errors`, async () => {
          await browser.page.goto(site.server.baseUrl + path, { waitUntil: 'networkidle' });
          expect(await seriousA11yViolations(browser.page)).to.deep.equal([]);
          expect(browser.errors).to.deep.equal([]);
        });
      }

      it('the open waitlist dialog, the open founder story and a flipped card have no serious violation', async () => {
        const { page } = browser;
        await page.goto(site.server.baseUrl + '/', { waitUntil: 'networkidle' });
        await page.locator('#founder-story').getByRole('button', { name: 'Read More' }).click();
        await page.locator('#waitlist').getByRole('button', { name: 'Join the Movement' }).click();
        await page.getByRole('dialog').waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Join The Movement' }).click();
        await page.locator('#waitlist-form-email-error').waitFor();
        expect(await seriousA11yViolations(page)).to.deep.equal([]);
        await page.goto(site.server.baseUrl + '/fuel-groups', { waitUntil: 'networkidle' });
        await page.locator('button.flip-card').first().click();
        expect(await seriousA11yViolations(page)).to.deep.equal([]);
        expect(browser.errors).to.deep.equal([]);
      });
    });
  }
});
