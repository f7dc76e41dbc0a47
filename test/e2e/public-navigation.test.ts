/**
 * Header, footer and scrolling as a visitor uses them: the nav and its active item, the mobile
 * menu at 375 px, scroll to top on a route change and to the #hash (also on hash changes), the
 * footer links, and pages that read fine without JavaScript.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FOUNDER_STORY } from '../../src/shared/content/founder-story.content.js';
import { fill } from '../../src/shared/content/fill.js';
import { PUBLIC_ROUTES, isScrolledTo } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const NAV = [['Home', '/'], ['About Us', '/values'], ['Fuel Groups', '/fuel-groups'], ['Resources', '/blog'], ['Our Experts', '/team']];

async function currentNavItems(page: Page): Promise<string[]> {
  return page.locator('.site-header a[aria-current="page"]').allTextContents();
}

describe('e2e public: navigation, header and footer', () => {
  const site = siteInBrowser({ browser: false });

  describe('on a desktop (1280 px)', () => {
    const browser = site.browserInBlock({ width: 1280, height: 800 });
    afterEach(() => expect(browser.errors).to.deep.equal([]));

    it('walks the header nav and highlights the item whose route the path starts with', async () => {
      await browser.page.goto(site.server.baseUrl + '/');
      expect(await browser.page.locator('.site-header nav a.navbar-item:not(.brand-link)').allTextContents()).to.deep.equal(NAV.map(([label]) => label));
      expect(await currentNavItems(browser.page)).to.deep.equal(['Home']);
      for (const [label, path] of NAV.filter(([, path]) => path !== '/blog')) {
        await browser.page.locator('.site-header').getByRole('link', { name: label, exact: true }).click();
        await browser.page.waitForURL(site.server.baseUrl + path);
        await browser.page.locator('.site-header a[aria-current="page"]', { hasText: label }).waitFor();
        expect(await currentNavItems(browser.page), path).to.deep.equal([label]);
      }
      // Sub-paths keep their section highlighted; Home only on exactly "/".
      await browser.page.goto(site.server.baseUrl + '/blog/no-such-article');
      expect(await currentNavItems(browser.page)).to.deep.equal(['Resources']);
      // (That article does not exist: its 404 answer is the one expected console line.)
      expect(browser.errors.splice(0)).to.deep.equal(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
      await browser.page.goto(site.server.baseUrl + '/team?ref=footer');
      expect(await currentNavItems(browser.page)).to.deep.equal(['Our Experts']);
    });

    it('scrolls to the top on a route change and to the #hash target, also when the hash changes', async () => {
      await browser.page.goto(site.server.baseUrl + '/');
      await browser.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await browser.page.locator('.site-footer').getByRole('link', { name: 'About Us' }).click();
      await browser.page.waitForURL(site.server.baseUrl + '/values');
      await browser.page.waitForFunction(() => window.scrollY === 0);

      await browser.page.goto(site.server.baseUrl + '/offerings');
      await browser.page.getByRole('link', { name: 'Suggest a Topic or Format' }).click();
      await browser.page.waitForURL(site.server.baseUrl + '/#suggest-topic');
      await browser.page.waitForFunction(() => window.scrollY > 0);
      expect(await isScrolledTo(browser.page, '#suggest-topic')).to.equal(true);

      await browser.page.evaluate(() => { window.location.hash = 'offerings'; });
      await browser.page.waitForFunction(() => { const top = document.getElementById('offerings')!.getBoundingClientRect().top; return top >= 0 && top < 200; });
      expect(await isScrolledTo(browser.page, '#offerings')).to.equal(true);

      await browser.page.goto('about:blank');
      await browser.page.goto(site.server.baseUrl + '/#suggest-topic');
      await browser.page.waitForFunction(() => window.scrollY > 0);
      expect(await isScrolledTo(browser.page, '#suggest-topic')).to.equal(true);
    });

    it('links the footer to the contact form, the e-mail address and the social profiles', async () => {
      await browser.page.goto(site.server.baseUrl + '/values');
      const footer = browser.page.locator('footer');
      const siteConfig = site.server.config.site;
      expect(await footer.textContent()).to.include('Mental fitness training for endurance athletes')
        .and.include(`© ${new Date().getFullYear()} ${siteConfig.name}`);
      expect(await footer.locator('nav').getByRole('link').allTextContents()).to.deep.equal(NAV.map(([label]) => label));
      expect(await footer.getByRole('link', { name: siteConfig.contactEmail }).getAttribute('href')).to.equal(`mailto:${siteConfig.contactEmail}`);
      for (const [name, url] of [['YouTube', siteConfig.social.youtube], ['Instagram', siteConfig.social.instagram], ['LinkedIn', siteConfig.social.linkedin]]) {
        const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
        expect(await link.getAttribute('href'), name).to.equal(url);
        expect(await link.getAttribute('target'), name).to.equal('_blank');
      }
      await footer.getByRole('link', { name: 'Contact Form' }).click();
      await browser.page.waitForURL(site.server.baseUrl + '/#suggest-topic');
      await browser.page.waitForFunction(() => window.scrollY > 0);
      expect(await isScrolledTo(browser.page, '#suggest-topic')).to.equal(true);
    });
  });

  describe('on a phone (375 px)', () => {
    const browser = site.browserInBlock({ width: 375, height: 740 });
    afterEach(() => expect(browser.errors).to.deep.equal([]));

    it('opens the menu with the toggle and closes it after a link is chosen', async () => {
      await browser.page.goto(site.server.baseUrl + '/');
      const toggle = browser.page.getByRole('button', { name: 'Menu' });
      const fuelLink = browser.page.locator('.site-header').getByRole('link', { name: 'Fuel Groups', exact: true });
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(await fuelLink.isVisible()).to.equal(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(await fuelLink.isVisible()).to.equal(true);
      await fuelLink.click();
      await browser.page.waitForURL(site.server.baseUrl + '/fuel-groups');
      await browser.page.locator('h1', { hasText: 'The 5 Fuel Groups' }).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(await fuelLink.isVisible()).to.equal(false);
      expect(await currentNavItems(browser.page)).to.deep.equal(['Fuel Groups']);
      // The toggle also closes it again.
      await toggle.click();
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe('without JavaScript', () => {
    const browser = site.browserInBlock({ javaScriptEnabled: false });

    it('shows every public page with its content', async () => {
      const expected: Record<string, string[]> = {
        '/': ['Training the whole human', '5 Fuel Groups', 'Suggest a Topic or Format', 'Ready to train the whole human?'],
        '/values': ['Our mission', 'Come As You Are', 'Train with Awareness'],
        '/fuel-groups': ['Visualization', 'Self-Perception'],
        '/team': ['Your Support Crew', 'Coming Soon!', 'Join Our Team of Experts'],
        '/offerings': ['Coming Soon: Group Discussions & Coaching', 'Register Your Interest'],
      };
      for (const path of PUBLIC_ROUTES) {
        await browser.page.goto(site.server.baseUrl + path);
        const text = await browser.page.locator('main').innerText();
        for (const phrase of expected[path]) expect(text, `${path}: ${phrase}`).to.include(phrase);
        expect(await browser.page.locator('footer').innerText()).to.include('Mental fitness training for endurance athletes');
      }
      // The founder story shows whole, with no toggle that would do nothing.
      await browser.page.goto(site.server.baseUrl + '/');
      const story = browser.page.locator('#founder-story');
      const last = fill(FOUNDER_STORY.paragraphs.at(-1)!, site.server.config.site);
      expect(await story.getByText(last, { exact: true }).isVisible()).to.equal(true);
      expect(await story.getByRole('button').count()).to.equal(0);
    });
  });
});
