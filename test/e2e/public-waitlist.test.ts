/**
 * The waitlist dialog as a visitor meets it: every "Join the Movement" button opens it, focus
 * moves in and stays in, Escape and the close control close it and focus returns; validation,
 * the pending button, success and failure toasts, and the stored sign-up.
 */
import { expect } from 'chai';
import { WaitlistEntry } from '../helpers/submissions.js';
import { answerRequests, fieldError, holdRequests, isLoggedHttpFailure, readToast } from '../helpers/public-pages.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const TITLE = "Let's Build The Future of Mental Fitness Together";

describe('e2e public: the waitlist dialog', () => {
  const site = siteInBrowser();
  const dialog = () => site.page.getByRole('dialog', { name: TITLE });
  const heroButton = () => site.page.locator('#waitlist').getByRole('button', { name: 'Join the Movement' });
  const activeId = () => site.page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName ?? '');
  const focusInDialog = () => site.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

  beforeEach(async () => {
    await site.page.unrouteAll();
    await site.page.goto('about:blank');
    await site.page.goto(site.server.baseUrl + '/');
    await site.page.waitForFunction(() => document.querySelector('#waitlist button') !== null);
  });
  // The browser logs the failed answers the failure tests ask for; anything else is a bug.
  afterEach(() => expect(site.browser.errors.filter((error) => !isLoggedHttpFailure(error))).to.deep.equal([]));

  it('opens from every "Join the Movement" button: header, hero and closing tile', async () => {
    const openers = [
      site.page.locator('.site-header').getByRole('button', { name: 'Join the Movement' }),
      heroButton(),
      site.page.locator('.cta-tile.is-join button'),
    ];
    for (const opener of openers) {
      await opener.click();
      await dialog().waitFor();
      expect(await dialog().locator('h2').textContent()).to.equal(TITLE);
      expect(await dialog().getByRole('button', { name: 'Join The Movement' }).isVisible()).to.equal(true);
      await site.page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    }
  });

  it('moves focus in, traps Tab, closes on Escape and returns focus to the opener', async () => {
    await heroButton().click();
    await dialog().waitFor();
    expect(await activeId()).to.equal('waitlist-form-firstName');
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await site.page.keyboard.press('Tab');
      expect(await focusInDialog(), `Tab ${i + 1}`).to.equal(true);
      seen.add(await site.page.evaluate(() => document.activeElement?.textContent || (document.activeElement as HTMLInputElement).name || ''));
    }
    expect([...seen]).to.include.members(['firstName', 'lastName', 'email', 'Join The Movement']);
    for (let i = 0; i < 6; i++) {
      await site.page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(), `Shift+Tab ${i + 1}`).to.equal(true);
    }
    // The page behind the dialog is inert.
    expect(await site.page.locator('.site-shell').getAttribute('inert')).to.not.equal(null);
    await site.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await heroButton().evaluate((button) => button === document.activeElement)).to.equal(true);
    expect(await site.page.locator('.site-shell').getAttribute('inert')).to.equal(null);
  });

  it('closes with the close control and returns focus to the header button', async () => {
    const headerButton = site.page.locator('.site-header').getByRole('button', { name: 'Join the Movement' });
    await headerButton.click();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await headerButton.evaluate((button) => button === document.activeElement)).to.equal(true);
  });

  it('shows the validation messages next to the fields and focuses the first invalid one', async () => {
    await heroButton().click();
    await dialog().getByRole('button', { name: 'Join The Movement' }).click();
    expect(await fieldError(site.page.locator('#waitlist-form-firstName'))).to.equal('First name is required');
    expect(await fieldError(site.page.locator('#waitlist-form-lastName'))).to.equal('Last name is required');
    expect(await fieldError(site.page.locator('#waitlist-form-email'))).to.equal('Please enter a valid email address');
    expect(await activeId()).to.equal('waitlist-form-firstName');
    await site.page.locator('#waitlist-form-email').fill('not-an-address');
    await site.page.locator('#waitlist-form-firstName').focus();
    expect(await fieldError(site.page.locator('#waitlist-form-email'))).to.equal('Please enter a valid email address');
    expect(await WaitlistEntry.count()).to.equal(0);
  });

  async function fillDialog(email: string) {
    await heroButton().click();
    await site.page.locator('#waitlist-form-firstName').fill('Ada');
    await site.page.locator('#waitlist-form-lastName').fill('Runner');
    await site.page.locator('#waitlist-form-email').fill(email);
  }

  it('reads "Joining..." while pending, then thanks, resets, closes and stores the sign-up', async () => {
    await fillDialog('ada.runner@example.com');
    const held = await holdRequests(site.page, '**/api/klaviyo/waitlist');
    const submit = dialog().locator('button[type="submit"]');
    await submit.click();
    await held.caught;
    expect(await submit.textContent()).to.equal('Joining...');
    expect(await submit.isDisabled()).to.equal(true);
    held.release();
    const toast = await readToast(site.page);
    expect(toast).to.deep.equal({ title: 'Thank you for joining!', description: `We'll keep you updated with the latest ${site.server.config.site.name} news.`, role: 'status' });
    await dialog().waitFor({ state: 'detached' });
    const rows = await WaitlistEntry.findAll({ raw: true });
    expect(rows.map((row) => [row.firstName, row.lastName, row.email])).to.deep.equal([['Ada', 'Runner', 'ada.runner@example.com']]);
    await heroButton().click();
    expect(await site.page.locator('#waitlist-form-firstName').inputValue()).to.equal('');
    expect(await site.page.locator('#waitlist-form-email').inputValue()).to.equal('');
  });

  it('keeps the dialog open with everything typed when the server fails, and says why', async () => {
    await fillDialog('grace@example.com');
    await answerRequests(site.page, '**/api/klaviyo/waitlist', 500, 'Internal Server Error');
    await dialog().locator('button[type="submit"]').click();
    expect(await readToast(site.page)).to.deep.equal({ title: 'Something went wrong', description: '500: Internal Server Error', role: 'alert' });
    expect(await dialog().isVisible()).to.equal(true);
    expect(await site.page.locator('#waitlist-form-email').inputValue()).to.equal('grace@example.com');
    expect(await dialog().locator('button[type="submit"]').textContent()).to.equal('Join The Movement');
    // Closing the dialog keeps the draft too.
    await site.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await heroButton().click();
    expect(await site.page.locator('#waitlist-form-firstName').inputValue()).to.equal('Ada');
    expect(await site.page.locator('#waitlist-form-email').inputValue()).to.equal('grace@example.com');
  });

  it("shows the server's own message for JSON errors, a 429 included, and its field messages", async () => {
    await fillDialog('grace@example.com');
    await answerRequests(site.page, '**/api/klaviyo/waitlist', 429, { message: 'Too many sign-ups from here. Please wait a minute.' });
    await dialog().locator('button[type="submit"]').click();
    expect((await readToast(site.page)).description).to.equal('Too many sign-ups from here. Please wait a minute.');
    await site.page.unrouteAll();
    await answerRequests(site.page, '**/api/klaviyo/waitlist', 400, { message: 'Please check the form', errors: { email: 'This address cannot receive e-mail' } });
    await dialog().locator('button[type="submit"]').click();
    await site.page.locator('#waitlist-form-email-error').waitFor();
    expect(await fieldError(site.page.locator('#waitlist-form-email'))).to.equal('This address cannot receive e-mail');
    expect(await readToast(site.page)).to.deep.equal({ title: 'Something went wrong', description: 'Please check the form', role: 'alert' });
    expect(await WaitlistEntry.count()).to.equal(1);
  });
});
