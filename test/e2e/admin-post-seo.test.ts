/**
 * Issue 20, item 7, in Chromium: the editor's SEO fields with their character counters and the
 * search-result preview (falling back to "{title} | Resources" and the excerpt), saved with the post;
 * the social image picked from the library, saved, and removed (the fallback said in words).
 */
import { expect } from 'chai';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { photo } from '../helpers/media-files.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e admin: a post’s SEO fields', () => {
  const site = siteInBrowser({ browser: { signedIn: true } });

  it('counts characters, previews the search result and saves the fields', async function () {
    this.timeout(60_000);
    const { page } = site.browser;
    const id = (await insertPost({ title: 'Calm Before the Gun', slug: 'calm-before-the-gun', status: 'draft', excerpt: 'Settle your nerves on race morning.' })).id;
    await page.goto(`${site.server.baseUrl}/admin/blog/${id}/edit`);
    await editorEditable(page).waitFor();
    const preview = page.getByRole('group', { name: 'Search result preview' });
    expect(await preview.innerText()).to.contain('/blog/calm-before-the-gun').and.contain('Calm Before the Gun | Resources').and.contain('Settle your nerves on race morning.');
    const metaTitle = page.getByLabel('Search headline');
    expect(await page.locator(`#${await metaTitle.getAttribute('id')}-help`).innerText())
      .to.equal('The meta title search engines and share cards show. Empty: the title with “ | Resources” is used.');

    await metaTitle.fill('Race-morning calm in 5 steps');
    expect(await page.locator(`#${await metaTitle.getAttribute('id')}-help`).innerText())
      .to.equal('The meta title search engines and share cards show. 28 of about 60 characters shown in search results.');
    const description = page.getByLabel('Search description');
    const long = 'Five short steps, from the alarm to the start line, that settle race-morning nerves so you run the race you trained for, not the one your worries imagine at night.';
    await description.fill(long);
    expect(await page.locator(`#${await description.getAttribute('id')}-help`).innerText())
      .to.equal(`The meta description. ${long.length} characters: search results show about the first 160.`);
    // The form's own fields keep names of their own.
    expect(await page.getByLabel('Title').count()).to.equal(1);
    expect(await page.getByLabel('Excerpt').count()).to.equal(1);
    expect(await preview.locator('.admin-serp-title').innerText()).to.equal('Race-morning calm in 5 steps');
    const shown = await preview.locator('.admin-serp-description').innerText();
    expect(shown).to.have.length(160);
    expect(shown.endsWith('…')).to.equal(true);

    await page.keyboard.press('Control+s');
    expect((await toastText(page, 'Updated')).description).to.equal('Blog post updated');
    expect(await site.server.services.posts.getForAdmin(id)).to.include({ metaTitle: 'Race-morning calm in 5 steps', metaDescription: long });
  });

  it('picks a social image from the library, saves it, and removes it again', async function () {
    this.timeout(60_000);
    const { page } = site.browser;
    const media = await site.server.services.media.upload({ bytes: await photo(600, 315), fileName: 'open-road.jpg', details: { alt: 'A runner on an open road' } });
    const id = (await insertPost({ title: 'Sunrise Long Runs', slug: 'sunrise-long-runs', status: 'draft' })).id;
    await page.goto(`${site.server.baseUrl}/admin/blog/${id}/edit`);
    await editorEditable(page).waitFor();
    const social = page.getByRole('group', { name: 'Social image' });
    await social.getByText('Uses the featured image when empty').waitFor();

    await social.getByRole('button', { name: 'Choose or upload a social image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a social image' });
    await dialog.getByRole('button', { name: 'A runner on an open road' }).click();
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await social.getByRole('img', { name: 'Social image: A runner on an open road' }).waitFor();
    await page.keyboard.press('Control+s');
    expect((await toastText(page, 'Updated')).description).to.equal('Blog post updated');
    expect((await site.server.services.posts.getForAdmin(id)).shareImageId).to.equal(media.id);

    await closeToasts(page);
    await social.getByRole('button', { name: 'Remove the social image' }).click();
    await social.getByText('Uses the featured image when empty').waitFor();
    await page.keyboard.press('Control+s');
    expect((await toastText(page, 'Updated')).description).to.equal('Blog post updated');
    expect((await site.server.services.posts.getForAdmin(id)).shareImageId).to.equal(null);
  });
});
