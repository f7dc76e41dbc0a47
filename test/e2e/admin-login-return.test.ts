/**
 * Issue 12, row 11, in Chromium: the login page remembers where the admin was going (a deep link
 * lands there after logging in), follows only this site's admin paths (never another site), and
 * an admin who is logged in already skips the login form.
 */
import { expect } from 'chai';
import { closeToasts, toastText } from '../helpers/admin-browser.js';
import { launchBrowser, startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';
import { ADMIN, createAdmin, insertPost } from '../helpers/fixtures.js';

describe('e2e admin: the login page returns to where the admin was going', () => {
  let server: RunningServer;
  let browser: Browser;
  let postId: number;
  before(async function () {
    this.timeout(120_000); // the page build may need refreshing first
    await resetDatabase();
    postId = (await insertPost({ title: 'Deep Link Target', slug: 'deep-link-target' })).id;
    server = await startServer();
    await createAdmin(server.services);
  });
  beforeEach(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });
  after(async () => {
    await server?.close();
  });

  async function logIn() {
    const { page } = browser;
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await toastText(page, 'Login successful');
    await closeToasts(page);
  }

  it('sends a deep link to the login page and, after logging in, to the page it asked for', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/admin/blog/${postId}/edit`);
    expect(page.url()).to.equal(`${server.baseUrl}/admin/login?next=%2Fadmin%2Fblog%2F${postId}%2Fedit`);
    await logIn();
    await page.waitForURL(`${server.baseUrl}/admin/blog/${postId}/edit`);
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).to.equal('Deep Link Target');
  });

  it('keeps the query of the page asked for (the Submissions tab)', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/admin?tab=submissions`);
    expect(new URL(page.url()).searchParams.get('next')).to.equal('/admin?tab=submissions');
    await logIn();
    await page.waitForURL(`${server.baseUrl}/admin?tab=submissions`);
    await page.getByRole('tab', { name: 'Submissions', selected: true }).waitFor();
  });

  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', '/admin/../blog', 'javascript:alert(1)']) {
    it(`never follows ?next=${next} elsewhere: the dashboard instead`, async () => {
      const { page } = browser;
      await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
      await logIn();
      await page.waitForURL(`${server.baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      // A logged-in admin sent to the same link is not sent on either.
      await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
      expect(page.url()).to.equal(`${server.baseUrl}/admin`);
    });
  }

  it('sends an admin who is logged in already from /admin/login to the dashboard, or to the remembered page', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/admin/login`);
    await logIn();
    await page.waitForURL(`${server.baseUrl}/admin`);
    await page.goto(`${server.baseUrl}/admin/login`);
    expect(page.url()).to.equal(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Login' }).count()).to.equal(0);
    await page.goto(`${server.baseUrl}/admin/login?next=${encodeURIComponent('/admin/categories')}`);
    expect(page.url()).to.equal(`${server.baseUrl}/admin/categories`);
    await page.getByRole('heading', { name: 'Manage Categories' }).waitFor();
    expect(browser.errors).to.deep.equal([]);
  });
});
