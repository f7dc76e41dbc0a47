/**
 * The small-screen menu at 375 px (issue 12, row 12): it closes on Escape with focus back on the
 * toggle, on a click outside, and when the waitlist dialog opens from it (not left open behind).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e public: the mobile menu closes like a menu', () => {
  const site = siteInBrowser({ browser: { width: 375, height: 740 } });
  const toggle = () => site.page.getByRole('button', { name: 'Menu' });
  const menuLink = () => site.page.locator('#site-menu').getByRole('link', { name: 'Fuel Groups', exact: true });
  const isFocused = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element === document.activeElement);

  beforeEach(async () => {
    await site.page.goto(site.server.baseUrl + '/');
    await site.page.waitForFunction(() => document.querySelector('#waitlist button') !== null);
    await toggle().click();
    await menuLink().waitFor();
  });
  afterEach(() => expect(site.browser.errors).to.deep.equal([]));

  it('closes on Escape and puts focus back on the toggle', async () => {
    await menuLink().focus();
    await site.page.keyboard.press('Escape');
    expect(await toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(await menuLink().isVisible()).to.equal(false);
    expect(await isFocused(toggle())).to.equal(true);
  });

  it('closes on a click outside the menu, and stays open for a click inside it', async () => {
    await site.page.locator('#site-menu').click({ position: { x: 5, y: 5 } });
    expect(await toggle().getAttribute('aria-expanded')).to.equal('true');
    await site.page.mouse.click(187, 600);
    expect(await toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(await menuLink().isVisible()).to.equal(false);
  });

  it('closes when the waitlist dialog opens from it; focus comes back to the toggle when the dialog closes', async () => {
    await site.page.locator('#site-menu').getByRole('button', { name: 'Join the Movement' }).click();
    const dialog = site.page.getByRole('dialog', { name: "Let's Build The Future of Mental Fitness Together" });
    await dialog.waitFor();
    expect(await toggle().getAttribute('aria-expanded')).to.equal('false');
    expect(await site.page.locator('#site-menu').isVisible()).to.equal(false);
    await site.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(toggle())).to.equal(true);
  });
});
