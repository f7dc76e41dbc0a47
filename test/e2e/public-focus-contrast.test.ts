/**
 * Keyboard focus and contrast on the public site (issue 12, row 15; WCAG 2.2 AA 1.4.3, 1.4.11,
 * 2.4.7), measured in Chromium: every focus ring is at least 3:1 against the background it is
 * drawn on (computed styles), in the light and the dark colour scheme; the hero's note and
 * "Explore the resources" keep 4.5:1 against the pixels behind them from 1024 px up (the
 * illustration used to sit behind them); and with reduced motion nothing animates or lifts.
 */
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { DEMO_NOW, waitForList } from '../helpers/blog-browser.js';
import { focusRing, worstTextContrast } from '../helpers/contrast.js';
import { holdRequests } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

async function expectRing(page: Page, name: string, target: Locator, ring?: Locator) {
  const measured = await focusRing(page, target, ring);
  expect(measured.focusVisible, `${name}: focus-visible`).to.equal(true);
  expect(measured.style, `${name}: outline style`).to.equal('solid');
  expect(measured.widthPx, `${name}: outline width`).to.be.at.least(2);
  expect(measured.ratio, `${name}: ring ${measured.color} on ${measured.background}`).to.be.at.least(3);
}

describe('e2e public: focus rings, contrast and reduced motion', () => {
  const site = siteInBrowser({
    demoPosts: DEMO_NOW,
    browser: { width: 1280, height: 900 },
  });
  afterEach(() => expect(site.browser.errors).to.deep.equal([]));

  // In both colour schemes: the dark one draws the ring in its own teal, on its own surfaces.
  for (const scheme of ['light', 'dark'] as const) {
    describe(`in the ${scheme} scheme`, () => {
      beforeEach(() => site.page.emulateMedia({ colorScheme: scheme }));
      after(() => site.page.emulateMedia({ colorScheme: 'light' }));

      it('draws a 3:1 focus ring on footer links, coral buttons and text fields', async () => {
        await site.page.goto(site.server.baseUrl + '/');
        await expectRing(site.page, 'footer link', site.page.locator('.site-footer').getByRole('link', { name: 'About Us' }));
        await expectRing(site.page, 'coral button (hero)', site.page.locator('#waitlist').getByRole('button', { name: 'Join the Movement' }));
        await expectRing(site.page, 'coral button (header)', site.page.locator('.site-header').getByRole('button', { name: 'Join the Movement' }));
        await expectRing(site.page, 'outlined button (hero)', site.page.locator('#waitlist').getByRole('link', { name: 'Explore the resources' }));
        const field = site.page.locator('#suggest-topic input.input').first();
        await expectRing(site.page, 'text field', field);
      });

      it('draws a 3:1 focus ring on blog cards, category checkboxes, pagination links and chip remove buttons', async () => {
        await site.page.goto(site.server.baseUrl + '/blog?category=running');
        await waitForList(site.page, '/blog?category=running');
        const card = site.page.locator('article.blog-card').first();
        await expectRing(site.page, 'blog card', card.locator('.blog-card-link'), card);
        await expectRing(site.page, 'chip remove button', site.page.getByRole('button', { name: 'Remove filter: Running' }));
        await site.page.goto(site.server.baseUrl + '/blog');
        await waitForList(site.page, '/blog');
        await expectRing(site.page, 'pagination link', site.page.getByRole('link', { name: 'Go to page 2' }));
        await expectRing(site.page, 'search field', site.page.locator('#blog-search'));
        await site.page.locator('.blog-categories-toggle').click();
        await expectRing(site.page, 'category checkbox', site.page.getByRole('checkbox', { name: 'Running' }));
      });
    });
  }

  for (const width of [1024, 1050, 1100, 1280]) {
    it(`keeps the hero's note and "Explore the resources" at 4.5:1 over the illustration at ${width} px`, async () => {
      await site.page.setViewportSize({ width, height: 800 });
      await site.page.goto(site.server.baseUrl + '/');
      const note = await worstTextContrast(site.page, site.page.locator('.home-hero-note').first());
      const explore = await worstTextContrast(site.page, site.page.locator('#waitlist').getByRole('link', { name: 'Explore the resources' }));
      expect(note, 'the note').to.be.at.least(4.5);
      expect(explore, 'Explore the resources').to.be.at.least(4.5);
      // Nothing runs off the side of the page either (the header's button used to, up to ~1100 px).
      expect(await site.page.evaluate(() => document.documentElement.scrollWidth)).to.equal(width);
    });
  }

  describe('with reduced motion', () => {
    before(async () => {
      await site.page.setViewportSize({ width: 1280, height: 900 });
      await site.page.emulateMedia({ reducedMotion: 'reduce' });
    });
    after(async () => {
      await site.page.emulateMedia({ reducedMotion: null });
    });

    it('shows the loading placeholders without animating them', async () => {
      await site.page.goto(site.server.baseUrl + '/blog');
      await waitForList(site.page, '/blog');
      const held = await holdRequests(site.page, '**/index.pageContext.json*');
      await site.page.getByRole('link', { name: 'Go to page 2' }).click();
      await site.page.locator('.blog-card-skeleton').first().waitFor();
      expect(await site.page.evaluate(() => document.getAnimations().map((animation) => (animation as CSSAnimation).animationName ?? 'transition')))
        .to.deep.equal([]);
      held.release();
      await waitForList(site.page, '/blog?page=2');
      await site.page.unrouteAll();
    });

    it('does not lift cards and tiles on hover', async () => {
      await site.page.goto(site.server.baseUrl + '/blog');
      await waitForList(site.page, '/blog');
      const card = site.page.locator('article.blog-card').first();
      await card.hover();
      expect(await card.evaluate((element) => getComputedStyle(element).transform)).to.equal('none');
      await site.page.goto(site.server.baseUrl + '/');
      const tile = site.page.locator('.cta-tile-link').first();
      await tile.hover();
      expect(await tile.evaluate((element) => getComputedStyle(element).transform)).to.equal('none');
      expect(await site.page.evaluate(() => document.getAnimations().length)).to.equal(0);
    });
  });
});
