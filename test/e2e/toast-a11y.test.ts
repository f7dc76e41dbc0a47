/**
 * The notification area while a toast shows (issue 12, row 14): axe finds no violation of any
 * impact in it (before: a serious `list`, the region's <ol> holding a non-<li>, and a minor
 * `aria-allowed-role` on `.toast`), on /admin after login and on a public page; the product's rules
 * stay: one toast at a time, F8 focuses the area, errors are alerts. While a modal dialog is
 * open the toast can still be closed (the area is not made inert with the page).
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { loginThroughForm } from '../helpers/admin-browser.js';
import { a11yViolations } from '../helpers/browser.js';
import { ADMIN } from '../helpers/fixtures.js';
import { answerRequests, readToast } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** Every axe violation about the notification area, or of the rules it used to break. */
async function toastViolations(page: Page) {
  return (await a11yViolations(page)).filter((violation) => ['list', 'listitem', 'aria-allowed-role'].includes(violation.id)
    || violation.nodes.some((node) => /toast/.test(node)));
}

describe('e2e: the notification area is accessible while a toast shows', () => {
  const site = siteInBrowser({ admins: [ADMIN], browser: { width: 1280, height: 800 } });

  it('on /admin after login: no violation, one toast, F8 focuses the area', async () => {
    const { page } = site.browser;
    await loginThroughForm(page, site.server.baseUrl);
    expect((await readToast(page)).title).to.equal('Login successful');
    expect(await page.getByTestId('toast').count()).to.equal(1);
    expect(await toastViolations(page)).to.deep.equal([]);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[aria-label="Notifications (F8)"]'))).to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('on a public page with an error toast raised from the waitlist dialog, which can still be closed', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/');
    await page.locator('#waitlist button').click();
    await page.locator('#waitlist-form-firstName').fill('Ada');
    await page.locator('#waitlist-form-lastName').fill('Runner');
    await page.locator('#waitlist-form-email').fill('ada@example.com');
    await answerRequests(page, '**/api/klaviyo/waitlist', 500, 'Internal Server Error');
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    expect(await readToast(page)).to.deep.include({ title: 'Something went wrong', role: 'alert' });
    expect(await toastViolations(page)).to.deep.equal([]);
    // The dialog keeps the page inert, not the notification area.
    expect(await page.locator('.toast-region').evaluate((region) => !!region.closest('[inert]'))).to.equal(false);
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').isVisible()).to.equal(true);
    await page.unrouteAll();
  });
});
