/**
 * Issue 20, item 8 in Chromium: a post open in the editor while its category is renamed (name and
 * slug) still saves with Ctrl+S and keeps the category; a reader following an old
 * `/blog?category=` link lands on the renamed category's list, its chip showing the new name.
 */
import { expect } from 'chai';
import { BlogCategory } from '../../models/index.js';
import { closeToasts, editorEditable, loggedInAdminBrowser, toastText } from '../helpers/admin-browser.js';
import { startServer, type Browser, type RunningServer } from '../helpers/browser.js';
import { resetDatabase } from '../helpers/database.js';
import { insertPost, storedCategoryNames } from '../helpers/fixtures.js';

describe('e2e: categories keep their links through a rename', () => {
  let server: RunningServer;
  let browser: Browser;
  let postId: number;
  before(async function () {
    this.timeout(120_000); // the page build may need refreshing first
    await resetDatabase();
    postId = (await insertPost({ title: 'Patient aerobic weeks', slug: 'patient-aerobic-weeks', status: 'draft', categories: ['Base'] })).id;
    server = await startServer();
    browser = await loggedInAdminBrowser(server);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('saves a post opened before its category was renamed (Ctrl+S), keeping the category', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await page.goto(`${server.baseUrl}/admin/blog/${postId}/edit`);
    await editorEditable(page).waitFor();
    // Another editor renames the category meanwhile, slug included.
    const base = (await BlogCategory.findOne({ where: { slug: 'base' } }))!;
    await server.services.categories.update(base.id, { name: 'Foundation', group: base.group, description: base.description ?? '', slug: 'foundation' });

    await page.getByLabel('Title').fill('Patient aerobic weeks, again');
    await page.getByTestId('save-state').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.keyboard.press('Control+s');
    expect((await toastText(page, 'Updated')).description).to.equal('Blog post updated');
    expect(await storedCategoryNames(postId)).to.deep.equal(['Foundation']);
    expect((await server.services.posts.getForAdmin(postId)).title).to.equal('Patient aerobic weeks, again');
    await closeToasts(page);
  });

  it('takes a reader from an old /blog?category= link to the renamed category', async () => {
    const { page } = browser;
    const response = await page.goto(`${server.baseUrl}/blog?category=base`);
    expect(response?.status()).to.equal(200);
    expect(page.url()).to.equal(`${server.baseUrl}/blog?category=foundation`);
    const redirect = response?.request().redirectedFrom();
    expect(await redirect?.response().then((first) => first?.status())).to.equal(301);
    expect(await page.getByRole('list', { name: 'Active filters' }).innerText()).to.contain('Foundation');
  });
});
