/**
 * Issue 26 item 4, as readers meet the pages in Chromium (production build, the response cache in
 * front): the route announcer speaks and focus lands on the new page's heading after a
 * client-side navigation; a focused control is never under the sticky header, going forwards or
 * backwards (WCAG 2.4.11); no page scrolls sideways at 320 px (1.4.10); the header keeps its
 * navigation on screen with a 32 px default font; the mobile menu closes when focus leaves it, and
 * opens without JavaScript (a <details> toggle);
 * axe finds nothing after a navigation.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { a11yViolations } from '../helpers/browser.js';
import { PUBLIC_ROUTES } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const READING_ROUTES = [...PUBLIC_ROUTES, '/blog', '/blog/start-here'];

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The focused element's top edge and the sticky header's bottom edge, in viewport pixels. */
function focusAndHeader(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const rect = focused && focused !== document.body ? focused.getBoundingClientRect() : null;
    return { top: rect?.top ?? null, bottom: rect?.bottom ?? null, headerBottom: header.bottom, label: focused ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : '' };
  });
}

describe('e2e: every reader (issue 26)', () => {
  const site = siteInBrowser({ demoPosts: true, browser: false });

  describe('at 1280 px', () => {
    const browser = site.browserInBlock({ width: 1280, height: 800 });
    afterEach(() => expect(browser.errors).to.deep.equal([]));

    it('announces the new page and moves focus to its heading after an in-site link', async () => {
      await browser.page.goto(site.server.baseUrl + '/');
      await hydrated(browser.page);
      const announcer = browser.page.locator('[data-route-announcer]');
      // The live region is in the page before anything is said in it.
      expect(await announcer.getAttribute('aria-live')).to.equal('polite');
      expect((await announcer.textContent())?.trim()).to.equal('');

      await browser.page.locator('.site-header a', { hasText: 'About Us' }).click();
      await browser.page.waitForURL('**/values');
      await browser.page.waitForFunction(() => document.querySelector('[data-route-announcer]')?.textContent !== '');
      expect(await announcer.textContent()).to.equal(await browser.page.title());
      const focused = await browser.page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));
      expect(focused.tag).to.equal('H1');
      expect(focused.text).to.equal(await browser.page.locator('main h1').textContent());
      expect(await a11yViolations(browser.page)).to.deep.equal([]);
    });

    it('says the article title when a library card opens it', async () => {
      const announcer = browser.page.locator('[data-route-announcer]');
      await browser.page.goto(site.server.baseUrl + '/values');
      await hydrated(browser.page);
      await browser.page.locator('.site-header a', { hasText: 'Resources' }).click();
      await browser.page.waitForURL('**/blog');
      await browser.page.locator('.blog-card-link').first().click();
      await browser.page.waitForURL(/\/blog\/[^/?]+/);
      await browser.page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await announcer.textContent()).to.equal(await browser.page.title());
      expect(await browser.page.title()).to.match(/ \| Resources$/);
    });

    it('never leaves the focused control under the sticky header, with Tab and with Shift+Tab (2.4.11)', async () => {
      await browser.page.goto(site.server.baseUrl + '/team');
      await hydrated(browser.page);
      const hidden: string[] = [];
      // Forwards through the page, then back up: every stop is checked (bounded: 60 each way).
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < 60; step += 1) {
          await browser.page.keyboard.press(key);
          const { top, headerBottom, label } = await focusAndHeader(browser.page);
          const inHeader = await browser.page.evaluate(() => !!document.activeElement?.closest('.site-header, .skip-link'));
          if (top !== null && !inHeader && top < headerBottom - 1) hidden.push(`${key}: ${label} at ${top} under ${headerBottom}`);
        }
      }
      expect(hidden).to.deep.equal([]);
    });

    it('leaves the reader where they were when Shift+Tab reaches the sticky header', async () => {
      await browser.page.goto(site.server.baseUrl + '/team');
      await hydrated(browser.page);
      await browser.page.evaluate(() => window.scrollTo(0, 300));
      // Focus at the start of the main content (where the skip link puts it), the page left where it is.
      await browser.page.evaluate(() => document.getElementById('main-content')!.focus({ preventScroll: true }));
      const before = await browser.page.evaluate(() => window.scrollY);
      expect(before).to.equal(300);
      await browser.page.keyboard.press('Shift+Tab');
      expect(await browser.page.evaluate(() => !!document.activeElement?.closest('.site-header')), 'focus is in the header').to.equal(true);
      expect(await browser.page.evaluate(() => window.scrollY)).to.equal(before);
    });

    it('keeps the header navigation on screen with a 32 px default font size', async () => {
      const cdp = await browser.page.context().newCDPSession(browser.page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
      try {
        for (const path of ['/', '/blog/start-here']) {
          await browser.page.goto(site.server.baseUrl + path);
          const offscreen = await browser.page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button, .site-header summary')]
            .filter((element) => element.offsetParent !== null)
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              return rect.right > document.documentElement.clientWidth + 1 || rect.left < -1;
            })
            .map((element) => element.textContent?.trim()));
          expect(offscreen, path).to.deep.equal([]);
          expect(await browser.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).to.equal(true);
        }
      } finally {
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
        await cdp.detach();
      }
    });
  });

  describe('at 375 px', () => {
    const browser = site.browserInBlock({ width: 375, height: 740 });
    afterEach(() => expect(browser.errors).to.deep.equal([]));

    it('closes the menu when focus leaves it', async () => {
      await browser.page.goto(site.server.baseUrl + '/values');
      await hydrated(browser.page);
      const toggle = browser.page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
      // Tab through the open menu until focus is past the navigation bar (bounded).
      for (let step = 0; step < 12 && (await browser.page.evaluate(() => !!document.activeElement?.closest('.site-header'))); step += 1) {
        await browser.page.keyboard.press('Tab');
      }
      expect(await browser.page.evaluate(() => !!document.activeElement?.closest('.site-header'))).to.equal(false);
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(await browser.page.locator('#site-menu').isVisible()).to.equal(false);
    });
  });

  describe('at 375 px without JavaScript', () => {
    const browser = site.browserInBlock({ width: 375, height: 740, javaScriptEnabled: false });

    it('opens and closes the menu with its toggle', async () => {
      await browser.page.goto(site.server.baseUrl + '/values');
      const menu = browser.page.locator('#site-menu');
      const resources = menu.getByRole('link', { name: 'Resources' });
      expect(await resources.isVisible()).to.equal(false);
      const toggle = browser.page.locator('.site-header summary');
      expect(await toggle.getAttribute('aria-label')).to.equal('Menu');
      await toggle.click();
      expect(await resources.isVisible()).to.equal(true);
      await resources.click();
      await browser.page.waitForURL('**/blog');
      // A new page: the menu starts closed.
      expect(await browser.page.locator('#site-menu').getByRole('link', { name: 'Resources' }).isVisible()).to.equal(false);
      await browser.page.locator('.site-header summary').click();
      await browser.page.locator('.site-header summary').click();
      expect(await browser.page.locator('#site-menu').getByRole('link', { name: 'Resources' }).isVisible()).to.equal(false);
    });
  });

  describe('at 320 px', () => {
    const browser = site.browserInBlock({ width: 320, height: 640 });
    afterEach(() => expect(browser.errors).to.deep.equal([]));

    it('reflows every public page without sideways scrolling (1.4.10)', async () => {
      const wide: string[] = [];
      for (const path of READING_ROUTES) {
        await browser.page.goto(site.server.baseUrl + path);
        await hydrated(browser.page);
        const widths = await browser.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        if (widths.scroll > widths.client) wide.push(`${path}: ${widths.scroll} px wide`);
      }
      expect(wide).to.deep.equal([]);
    });
  });
});
