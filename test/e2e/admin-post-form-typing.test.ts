/**
 * Issue 12, row 1, in Chromium with real key presses: Title and Slug can be emptied on the new and
 * the edit form (no "D" left behind, no TypeError), typing on gives the new words only, and fast
 * typing (no delay between keys) across several fields keeps every keystroke.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const EXCERPT = 'Slow exhale, steady mind: a two-minute routine for the start line.';
const AUTHOR = 'Coach Ada Lovelace-Okafor';

async function clearByBackspace(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('End');
  const length = (await field.inputValue()).length;
  for (let index = 0; index < length; index++) await page.keyboard.press('Backspace');
}

describe('e2e admin: typing in the post form (issue 12, row 1)', () => {
  let postId: number;
  const site = siteInBrowser({
    prepare: async () => {
      postId = (await insertPost({ title: 'Draft', slug: 'draft', excerpt: 'Old excerpt.', author: 'Old Author' })).id;
    },
    browser: { signedIn: true },
  });

  it('empties the title of a new post by backspacing, then takes the new title and its slug', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/new`);
    await editorEditable(page).waitFor();
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type('Draft');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('draft');
    await clearByBackspace(page, 'Title');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('');
    await page.keyboard.type('Real title');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('Real title');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('real-title');
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('keeps every fast keystroke in the other fields, also while the title is empty', async () => {
    const { page } = site.browser;
    await clearByBackspace(page, 'Title');
    await page.getByLabel('Excerpt', { exact: true }).click();
    await page.keyboard.type(EXCERPT);
    await page.getByLabel('Author', { exact: true }).click();
    await page.keyboard.type(AUTHOR);
    await page.getByLabel('Title', { exact: true }).click();
    await page.keyboard.type('Box Breathing at the Start Line');
    expect(await page.getByLabel('Excerpt', { exact: true }).inputValue()).to.equal(EXCERPT);
    expect(await page.getByLabel('Author', { exact: true }).inputValue()).to.equal(AUTHOR);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('Box Breathing at the Start Line');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('box-breathing-at-the-start-line');
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('empties title and slug of a saved post, types new ones fast, and saves exactly what was typed', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await editorEditable(page).waitFor();
    await clearByBackspace(page, 'Slug');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('');
    await page.keyboard.type('calm-start');
    await clearByBackspace(page, 'Title');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('');
    await page.keyboard.type('Calm Start');
    await clearByBackspace(page, 'Excerpt');
    await page.keyboard.type(EXCERPT);
    await clearByBackspace(page, 'Author');
    await page.keyboard.type(AUTHOR);
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal('Calm Start');
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('calm-start');
    expect(site.browser.errors).to.deep.equal([]);

    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toastText(page, 'Updated');
    await page.waitForURL(`${site.server.baseUrl}/admin`);
    await closeToasts(page);
    const saved = await site.server.services.posts.getForAdmin(postId);
    expect(saved).to.include({ title: 'Calm Start', slug: 'calm-start', excerpt: EXCERPT, author: AUTHOR });
  });
});
