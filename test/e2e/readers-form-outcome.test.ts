/**
 * Issue 26 item 4: with JavaScript, a form's outcome stays in the form after the toast (which
 * closes itself) and focus moves to it: the thanks after a sign-up on /join, the failure when the
 * server fails; a field the server refused keeps focus instead.
 */
import { expect } from 'chai';
import { answerRequests, readToast } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e: form outcomes stay in the form (issue 26)', () => {
  const site = siteInBrowser({ browser: { width: 1280, height: 800 } });

  async function fillJoin(email: string) {
    await site.page.goto(site.server.baseUrl + '/join');
    await site.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await site.page.locator('#join-form-firstName').fill('Ada');
    await site.page.locator('#join-form-lastName').fill('Runner');
    await site.page.locator('#join-form-email').fill(email);
  }

  it('shows the thanks in the form and moves focus there, as well as in the toast', async () => {
    await fillJoin('ada.outcome@example.com');
    await site.page.locator('#join-form button[type="submit"]').click();
    expect((await readToast(site.page)).title).to.equal('Thank you for joining!');
    const notice = site.page.locator('#join-form [role="status"]');
    expect(await notice.textContent()).to.equal(`Thank you for joining! We'll keep you updated with the latest ${site.server.config.site.name} news.`);
    await site.page.waitForFunction(() => document.activeElement?.matches('#join-form [role="status"]'));
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('shows a failure in the form as an alert and moves focus there', async () => {
    await fillJoin('ada.failure@example.com');
    await answerRequests(site.page, '**/api/klaviyo/waitlist', 500, 'Internal Server Error');
    await site.page.locator('#join-form button[type="submit"]').click();
    expect((await readToast(site.page)).role).to.equal('alert');
    const notice = site.page.locator('#join-form [role="alert"]');
    expect(await notice.textContent()).to.match(/^Something went wrong /);
    await site.page.waitForFunction(() => document.activeElement?.matches('#join-form [role="alert"]'));
    await site.page.unroute('**/api/klaviyo/waitlist');
  });

  it('leaves focus on the field the server refused', async () => {
    await fillJoin('ada.field@example.com');
    await answerRequests(site.page, '**/api/klaviyo/waitlist', 400, { error: 'Validation failed', errors: { email: 'Please enter a valid email address' } });
    await site.page.locator('#join-form button[type="submit"]').click();
    await site.page.locator('#join-form [role="alert"]').waitFor();
    await site.page.waitForFunction(() => document.activeElement?.id === 'join-form-email');
    await site.page.unroute('**/api/klaviyo/waitlist');
  });
});
