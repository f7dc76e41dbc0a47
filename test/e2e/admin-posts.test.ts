/**
 * A post's life in Chromium, as staff write it: the new post form (slug from the title, the
 * schema's messages, categories, featured image, CKEditor typing, a styled paste losing its
 * styles, the site's URL offered for links), seeing it on the public site, editing it to a
 * draft so it disappears for visitors, and deleting it through the confirmation dialog.
 */
import { expect } from 'chai';
import { closeToasts, editorEditable, pasteHtml, publishPost, toastText } from '../helpers/admin-browser.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const TITLE = 'Über Calm: Race-Day Nerves & You';
const SLUG = 'uber-calm-race-day-nerves-you';
const STYLED_PASTE = '<p style="font-family: Comic Sans MS; font-size: 30px; line-height: 3; margin: 40px; padding: 12px; '
  + 'text-align: center; color: red; background-color: yellow">Pasted <span style="font-weight: bold; color: blue">calm</span> words</p>';

describe('e2e admin: writing, publishing, unpublishing and deleting a post', () => {
  const site = siteInBrowser({ browser: { signedIn: true } });
  const visitor = site.browserInBlock();
  let postId: number;

  it('shows the schema\'s messages next to the fields of an empty form', async () => {
    const { page } = site.browser;
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin/blog/new');
    await editorEditable(page).waitFor();
    expect(await page.getByRole('radio', { name: 'Published' }).isChecked()).to.equal(true);
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    for (const message of ['Title is required', 'Slug is required', 'Excerpt is required', 'Content is required',
      'Author is required', 'Please select at least one category']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Title').evaluate((input) => input === document.activeElement)).to.equal(true);
  });

  it('makes the slug from the title until the slug field is focused', async () => {
    const { page } = site.browser;
    await page.getByLabel('Title').fill('Draft title');
    expect(await page.getByLabel('Slug').inputValue()).to.equal('draft-title');
    await page.getByLabel('Title').fill(TITLE);
    expect(await page.getByLabel('Slug').inputValue()).to.equal(SLUG);
    await page.getByLabel('Slug').focus();
    await page.getByLabel('Title').fill(`${TITLE} (edited)`);
    expect(await page.getByLabel('Slug').inputValue()).to.equal(SLUG);
    await page.getByLabel('Title').fill(TITLE);
    expect(await page.getByText('Title is required').count()).to.equal(0);
  });

  it('fills the rest: excerpt, editor text, a styled paste, a link to the site, image, categories, date, author', async () => {
    const { page } = site.browser;
    await page.getByLabel('Excerpt').fill('Three breaths before the gun.');
    await editorEditable(page).click();
    await page.keyboard.type('Nerves mean you care.');
    await page.keyboard.press('Enter');
    await pasteHtml(page, STYLED_PASTE, 'Pasted calm words');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Start here');
    await page.keyboard.press('Shift+Home');
    await page.locator('.ck-toolbar button[data-cke-tooltip-text^="Link"]').click();
    const url = page.getByLabel('Link URL');
    await url.waitFor();
    expect(await url.inputValue()).to.equal(site.server.config.site.publicUrl);
    await page.keyboard.press('End');
    await page.keyboard.type('/blog/start-here');
    await page.keyboard.press('Enter');

    const html = await editorEditable(page).innerHTML();
    expect(html).to.contain('Nerves mean you care.');
    expect(html).to.contain('Pasted <strong>calm</strong> words');
    expect(html).not.to.match(/style=|font-family|Comic Sans|text-align|background-color/);
    expect(await editorEditable(page).locator('a').getAttribute('href')).to.equal(`${site.server.config.site.publicUrl}/blog/start-here`);
    expect(await page.getByText('Content is required').count()).to.equal(0);

    await page.getByLabel('Featured image').selectOption({ label: 'Confidence' });
    expect(await page.getByRole('img', { name: 'Preview: Confidence' }).getAttribute('src')).to.equal('/images/featured/confidence.svg');
    await page.getByLabel('Running (Sports)').check();
    await page.getByLabel('Confidence (Fuel Groups)').check();
    await page.getByText('2 selected').waitFor();
    await page.getByLabel('Publish date').fill('2025-02-03T10:30');
    await page.getByLabel('Author').fill('Coach Ada');
  });

  it('creates it: "Created", the dashboard, and the post saved as typed (styles gone, link kept)', async () => {
    const { page } = site.browser;
    await publishPost(page);
    expect(await toastText(page, 'Created')).to.deep.equal({ title: 'Created', description: 'Blog post created' });
    await page.waitForURL(site.server.baseUrl + '/admin');
    const row = page.getByTestId('admin-post').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.locator('.admin-post-meta').innerText()).to.match(/^Published\s+Feb 2025\s+by Coach Ada$/);
    const [saved] = await site.server.services.posts.listForAdmin({ search: 'Coach Ada' });
    postId = saved.id;
    expect(saved).to.include({ slug: SLUG, imageUrl: 'confidence', status: 'published', excerpt: 'Three breaths before the gun.' });
    expect(saved.categories).to.deep.equal(['Running', 'Confidence']);
    expect(saved.content).to.equal('<p>Nerves mean you care.</p><p>Pasted <strong>calm</strong> words</p>'
      + `<p><a href="${site.server.config.site.publicUrl}/blog/start-here">Start here</a></p>`);
    await closeToasts(page);
  });

  it('is on the public site for a visitor', async () => {
    const { page } = visitor;
    await page.goto(`${site.server.baseUrl}/blog/${SLUG}`);
    expect(await page.locator('h1').first().textContent()).to.equal(TITLE);
    await page.goto(`${site.server.baseUrl}/blog`);
    await page.getByRole('link', { name: TITLE }).first().waitFor();
  });

  it('edits it to a draft: "Updated", the Draft badge, and "View on site" still shows it to staff', async () => {
    const { page } = site.browser;
    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
    await editorEditable(page).waitFor();
    expect(await page.getByLabel('Slug').inputValue()).to.equal(SLUG);
    expect(await page.getByLabel('Running (Sports)').isChecked()).to.equal(true);
    expect(await page.getByLabel('Featured image').inputValue()).to.equal('confidence');
    expect(await page.getByLabel('Publish date').inputValue()).to.equal('2025-02-03T10:30');
    expect(await editorEditable(page).innerHTML()).to.contain('Pasted <strong>calm</strong> words');

    await page.getByRole('radio', { name: 'Draft' }).check();
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    expect(await toastText(page, 'Updated')).to.deep.equal({ title: 'Updated', description: 'Blog post updated' });
    await page.waitForURL(site.server.baseUrl + '/admin');
    const row = page.getByTestId('admin-post').filter({ hasText: TITLE });
    await row.locator('.tag', { hasText: 'Draft' }).waitFor();
    await closeToasts(page);

    await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /View on site/ }).click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).to.equal(`/blog/${SLUG}`);
    expect(await preview.locator('h1').first().textContent()).to.equal(TITLE);
    await preview.close();
  });

  it('has left the public site: the visitor gets "Article Not Found" and no card in the library', async () => {
    const { page } = visitor;
    await page.goto(`${site.server.baseUrl}/blog/${SLUG}`);
    await page.getByText('Article Not Found').first().waitFor();
    expect(await page.getByText(TITLE).count()).to.equal(0);
    await page.goto(`${site.server.baseUrl}/blog`);
    expect(await page.getByRole('link', { name: TITLE }).count()).to.equal(0);
  });

  it('deletes it through a confirmation that a click outside does not dismiss', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin');
    const deleteButton = page.getByRole('button', { name: `Delete ${TITLE}` });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).to.equal(true);
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).to.equal(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await deleteButton.evaluate((button) => button === document.activeElement)).to.equal(true);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: 'Blog post deleted' });
    await page.getByTestId('admin-post').filter({ hasText: TITLE }).waitFor({ state: 'detached' });
    expect(await site.server.services.posts.listForAdmin({ search: 'Coach Ada' })).to.deep.equal([]);
    expect([...site.browser.errors, ...visitor.errors].filter((error) => !/status of 404/.test(error))).to.deep.equal([]);
  });
});
