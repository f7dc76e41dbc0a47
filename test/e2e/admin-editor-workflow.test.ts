/**
 * Issue 20 in Chromium: the primary button says what it will do and a first publish asks;
 * Ctrl+S saves in place; a closed tab's work comes back from the server in another browser;
 * a published post's edits stay off the public page until "Update"; two staff members on one
 * post see each other (presence) and a stale save shows the conflict screen; delete moves to
 * the trash (the article answers 410) and the trash restores it.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { ADMIN, insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const SECOND = { username: 'second.editor', password: 'another-long-test-password-7' };

describe('e2e admin: an editor that is safe for daily work (issue 20)', () => {
  const site = siteInBrowser({ admins: [SECOND], browser: { signedIn: true } });

  /** Another browser logged in as the admin (or as `credentials`), closed with the file's. */
  function anotherBrowser(credentials = ADMIN) {
    return site.newBrowser({ signedInAs: credentials });
  }

  async function openEditor(page: Page, id: number) {
    await page.goto(`${site.server.baseUrl}/admin/blog/${id}/edit`);
    await editorEditable(page).waitFor();
  }

  const primary = (page: Page) => page.locator('.admin-publish-bar button.is-primary');

  it('says what the primary button will do, and asks before publishing for the first time', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/new`);
    await editorEditable(page).waitFor();
    expect(await primary(page).innerText()).to.equal('Publish now');
    await page.getByLabel('Draft').check();
    expect(await primary(page).innerText()).to.equal('Save draft');
    await page.getByLabel('Published').check();
    await page.getByLabel('Publish date').fill('2099-12-01T00:30');
    expect(await primary(page).innerText()).to.equal('Schedule for 1 December 2099 at 00:30 UTC');
    await page.getByLabel('Publish date').fill('2024-01-01T09:00');
    await page.getByLabel('Title').fill('A deliberate post');
    await page.getByLabel('Excerpt', { exact: true }).fill('Published on purpose.');
    await editorEditable(page).click();
    await page.keyboard.type('Body text of a deliberate post.');
    await page.getByLabel('Author').fill('Editor One');
    await page.getByRole('checkbox', { name: /^Confidence/ }).check();
    await primary(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Publish this post now?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).to.equal(`${site.server.baseUrl}/admin/blog/new`);
    await primary(page).click();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const toast = await toastText(page, 'Created');
    expect(toast.description).to.equal('Blog post created');
    expect(await page.getByTestId('toast').getByRole('link', { name: /View the live post/ }).getAttribute('href')).to.equal('/blog/a-deliberate-post');
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    await closeToasts(page);
  });

  it('Ctrl+S saves a draft in place and shows the saved state', async () => {
    const { page } = site.browser;
    const id = (await insertPost({ title: 'Draft to keep', slug: 'draft-to-keep', status: 'draft' })).id;
    await openEditor(page, id);
    expect(await page.getByTestId('save-state').innerText()).to.equal('All changes saved');
    expect(await page.getByTestId('writing-stats').innerText()).to.match(/^\d+ words · 1 min read$/);
    await page.getByLabel('Title').fill('Draft kept in place');
    await page.getByTestId('save-state').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.keyboard.press('Control+s');
    expect((await toastText(page, 'Updated')).description).to.equal('Blog post updated');
    await page.getByTestId('save-state').filter({ hasText: 'All changes saved' }).waitFor();
    expect(page.url()).to.equal(`${site.server.baseUrl}/admin/blog/${id}/edit`);
    expect(await page.getByLabel('Title').inputValue()).to.equal('Draft kept in place');
    await closeToasts(page);
  });

  it('keeps a published post’s edits on the server, off the public page, and offers them back in another browser', async () => {
    const { page } = site.browser;
    const id = (await insertPost({ title: 'Live Post', slug: 'live-post', status: 'published', excerpt: 'The live excerpt.' })).id;
    await openEditor(page, id);
    expect(await primary(page).innerText()).to.equal('Update');
    await page.getByLabel('Excerpt', { exact: true }).fill('A staged excerpt nobody reads yet.');
    await page.getByTestId('save-state').filter({ hasText: 'kept privately on the server' }).waitFor();
    const publicPage = await (await fetch(`${site.server.baseUrl}/blog/live-post`)).text();
    expect(publicPage).to.contain('The live excerpt.').and.not.contain('A staged excerpt');

    // The tab is closed; the same editor comes back on another device.
    await page.goto('about:blank');
    const other = await anotherBrowser();
    await openEditor(other.page, id);
    const offer = other.page.getByTestId('draft-offer');
    await offer.waitFor();
    expect(await offer.innerText()).to.contain('kept on the server');
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await other.page.getByLabel('Excerpt', { exact: true }).inputValue()).to.equal('A staged excerpt nobody reads yet.');
    await primary(other.page).click();
    expect((await toastText(other.page, 'Updated')).description).to.equal('Blog post updated');
    await other.page.waitForURL(`${site.server.baseUrl}/admin`);
    expect(await (await fetch(`${site.server.baseUrl}/blog/live-post`)).text()).to.contain('A staged excerpt nobody reads yet.');
  });

  it('two staff members on one post: each sees the other, and the later save gets the conflict screen', async function () {
    // A second Chromium and a second log-in (argon2) come on top of the two editors.
    this.timeout(90_000);
    const id = (await insertPost({ title: 'Shared Post', slug: 'shared-post', status: 'draft', excerpt: 'Original excerpt.' })).id;
    const first = site.browser.page;
    const second = (await anotherBrowser(SECOND)).page;
    await openEditor(first, id);
    await openEditor(second, id);
    await second.getByTestId('presence').filter({ hasText: 'staff.admin is also editing this post' }).waitFor();
    await first.reload();
    await editorEditable(first).waitFor();
    await first.getByTestId('presence').filter({ hasText: 'second.editor is also editing this post' }).waitFor({ timeout: 15_000 });

    await first.getByLabel('Excerpt', { exact: true }).fill('The first editor’s excerpt.');
    await first.keyboard.press('Control+s');
    await toastText(first, 'Updated');
    await second.getByLabel('Excerpt', { exact: true }).fill('The second editor’s excerpt.');
    await second.keyboard.press('Control+s');
    const conflict = second.getByTestId('conflict');
    await conflict.waitFor();
    expect(await conflict.innerText()).to.contain('Someone else saved this post while you were editing');
    await conflict.locator('[data-field="excerpt"]').waitFor();
    expect(await conflict.locator('[data-field="excerpt"] ins').allInnerTexts()).to.satisfy((parts: string[]) => parts.join(' ').includes('first'));
    expect((await site.server.services.posts.getForAdmin(id)).excerpt).to.equal('The first editor’s excerpt.');
    await conflict.getByRole('button', { name: 'Overwrite with my text' }).click();
    await toastText(second, 'Updated');
    expect((await site.server.services.posts.getForAdmin(id)).excerpt).to.equal('The second editor’s excerpt.');
  });

  it('delete moves a post to the trash (its page answers 410), and the trash restores it', async () => {
    const { page } = site.browser;
    await insertPost({ title: 'Trash Me', slug: 'trash-me', status: 'published' });
    await page.goto(`${site.server.baseUrl}/admin`);
    await page.getByRole('button', { name: 'Delete Trash Me' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: /Delete/ }).click();
    expect((await toastText(page, 'Success')).description).to.equal('Blog post deleted');
    expect((await fetch(`${site.server.baseUrl}/blog/trash-me`)).status).to.equal(410);
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await page.getByRole('button', { name: 'Restore Trash Me' }).click();
    await toastText(page, 'Restored');
    expect((await fetch(`${site.server.baseUrl}/blog/trash-me`)).status).to.equal(200);
  });
});
