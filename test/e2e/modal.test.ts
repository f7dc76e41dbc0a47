/**
 * The site's one modal (pages/_components/ui/Modal.tsx) where the waitlist and admin tests do not
 * already look: it is described by its description, the page behind does not scroll, a click
 * outside closes the waitlist dialog but not a category dialog (the typing would be lost) nor a
 * confirmation, and focus goes to the main content when the opener is gone.
 */
import { expect } from 'chai';
import { closeToasts, toastText } from '../helpers/admin-browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const WAITLIST = "Let's Build The Future of Mental Fitness Together";

describe('e2e: the modal dialog', () => {
  const site = siteInBrowser({ browser: false });

  describe('the waitlist dialog', () => {
    const browser = site.browserInBlock({ width: 1280, height: 700 });

    // A button in the sticky header sat inside the page's scroll-padding, so taking focus scrolled
    // the page to the top to "reveal" it (pages/_styles/_base.scss keeps the header out of that).
    it('opening the dialog leaves the reader where they were on the page', async () => {
      await browser.page.goto(site.server.baseUrl + '/');
      await browser.page.waitForLoadState('networkidle');
      await browser.page.evaluate(() => window.scrollTo(0, 200));
      await browser.page.locator('.site-header').getByRole('button', { name: 'Join the Movement' }).click();
      await browser.page.getByRole('dialog', { name: WAITLIST }).waitFor();
      expect(await browser.page.evaluate(() => window.scrollY)).to.equal(200);
    });

    it('is described by its text, keeps the page from scrolling, and closes on a click outside', async () => {
      await browser.page.goto(site.server.baseUrl + '/');
      // Scrolled by the reader once the page has loaded (the router sets the first position when it starts).
      await browser.page.waitForLoadState('networkidle');
      await browser.page.evaluate(() => window.scrollTo(0, 200));
      const opener = browser.page.locator('.site-header').getByRole('button', { name: 'Join the Movement' });
      await opener.click();
      const dialog = browser.page.getByRole('dialog', { name: WAITLIST });
      await dialog.waitFor();
      const describedBy = await dialog.getAttribute('aria-describedby');
      expect(await browser.page.locator(`[id="${describedBy}"]`).textContent()).to.match(/^Join the waitlist/);
      expect(await browser.page.evaluate(() => getComputedStyle(document.documentElement).overflow)).to.equal('hidden');
      const behind = await browser.page.evaluate(() => window.scrollY);
      await browser.page.mouse.move(640, 650);
      await browser.page.mouse.wheel(0, 600);
      await browser.page.waitForTimeout(100);
      expect(await browser.page.evaluate(() => window.scrollY), 'the page behind the dialog does not scroll').to.equal(behind);

      await browser.page.mouse.click(20, 650);
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((button) => button === document.activeElement)).to.equal(true);
      expect(await browser.page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.to.equal('hidden');
      expect(browser.errors).to.deep.equal([]);
    });
  });

  describe('the admin dialogs', () => {
    const browser = site.browserInBlock({ signedIn: true });

    it('keeps a category dialog and what was typed on a click outside; Escape closes it', async () => {
      await browser.page.goto(site.server.baseUrl + '/admin/categories');
      await browser.page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = browser.page.getByRole('dialog', { name: 'Create New Category' });
      await dialog.getByLabel('Category Name').fill('Taper Week');
      await browser.page.mouse.click(5, 5);
      expect(await dialog.isVisible()).to.equal(true);
      expect(await dialog.getByLabel('Category Name').inputValue()).to.equal('Taper Week');
      await browser.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await browser.page.getByRole('button', { name: 'Add Category' }).evaluate((button) => button === document.activeElement)).to.equal(true);
    });

    it('sends focus to the main content when the row that opened a confirmation is deleted', async () => {
      await browser.page.goto(site.server.baseUrl + '/admin/categories');
      await browser.page.getByRole('button', { name: 'Delete Base', exact: true }).click();
      const dialog = browser.page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toastText(browser.page, 'Success');
      await dialog.waitFor({ state: 'hidden' });
      await browser.page.waitForFunction(() => document.activeElement?.id === 'main-content');
      await closeToasts(browser.page);
      expect(browser.errors).to.deep.equal([]);
    });
  });
});
