/**
 * Issue 20, item 8 in Chromium: a post open in the editor while its category is renamed (name and
 * slug) still saves with Ctrl+S and keeps the category; a reader following an old
 * `/blog?category=` link lands on the renamed category's list, its chip showing the new name.
 */
import { expect } from 'chai';
import { BlogCategory } from '../../models/index.js';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { insertPost, storedCategoryNames } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e: categories keep their links through a rename', () => {
  let postId: number;
  const site = siteInBrowser({
    prepare: async () => {
      postId = (await insertPost({ title: 'Patient aerobic weeks', slug: 'patient-aerobic-weeks', status: 'draft', categories: ['Base'] })).id;
    },
    browser: { signedIn: true },
  });

  it('saves a post opened before its category was renamed (Ctrl+S), keeping the category', async function () {
    this.timeout(60_000);
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await editorEditable(page).waitFor();
    // Another editor renames the category meanwhile, slug included.
    const base = (await BlogCategory.findOne({ where: { slug: 'base' } }))!;
    await site.server.services.categories.update(base.id, { name: 'Foundation', group: base.group, description: base.description ?? '', slug: 'foundation' });

    await page.getByLabel('Title').fill('Patient aerobic weeks, again');
    await page.getByTestId('save-state').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.keyboard.press('Control+s');
    expect((await toastText(page, 'Updated')).description).to.equal('Blog post updated');
    expect(await storedCategoryNames(postId)).to.deep.equal(['Foundation']);
    expect((await site.server.services.posts.getForAdmin(postId)).title).to.equal('Patient aerobic weeks, again');
    await closeToasts(page);
  });

  it('takes a reader from an old /blog?category= link to the renamed category', async () => {
    const { page } = site.browser;
    const response = await page.goto(`${site.server.baseUrl}/blog?category=base`);
    expect(response?.status()).to.equal(200);
    expect(page.url()).to.equal(`${site.server.baseUrl}/blog?category=foundation`);
    const redirect = response?.request().redirectedFrom();
    expect(await redirect?.response().then((first) => first?.status())).to.equal(301);
    expect(await page.getByRole('list', { name: 'Active filters' }).innerText()).to.contain('Foundation');
  });
});
