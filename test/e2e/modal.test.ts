/**
 * The site's one modal (pages/_components/ui/Modal.tsx) where the waitlist and admin tests do not
 * already look: it is described by its description, the page behind does not scroll, a click
 * outside closes the waitlist dialog but not a category dialog (the typing would be lost) nor a
 * confirmation, and focus goes to the main content when the opener is gone.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeToasts, loggedInAdminBrowser, toastText } from '../helpers/admin-browser.js';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';

const WAITLIST = "Let's Build The Future of Mental Fitness Together";

describe('e2e: the modal dialog', () => {
  let server: RunningServer;
  before(async function () {
    this.timeout(120_000); // the page build may need refreshing first
    await resetDatabase();
    server = await startServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('the waitlist dialog', () => {
    let browser: Browser;
    let page: Page;
    before(async () => {
      browser = await launchBrowser({ width: 1280, height: 700 });
      page = browser.page;
    });
    after(async () => {
      await browser?.close();
    });

    // A button in the sticky header sat inside the page's scroll-padding, so taking focus scrolled
    // the page to the top to "reveal" it (pages/_styles/_base.scss keeps the header out of that).
    it('opening the dialog leaves the reader where they were on the page', async () => {
      await page.goto(server.baseUrl + '/');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.locator('.site-header').getByRole('button', { name: 'Join the Movement' }).click();
      await page.getByRole('dialog', { name: WAITLIST }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).to.equal(200);
    });

    it('is described by its text, keeps the page from scrolling, and closes on a click outside', async () => {
      await page.goto(server.baseUrl + '/');
      // Scrolled by the reader once the page has loaded (the router sets the first position when it starts).
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 200));
      const opener = page.locator('.site-header').getByRole('button', { name: 'Join the Movement' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: WAITLIST });
      await dialog.waitFor();
      const describedBy = await dialog.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).to.match(/^Join the waitlist/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).to.equal('hidden');
      const behind = await page.evaluate(() => window.scrollY);
      await page.mouse.move(640, 650);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollY), 'the page behind the dialog does not scroll').to.equal(behind);

      await page.mouse.click(20, 650);
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((button) => button === document.activeElement)).to.equal(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.to.equal('hidden');
      expect(browser.errors).to.deep.equal([]);
    });
  });

  describe('the admin dialogs', () => {
    let browser: Browser;
    let page: Page;
    before(async () => {
      browser = await loggedInAdminBrowser(server);
      page = browser.page;
    });
    after(async () => {
      await browser?.close();
    });

    it('keeps a category dialog and what was typed on a click outside; Escape closes it', async () => {
      await page.goto(server.baseUrl + '/admin/categories');
      await page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Category' });
      await dialog.getByLabel('Category Name').fill('Taper Week');
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).to.equal(true);
      expect(await dialog.getByLabel('Category Name').inputValue()).to.equal('Taper Week');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByRole('button', { name: 'Add Category' }).evaluate((button) => button === document.activeElement)).to.equal(true);
    });

    it('sends focus to the main content when the row that opened a confirmation is deleted', async () => {
      await page.goto(server.baseUrl + '/admin/categories');
      await page.getByRole('button', { name: 'Delete Base', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toastText(page, 'Success');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.activeElement?.id === 'main-content');
      await closeToasts(page);
      expect(browser.errors).to.deep.equal([]);
    });
  });
});
