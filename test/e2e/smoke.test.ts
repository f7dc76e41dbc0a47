import { expect } from 'chai';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e smoke: Chromium renders the server-rendered home page', () => {
  const site = siteInBrowser();

  it('shows the home headline', async () => {
    await site.browser.page.goto(site.server.baseUrl + '/');
    expect(await site.browser.page.locator('h1').first().textContent()).to.equal('Training the whole human');
    expect(site.browser.errors).to.deep.equal([]);
  });
});
