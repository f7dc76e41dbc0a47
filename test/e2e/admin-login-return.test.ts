/**
 * Issue 12, row 11, in Chromium: the login page remembers where the admin was going (a deep link
 * lands there after logging in), follows only this site's admin paths (never another site), and
 * an admin who is logged in already skips the login form.
 */
import { expect } from 'chai';
import { closeToasts, toastText } from '../helpers/admin-browser.js';
import { ADMIN, insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e admin: the login page returns to where the admin was going', () => {
  let postId: number;
  const site = siteInBrowser({
    prepare: async () => {
      postId = (await insertPost({ title: 'Deep Link Target', slug: 'deep-link-target' })).id;
    },
    admins: [ADMIN],
    browser: { perTest: true },
  });

  async function logIn() {
    const { page } = site.browser;
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await toastText(page, 'Login successful');
    await closeToasts(page);
  }

  it('sends a deep link to the login page and, after logging in, to the page it asked for', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    expect(page.url()).to.equal(`${site.server.baseUrl}/admin/login?next=%2Fadmin%2Fblog%2F${postId}%2Fedit`);
    await logIn();
    await page.waitForURL(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).to.equal('Deep Link Target');
  });

  it('keeps the query of the page asked for (the Submissions tab)', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin?tab=submissions`);
    expect(new URL(page.url()).searchParams.get('next')).to.equal('/admin?tab=submissions');
    await logIn();
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=submissions`);
    await page.getByRole('tab', { name: 'Submissions', selected: true }).waitFor();
  });

  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', '/admin/../blog', 'javascript:alert(1)']) {
    it(`never follows ?next=${next} elsewhere: the dashboard instead`, async () => {
      const { page } = site.browser;
      await page.goto(`${site.server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
      await logIn();
      await page.waitForURL(`${site.server.baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      // A logged-in admin sent to the same link is not sent on either.
      await page.goto(`${site.server.baseUrl}/admin/login?next=${encodeURIComponent(next)}`);
      expect(page.url()).to.equal(`${site.server.baseUrl}/admin`);
    });
  }

  it('sends an admin who is logged in already from /admin/login to the dashboard, or to the remembered page', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/login`);
    await logIn();
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    await page.goto(`${site.server.baseUrl}/admin/login`);
    expect(page.url()).to.equal(`${site.server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Login' }).count()).to.equal(0);
    await page.goto(`${site.server.baseUrl}/admin/login?next=${encodeURIComponent('/admin/categories')}`);
    expect(page.url()).to.equal(`${site.server.baseUrl}/admin/categories`);
    await page.getByRole('heading', { name: 'Manage Categories' }).waitFor();
    expect(site.browser.errors).to.deep.equal([]);
  });
});
