/**
 * The public forms in Chromium with JavaScript off: they post as HTML forms, the server stores
 * and thanks, or shows the field messages with the values kept; "Join the Movement" leads to a
 * page with the waitlist form.
 */
import { expect } from 'chai';
import { resetDatabase } from '../helpers/database.js';
import { fieldError } from '../helpers/public-pages.js';
import { Suggestion, WaitlistEntry } from '../helpers/submissions.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e public: the forms without JavaScript', () => {
  const site = siteInBrowser({
    database: { categories: false },
    browser: { javaScriptEnabled: false },
  });
  beforeEach(() => resetDatabase({ categories: false }));

  const field = (id: string) => site.browser.page.locator(`#${id}`);

  async function fillSuggestion(email: string) {
    await site.browser.page.goto(`${site.server.baseUrl}/#suggest-topic`);
    await field('suggestion-form-name').fill('Jo Swimmer');
    await field('suggestion-form-email').fill(email);
    await field('suggestion-form-type').selectOption('expert');
    await field('suggestion-form-message').fill('Please interview an open-water coach about cold-water nerves.');
    await site.browser.page.locator('#suggestion-form button[type="submit"]').click();
    await site.browser.page.waitForLoadState();
  }

  it('stores a suggestion and thanks the visitor on the page', async () => {
    await fillSuggestion('jo@example.com');
    const { page } = site.browser;
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).to.equal('/?sent=suggestion#suggestion-form');
    const notice = page.locator('#suggestion-form [role="status"]');
    expect(await notice.innerText()).to.equal("Thanks for your suggestion! We've received your idea and will consider it for future content.");
    expect(await field('suggestion-form-name').inputValue()).to.equal('');
    expect((await Suggestion.findAll({ raw: true })).map((row) => [row.name, row.email, row.type, row.message]))
      .to.deep.equal([['Jo Swimmer', 'jo@example.com', 'expert', 'Please interview an open-water coach about cold-water nerves.']]);
  });

  it('shows the e-mail message at the field and keeps the other values', async () => {
    await fillSuggestion('jo@example');
    const { page } = site.browser;
    expect(new URL(page.url()).hash).to.equal('#suggestion-form');
    expect(await fieldError(field('suggestion-form-email'))).to.equal('Please enter a valid email address');
    expect(await field('suggestion-form-email').inputValue()).to.equal('jo@example');
    expect(await field('suggestion-form-name').inputValue()).to.equal('Jo Swimmer');
    expect(await field('suggestion-form-type').inputValue()).to.equal('expert');
    expect(await field('suggestion-form-message').inputValue()).to.equal('Please interview an open-water coach about cold-water nerves.');
    expect(await fieldError(field('suggestion-form-name'))).to.equal(null);
    expect(await page.locator('#suggestion-form [role="alert"]').innerText()).to.equal('Something went wrong Please enter a valid email address');
    expect(await Suggestion.count()).to.equal(0);

    // Corrected and sent again, it goes through.
    await field('suggestion-form-email').fill('jo@example.com');
    await page.locator('#suggestion-form button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('sent') === 'suggestion');
    expect(await Suggestion.count()).to.equal(1);
  });

  it('"Join the Movement" leads to the waitlist form, which signs the visitor up', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/`);
    await page.locator('#waitlist').getByRole('link', { name: 'Join the Movement' }).click();
    await page.waitForURL('**/join');
    expect(await page.locator('h1').innerText()).to.equal("Let's Build The Future of Mental Fitness Together");
    await field('join-form-firstName').fill('Ada');
    await field('join-form-lastName').fill('Runner');
    await field('join-form-email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Join The Movement' }).click();
    await page.waitForURL((url) => url.searchParams.get('sent') === 'waitlist');
    expect(await page.locator('#join-form [role="status"]').innerText())
      .to.equal(`Thank you for joining! We'll keep you updated with the latest ${site.server.config.site.name} news.`);
    expect((await WaitlistEntry.findAll({ raw: true })).map((row) => [row.firstName, row.lastName, row.email])).to.deep.equal([['Ada', 'Runner', 'ada@example.com']]);
    // The header's and the closing tile's buttons lead there too.
    await page.goto(`${site.server.baseUrl}/`);
    for (const link of [page.locator('.site-header').getByRole('link', { name: 'Join the Movement' }), page.locator('.cta-tile.is-join a')]) {
      expect(await link.getAttribute('href')).to.equal('/join');
    }
  });
});
