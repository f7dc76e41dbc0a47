/**
 * Issue 26 item 4: the toast's live regions exist before their text. A screen reader ignores a
 * live region inserted together with its text, so the server's HTML already holds both regions,
 * empty (status polite, alert assertive), and a form's outcome is put into the one that was there.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';
import { answerRequests, readToast } from '../helpers/public-pages.js';

describe('e2e: the toast live regions are in the page before their text (issue 26)', () => {
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

  it('are in the server-rendered HTML, empty, with their roles and politeness', async () => {
    for (const path of ['/join', '/blog']) {
      const html = await (await fetch(server.baseUrl + path)).text();
      expect(html, path).to.match(/<div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-status"><\/div>/);
      expect(html, path).to.match(/<div role="alert" aria-live="assertive" aria-atomic="true" data-testid="toast-alert"><\/div>/);
    }
  });

  async function submitJoin(email: string) {
    await page.goto(server.baseUrl + '/join');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Mark the regions the page painted with, to see the text arrive in those same elements.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-testid^="toast-"]').forEach((region) => { region.dataset.painted = ''; }));
    expect(await page.getByTestId('toast-status').textContent()).to.equal('');
    await page.locator('#join-form-firstName').fill('Ada');
    await page.locator('#join-form-lastName').fill('Runner');
    await page.locator('#join-form-email').fill(email);
    await page.locator('#join-form button[type="submit"]').click();
  }

  it('puts a thanks into the polite region that was already there', async () => {
    await submitJoin('ada.live@example.com');
    expect(await readToast(page)).to.deep.include({ title: 'Thank you for joining!', role: 'status' });
    const region = page.locator('[data-testid="toast-status"][data-painted]');
    expect(await region.textContent()).to.contain('Thank you for joining!');
    expect(await page.getByTestId('toast-alert').textContent()).to.equal('');
    expect(browser.errors).to.deep.equal([]);
  });

  it('puts a failure into the assertive region that was already there', async () => {
    await answerRequests(page, '**/api/klaviyo/waitlist', 500, 'Internal Server Error');
    await submitJoin('ada.live.failure@example.com');
    expect(await readToast(page)).to.deep.include({ title: 'Something went wrong', role: 'alert' });
    const region = page.locator('[data-testid="toast-alert"][data-painted]');
    expect(await region.textContent()).to.contain('Something went wrong');
    expect(await region.getAttribute('aria-live')).to.equal('assertive');
    await page.unroute('**/api/klaviyo/waitlist');
  });
});
