import { expect } from 'chai';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';

describe('e2e smoke: Chromium renders the server-rendered home page', () => {
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    await resetDatabase();
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the home headline', async () => {
    await browser.page.goto(server.baseUrl + '/');
    expect(await browser.page.locator('h1').first().textContent()).to.equal('Training the whole human');
    expect(browser.errors).to.deep.equal([]);
  });
});
