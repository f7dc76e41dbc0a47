/**
 * Issue 26 item 4: the toast's live regions exist before their text. A screen reader ignores a
 * live region inserted together with its text, so the server's HTML already holds both regions,
 * empty (status polite, alert assertive), and a form's outcome is put into the one that was there.
 */
import { expect } from 'chai';
import { answerRequests, readToast } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e: the toast live regions are in the page before their text (issue 26)', () => {
  const site = siteInBrowser({ browser: { width: 1280, height: 800 } });

  it('are in the server-rendered HTML, empty, with their roles and politeness', async () => {
    for (const path of ['/join', '/blog']) {
      const html = await (await fetch(site.server.baseUrl + path)).text();
      expect(html, path).to.match(/<div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-status"><\/div>/);
      expect(html, path).to.match(/<div role="alert" aria-live="assertive" aria-atomic="true" data-testid="toast-alert"><\/div>/);
    }
  });

  async function submitJoin(email: string) {
    await site.page.goto(site.server.baseUrl + '/join');
    await site.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Mark the regions the page painted with, to see the text arrive in those same elements.
    await site.page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-testid^="toast-"]').forEach((region) => { region.dataset.painted = ''; }));
    expect(await site.page.getByTestId('toast-status').textContent()).to.equal('');
    await site.page.locator('#join-form-firstName').fill('Ada');
    await site.page.locator('#join-form-lastName').fill('Runner');
    await site.page.locator('#join-form-email').fill(email);
    await site.page.locator('#join-form button[type="submit"]').click();
  }

  it('puts a thanks into the polite region that was already there', async () => {
    await submitJoin('ada.live@example.com');
    expect(await readToast(site.page)).to.deep.include({ title: 'Thank you for joining!', role: 'status' });
    const region = site.page.locator('[data-testid="toast-status"][data-painted]');
    expect(await region.textContent()).to.contain('Thank you for joining!');
    expect(await site.page.getByTestId('toast-alert').textContent()).to.equal('');
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('puts a failure into the assertive region that was already there', async () => {
    await answerRequests(site.page, '**/api/klaviyo/waitlist', 500, 'Internal Server Error');
    await submitJoin('ada.live.failure@example.com');
    expect(await readToast(site.page)).to.deep.include({ title: 'Something went wrong', role: 'alert' });
    const region = site.page.locator('[data-testid="toast-alert"][data-painted]');
    expect(await region.textContent()).to.contain('Something went wrong');
    expect(await region.getAttribute('aria-live')).to.equal('assertive');
    await site.page.unroute('**/api/klaviyo/waitlist');
  });
});
