/**
 * When saving or loading a post goes wrong, in Chromium: the spec's toasts ("Create failed",
 * "Update failed", "Error" / "Failed to delete item", "Failed to load post"), the server's field
 * messages next to the fields, and what the admin typed kept. Plus the edit form's slug rule.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeToasts, editorEditable, publishPost, toastText } from '../helpers/admin-browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** Makes the next GraphQL request for `operation` fail on the network. */
async function failNext(page: Page, operation: string): Promise<void> {
  let failed = false;
  await page.route('**/graphql', async (route) => {
    if (failed || !route.request().postData()?.includes(operation)) return route.fallback();
    failed = true;
    return route.abort();
  });
}

describe('e2e admin: post form failures and the edit form\'s slug', () => {
  let editId: number;
  const site = siteInBrowser({
    prepare: async () => {
      await insertPost({ title: 'Taken Slug Post', slug: 'taken-slug' });
      editId = (await insertPost({ title: 'Hill Repeats Mindset', slug: 'hill-repeats-mindset', categories: ['Running'] })).id;
    },
    browser: { signedIn: true },
  });

  it('says "Create failed" with the server\'s message, puts it next to the slug and keeps the form', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin/blog/new');
    await editorEditable(page).waitFor();
    await page.getByLabel('Title').fill('Taken Slug');
    await page.getByLabel('Excerpt').fill('Same address as another post.');
    await editorEditable(page).click();
    await page.keyboard.type('Body text.');
    await page.getByLabel('Author').fill('Coach Ada');
    await page.getByLabel('Triathlon (Sports)').check();
    await publishPost(page);
    expect(await toastText(page, 'Create failed')).to.deep.equal({ title: 'Create failed', description: 'A post with this slug already exists' });
    await page.locator('.help.is-danger', { hasText: 'A post with this slug already exists' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).to.equal('Taken Slug');
    expect(await editorEditable(page).innerText()).to.contain('Body text.');
    expect(new URL(page.url()).pathname).to.equal('/admin/blog/new');
    await closeToasts(page);
  });

  it('falls back to "Unable to create post" when the request never arrives, then saves on the next try', async () => {
    const { page } = site.browser;
    await page.getByLabel('Slug').fill('taken-slug-two');
    await failNext(page, 'CreatePost');
    await publishPost(page);
    expect(await toastText(page, 'Create failed')).to.deep.equal({ title: 'Create failed', description: 'Unable to create post' });
    await closeToasts(page);
    await publishPost(page);
    expect(await toastText(page, 'Created')).to.deep.equal({ title: 'Created', description: 'Blog post created' });
    await page.waitForURL(site.server.baseUrl + '/admin');
    await closeToasts(page);
  });

  it('follows the title in the edit form only once it differs from the saved title', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/${editId}/edit`);
    await editorEditable(page).waitFor();
    await page.getByLabel('Title').fill('Hill Repeats Mindset, Revisited');
    expect(await page.getByLabel('Slug').inputValue()).to.equal('hill-repeats-mindset-revisited');
    await page.getByLabel('Title').fill('Hill Repeats Mindset');
    expect(await page.getByLabel('Slug').inputValue()).to.equal('hill-repeats-mindset');
  });

  it('says "Update failed" with the server\'s message or "Unable to update post"', async () => {
    const { page } = site.browser;
    await page.getByLabel('Slug').fill('taken-slug');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    expect(await toastText(page, 'Update failed')).to.deep.equal({ title: 'Update failed', description: 'A post with this slug already exists' });
    await closeToasts(page);
    await page.getByLabel('Slug').fill('hill-repeats-mindset');
    await failNext(page, 'UpdatePost');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    expect(await toastText(page, 'Update failed')).to.deep.equal({ title: 'Update failed', description: 'Unable to update post' });
    await closeToasts(page);
  });

  it('says "Failed to delete item" when the delete fails, and keeps the post', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin');
    await page.getByRole('button', { name: 'Delete Hill Repeats Mindset' }).click();
    await failNext(page, 'DeletePost');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await toastText(page, 'Error')).to.deep.equal({ title: 'Error', description: 'Failed to delete item' });
    expect(await page.getByRole('button', { name: 'Delete Hill Repeats Mindset' }).isVisible()).to.equal(true);
  });

  it('says "Failed to load post" for a post that does not exist', async () => {
    const { page } = site.browser;
    for (const path of ['/admin/blog/999999/edit', '/admin/blog/not-a-number/edit']) {
      await page.goto(site.server.baseUrl + path);
      await page.getByText('Failed to load post').waitFor();
      expect(await page.getByLabel('Title').count()).to.equal(0);
    }
  });
});
