/**
 * Issue 12, rows 5 and 3 (the editor's half), in Chromium: leaving the post editor with unsaved
 * changes asks first (Cancel, any link of the site, the admin bar, and closing or reloading the
 * tab through the browser's own question); without changes, or after a save, nothing asks. Before
 * a published post is saved with another slug, the editor says its address will move and the
 * old one will redirect.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e admin: unsaved changes are never lost silently, and a moving address is announced', () => {
  let publishedId: number;
  let draftId: number;
  const site = siteInBrowser({
    prepare: async () => {
      publishedId = (await insertPost({ title: 'Race Week Nerves', slug: 'race-week-nerves', status: 'published' })).id;
      draftId = (await insertPost({ title: 'Unfinished Thoughts', slug: 'unfinished-thoughts', status: 'draft' })).id;
    },
    browser: { signedIn: true },
  });

  async function openEditor(page: Page, id: number) {
    await page.goto(`${site.server.baseUrl}/admin/blog/${id}/edit`);
    await editorEditable(page).waitFor();
  }

  const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });

  it('leaves at once when nothing changed', async () => {
    const { page } = site.browser;
    await openEditor(page, publishedId);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    expect(await leaveDialog(page).count()).to.equal(0);
  });

  it('asks before Cancel throws typing away: "Keep editing" keeps it, "Discard changes" leaves', async () => {
    const { page } = site.browser;
    await openEditor(page, publishedId);
    await page.getByLabel('Excerpt', { exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Breathe.');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = leaveDialog(page);
    await dialog.waitFor();
    expect(await dialog.innerText()).to.contain('Your changes to this post have not been saved. If you leave now, they are lost.');
    expect(await dialog.getByRole('button', { name: 'Keep editing' }).evaluate((button) => button === document.activeElement)).to.equal(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).to.equal(`/admin/blog/${publishedId}/edit`);
    expect(await page.getByLabel('Excerpt', { exact: true }).inputValue()).to.match(/ Breathe\.$/);

    // The admin bar and the page's own links ask the same.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Categories' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    expect((await site.server.services.posts.getForAdmin(publishedId)).excerpt).to.not.match(/Breathe/);
    // Thrown away on purpose: nothing is offered back next time.
    await openEditor(page, publishedId);
    expect(await page.getByTestId('draft-offer').count()).to.equal(0);
  });

  it('asks through the browser before a reload or closing the tab loses typing', async () => {
    const { page } = site.browser;
    await openEditor(page, draftId);
    await page.getByLabel('Author', { exact: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Jr');
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }));
    // A dismissed reload never settles: not awaited.
    void page.reload().catch(() => undefined);
    expect(await asked).to.equal('beforeunload');
    expect(await page.getByLabel('Author', { exact: true }).inputValue()).to.match(/ Jr$/);
    const closing = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }));
    await page.close({ runBeforeUnload: true });
    expect(await closing).to.equal('beforeunload');
    expect(page.isClosed()).to.equal(false);
  });

  it('does not ask after a successful save', async () => {
    const { page } = site.browser;
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await toastText(page, 'Updated');
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    await closeToasts(page);
    await page.reload();
    expect(asked).to.equal(false);
    expect(await leaveDialog(page).count()).to.equal(0);
    page.removeAllListeners('dialog');
  });

  it('says that a published post\'s address will move (title or slug changed) and that the old one will redirect', async () => {
    const { page } = site.browser;
    await openEditor(page, publishedId);
    const notice = page.getByTestId('slug-change-notice');
    expect(await notice.count()).to.equal(0);
    await page.getByLabel('Title', { exact: true }).fill('Race Week Calm');
    await notice.waitFor();
    expect(await notice.innerText()).to.equal('This post is published: saving moves it from /blog/race-week-nerves to /blog/race-week-calm. '
      + 'The old address will redirect readers to the new one.');
    expect(await notice.evaluate((element) => element.closest('[role="status"]') !== null)).to.equal(true);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
    await page.getByLabel('Title', { exact: true }).fill('Race Week Nerves');
    await notice.waitFor({ state: 'detached' });
    await page.getByLabel('Slug', { exact: true }).fill('nerves-in-race-week');
    expect(await notice.innerText()).to.contain('to /blog/nerves-in-race-week.');
    await page.getByLabel('Slug', { exact: true }).fill('race-week-nerves');
    await notice.waitFor({ state: 'detached' });

    // A draft has no address readers know: nothing to say.
    await openEditor(page, draftId);
    await page.getByLabel('Title', { exact: true }).fill('Finished Thoughts');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('finished-thoughts');
    expect(await notice.count()).to.equal(0);
    expect(site.browser.errors).to.deep.equal([]);
  });
});
