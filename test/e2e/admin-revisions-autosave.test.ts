/**
 * Issue 12, item 3, in Chromium: the editor autosaves unsaved changes (on the server since issue
 * 20) and offers them back after a reload or a closed tab (when they were kept; Restore or Discard; a save
 * clears them); staff list a post's revisions, compare one with the post now, view it whole,
 * and restore it, which saves a new revision.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPostRevision } from '../../models/index.js';
import type { Viewer } from '../../src/services/index.js';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { ADMIN, postInput } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const STAFF: Viewer = { kind: 'session', user: { id: 1, username: ADMIN.username }, role: 'administrator' };

/** The texts of these elements as seen (the words for screen readers only left out). */
async function seenTexts(locator: ReturnType<Page['locator']>): Promise<string[]> {
  return locator.evaluateAll((elements) => elements.map((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.is-sr-only').forEach((hidden) => hidden.remove());
    return copy.textContent ?? '';
  }));
}

/** Waits until the autosave has kept the typing on the server (issue 20: the working copy). */
async function autosaved(page: Page): Promise<void> {
  await page.getByTestId('save-state').filter({ hasText: 'on the server' }).filter({ hasNotText: 'keeping' }).waitFor();
}

describe('e2e admin: autosave, and a post\'s revisions', () => {
  let postId: number;
  const site = siteInBrowser({
    started: async ({ services }) => {
      const post = await services.posts.create(postInput({
        title: 'Taper Week Worries', slug: 'taper-week-worries', content: '<p>Rest feels wrong at first.</p>', categories: ['Confidence'],
      }), STAFF);
      postId = post.id;
      await services.posts.update(postId, postInput({
        title: 'Taper Week Worries', slug: 'taper-week-worries', content: '<p>Rest feels strange at first.</p><p>Trust the plan.</p>',
        categories: ['Confidence', 'Running'],
      }), STAFF);
    },
    browser: { signedIn: true },
  });

  it('brings back a new post\'s typing after a reload: Restore puts every field back, and a save clears it', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/new`);
    await editorEditable(page).waitFor();
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type('Visualise the Last Mile');
    await page.getByLabel('Excerpt', { exact: true }).click();
    await page.keyboard.type('See it before you run it.');
    await editorEditable(page).click();
    await page.keyboard.type('Close your eyes and picture the finish.');
    await page.getByLabel('Author', { exact: true }).fill('Coach Ada');
    await page.getByLabel('Running (Sports)').check();
    await autosaved(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await editorEditable(page).waitFor();
    const offer = page.getByTestId('draft-offer');
    await offer.waitFor();
    expect(await offer.innerText()).to.match(/Unsaved changes found\s+Changes to this post were kept on the server on \d{1,2} \w+ \d{4}.*but never saved\./);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('');
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('Visualise the Last Mile');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('visualise-the-last-mile');
    expect(await page.getByLabel('Excerpt', { exact: true }).inputValue()).to.equal('See it before you run it.');
    expect(await page.getByLabel('Author', { exact: true }).inputValue()).to.equal('Coach Ada');
    expect(await page.getByLabel('Running (Sports)').isChecked()).to.equal(true);
    await editorEditable(page).getByText('Close your eyes and picture the finish.').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('alertdialog', { name: 'Publish this post now?' }).getByRole('button', { name: 'Publish now' }).click();
    await toastText(page, 'Created');
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    await closeToasts(page);
    const [created] = (await site.server.services.posts.listAdminPage({ search: 'Visualise' })).items;
    expect(created).to.include({ title: 'Visualise the Last Mile', author: 'Coach Ada' });
    expect((await site.server.services.posts.getForAdmin(created.id)).content).to.equal('<p>Close your eyes and picture the finish.</p>');
    await page.goto(`${site.server.baseUrl}/admin/blog/new`);
    await editorEditable(page).waitFor();
    expect(await page.getByTestId('draft-offer').count()).to.equal(0);
    expect(await site.server.services.workingCopies.get(STAFF, null)).to.equal(null);
  });

  it('brings back an edit after the tab was closed without asking (a crash); Discard drops it for good', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await editorEditable(page).waitFor();
    await page.getByLabel('Excerpt', { exact: true }).fill('An excerpt typed just before the crash.');
    await autosaved(page);
    const crashed = page;
    site.browser.page = await page.context().newPage();
    await crashed.close();

    const next = site.browser.page;
    await next.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await editorEditable(next).waitFor();
    const offer = next.getByTestId('draft-offer');
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await next.getByLabel('Excerpt', { exact: true }).inputValue()).to.equal('An excerpt typed just before the crash.');
    await next.getByRole('link', { name: 'Back to Admin' }).click();
    await next.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Keep editing' }).click();

    // Offered again on the next visit until answered; Discard ends it.
    next.once('dialog', (dialog) => void dialog.accept());
    await next.reload();
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Discard' }).click();
    expect(await next.getByLabel('Excerpt', { exact: true }).inputValue()).to.equal('A short excerpt for the test post.');
    await next.reload();
    await editorEditable(next).waitFor();
    expect(await offer.count()).to.equal(0);
  });

  it('lists the revisions, compares one with the post now, shows it whole, and restores it as a new save', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await page.getByRole('link', { name: 'Revisions' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin/blog/${postId}/revisions`);
    const list = page.getByRole('navigation', { name: 'Revisions of this post' });
    await list.getByRole('link').first().waitFor();
    const entries = await list.getByRole('link').allInnerTexts();
    expect(entries).to.have.length(2);
    expect(entries[0]).to.match(/\(latest\)\s+by staff\.admin · Published\s+Taper Week Worries/);
    expect(await list.getByRole('link').nth(1).getAttribute('aria-current')).to.equal('page');

    const detail = page.locator('.admin-revision-detail');
    await detail.getByText('2 fields differ from the post now.').waitFor();
    const content = detail.locator('[data-field="content"]');
    expect(await seenTexts(content.locator('del'))).to.deep.equal(['wrong']);
    expect(await seenTexts(content.locator('ins'))).to.deep.equal(['strange', '\nTrust the plan.']);
    expect(await seenTexts(detail.locator('[data-field="categories"] ins'))).to.deep.equal(['Running']);
    expect(await content.locator('del').innerText()).to.contain('removed since');
    expect(await detail.getByText(/^Unchanged: Title, Slug, Excerpt/).count()).to.equal(1);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);

    await detail.getByRole('button', { name: 'This version', exact: true }).click();
    expect(await detail.getByRole('button', { name: 'This version', exact: true }).getAttribute('aria-pressed')).to.equal('true');
    expect(await detail.locator('.admin-revision-content').innerHTML()).to.equal('<p>Rest feels wrong at first.</p>');

    await detail.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    expect(await dialog.innerText()).to.contain('This is saved as a new revision, so the version you replace stays in the history.');
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    expect((await toastText(page, 'Restored')).description).to.match(/^The post has the version of .+ again\.$/);
    await page.waitForURL(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await closeToasts(page);
    await editorEditable(page).getByText('Rest feels wrong at first.').waitFor();
    expect(await page.getByLabel('Running (Sports)').isChecked()).to.equal(false);
    const stored = await BlogPostRevision.findAll({ where: { postId }, order: [['id', 'ASC']] });
    expect(stored.map((revision) => revision.content)).to.deep.equal([
      '<p>Rest feels wrong at first.</p>', '<p>Rest feels strange at first.</p><p>Trust the plan.</p>', '<p>Rest feels wrong at first.</p>',
    ]);
    expect(stored[2].savedBy).to.equal(ADMIN.username);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('screenshots: the restore offer and the revisions view at 375 and 1280 px', async function () {
    // ~15 s alone (four screenshots); three test workers and Chromium on two busy cores take longer.
    this.timeout(90_000);
    for (const width of [375, 1280]) {
      const shot = await site.newBrowser({ width, height: 900 });
      try {
        await shot.context.addCookies(await site.browser.page.context().cookies());
        await shot.page.goto(`${site.server.baseUrl}/admin/blog/${postId}/revisions`);
        await shot.page.locator('.admin-revision-detail ins').first().waitFor();
        expect(await shot.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
        await shot.page.screenshot({ path: `/tmp/mf-revisions-${width}.png`, fullPage: true });
        await shot.page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
        await editorEditable(shot.page).waitFor();
        await shot.page.getByLabel('Title', { exact: true }).fill('Taper Week Doubts');
        await autosaved(shot.page);
        shot.page.once('dialog', (dialog) => void dialog.accept());
        await shot.page.reload();
        await shot.page.getByTestId('draft-offer').waitFor();
        await editorEditable(shot.page).waitFor();
        expect(await shot.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
        await shot.page.screenshot({ path: `/tmp/mf-editor-offer-${width}.png`, fullPage: false });
        // The copy is on the server now: answered, so the next width starts without it.
        await shot.page.getByTestId('draft-offer').getByRole('button', { name: 'Discard' }).click();
        await shot.page.goto(`${site.server.baseUrl}/admin`);
        await shot.page.getByTestId('admin-post').first().waitFor();
        await shot.page.screenshot({ path: `/tmp/mf-dashboard-${width}.png`, fullPage: true });
      } finally {
        await shot.close();
      }
    }
  });
});
