/**
 * Issue 20, item 2, in Chromium with two staff members on one post: the later save gets the
 * conflict screen, which merges field by field. A field only the other changed is taken, a field
 * only I changed is kept, and for each field both changed the editor chooses "Keep mine" or "Take
 * theirs" (by keyboard here); the merged values are saved against the version saved now.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { editorEditable, toastText } from '../helpers/admin-browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const SECOND = { username: 'second.editor', password: 'another-long-test-password-7' };

describe('e2e admin: merging a conflict field by field (issue 20)', () => {
  const site = siteInBrowser({ admins: [SECOND], browser: { signedIn: true } });

  async function openEditor(page: Page, id: number) {
    await page.goto(`${site.server.baseUrl}/admin/blog/${id}/edit`);
    await editorEditable(page).waitFor();
  }

  it('takes their fields, keeps mine, asks for the fields both changed, and saves the merge', async function () {
    this.timeout(90_000);
    const id = (await insertPost({
      title: 'Merge Post', slug: 'merge-post', status: 'draft', excerpt: 'Original excerpt.', author: 'Original Author', content: '<p>Original paragraph.</p>',
    })).id;
    const first = site.browser.page;
    const second = (await site.newBrowser({ signedInAs: SECOND })).page;
    await openEditor(first, id);
    await openEditor(second, id);

    // The first editor changes the excerpt, the author and the categories, and saves.
    await first.getByLabel('Excerpt', { exact: true }).fill('Excerpt by first.');
    await first.getByLabel('Author').fill('First Author');
    await first.getByRole('checkbox', { name: /^Running/ }).check();
    await first.keyboard.press('Control+s');
    await toastText(first, 'Updated');

    // The second, on the version before, changes the excerpt, the author and the content.
    await second.getByLabel('Excerpt', { exact: true }).fill('Excerpt by second.');
    await second.getByLabel('Author').fill('Second Author');
    await editorEditable(second).click();
    await second.keyboard.press('Control+End');
    await second.keyboard.type(' Added by second.');
    await second.keyboard.press('Control+s');

    const merge = second.getByTestId('conflict').getByTestId('merge');
    await merge.waitFor();
    expect(await merge.locator('fieldset').evaluateAll((groups) => groups.map((group) => group.getAttribute('data-merge-field')))).to.deep.equal(['excerpt', 'author']);
    expect(await merge.getByTestId('merge-theirs').innerText()).to.equal('Taken from theirs (only they changed it): Categories.');
    expect(await merge.getByTestId('merge-mine').innerText()).to.equal('Kept from yours (only you changed it): Content.');
    const excerpt = merge.getByRole('group', { name: 'Excerpt' });
    const author = merge.getByRole('group', { name: 'Author' });
    expect(await excerpt.innerText()).to.contain('Keep mine').and.contain('Excerpt by second.').and.contain('Take theirs').and.contain('Excerpt by first.');
    expect(await author.innerText()).to.contain('Second Author').and.contain('First Author');

    // Nothing chosen yet: saving says what is missing and puts focus on the first open choice.
    const save = merge.getByRole('button', { name: 'Save merged version' });
    await save.click();
    expect(await merge.getByRole('alert').innerText()).to.equal('Choose "Keep mine" or "Take theirs" for: Excerpt, Author.');
    expect(await excerpt.getByLabel('Keep mine').evaluate((input) => input === document.activeElement)).to.equal(true);
    expect((await site.server.services.posts.getForAdmin(id)).excerpt).to.equal('Excerpt by first.');

    // By keyboard: the arrow chooses "Take theirs" for the excerpt; Tab moves to the author, Space keeps mine.
    await second.keyboard.press('ArrowDown');
    expect(await excerpt.getByLabel('Take theirs').isChecked()).to.equal(true);
    await second.keyboard.press('Tab');
    await second.keyboard.press('Space');
    expect(await author.getByLabel('Keep mine').isChecked()).to.equal(true);
    await merge.getByRole('alert').waitFor({ state: 'detached' });
    await save.focus();
    await second.keyboard.press('Enter');
    expect((await toastText(second, 'Updated')).description).to.equal('Blog post updated');
    await second.getByTestId('conflict').waitFor({ state: 'detached' });

    const saved = await site.server.services.posts.getForAdmin(id);
    expect(saved).to.include({ excerpt: 'Excerpt by first.', author: 'Second Author', version: 3 });
    expect(saved.categories).to.have.members(['Confidence', 'Running']);
    expect(saved.content).to.contain('Original paragraph.').and.contain('Added by second.');
    // The editor now shows the merged post, all saved.
    await second.getByTestId('save-state').filter({ hasText: 'All changes saved' }).waitFor();
    expect(await second.getByLabel('Excerpt', { exact: true }).inputValue()).to.equal('Excerpt by first.');
    expect(await second.getByLabel('Author').inputValue()).to.equal('Second Author');
    expect(await second.getByRole('checkbox', { name: /^Running/ }).isChecked()).to.equal(true);
  });
});
