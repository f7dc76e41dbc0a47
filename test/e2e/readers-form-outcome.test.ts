/**
 * Issue 26 item 4: with JavaScript, a form's outcome stays in the form after the toast (which
 * closes itself) and focus moves to it: the thanks after a sign-up on /join, the failure when the
 * server fails; a field the server refused keeps focus instead.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';
import { answerRequests, readToast } from '../helpers/public-pages.js';

describe('e2e: form outcomes stay in the form (issue 26)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  before(async function () {
    this.timeout(120_000); // the first start may build the pages
    await resetDatabase();
    server = await startServer();
    browser = await launchBrowser({ width: 1280, height: 800 });
    page = browser.page;
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function fillJoin(email: string) {
    await page.goto(server.baseUrl + '/join');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('#join-form-firstName').fill('Ada');
    await page.locator('#join-form-lastName').fill('Runner');
    await page.locator('#join-form-email').fill(email);
  }

  it('shows the thanks in the form and moves focus there, as well as in the toast', async () => {
    await fillJoin('ada.outcome@example.com');
    await page.locator('#join-form button[type="submit"]').click();
    expect((await readToast(page)).title).to.equal('Thank you for joining!');
    const notice = page.locator('#join-form [role="status"]');
    expect(await notice.textContent()).to.equal(`Thank you for joining! We'll keep you updated with the latest ${server.config.site.name} news.`);
    await page.waitForFunction(() => document.activeElement?.matches('#join-form [role="status"]'));
    expect(browser.errors).to.deep.equal([]);
  });

  it('shows a failure in the form as an alert and moves focus there', async () => {
    await fillJoin('ada.failure@example.com');
    await answerRequests(page, '**/api/klaviyo/waitlist', 500, 'Internal Server Error');
    await page.locator('#join-form button[type="submit"]').click();
    expect((await readToast(page)).role).to.equal('alert');
    const notice = page.locator('#join-form [role="alert"]');
    expect(await notice.textContent()).to.match(/^Something went wrong /);
    await page.waitForFunction(() => document.activeElement?.matches('#join-form [role="alert"]'));
    await page.unroute('**/api/klaviyo/waitlist');
  });

  it('leaves focus on the field the server refused', async () => {
    await fillJoin('ada.field@example.com');
    await answerRequests(page, '**/api/klaviyo/waitlist', 400, { error: 'Validation failed', errors: { email: 'Please enter a valid email address' } });
    await page.locator('#join-form button[type="submit"]').click();
    await page.locator('#join-form [role="alert"]').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'join-form-email');
    await page.unroute('**/api/klaviyo/waitlist');
  });
});
