/**
 * The media library in Chromium (issue 21): staff open Media from the admin bar, upload two
 * photos at once (each with its progress), give one alt text; in a new post they pick it as the
 * featured image, upload another into the article with CKEditor's image button, are told before
 * publishing that it lacks alt text, give it some, and publish; a visitor's article page shows
 * both as responsive pictures, the featured one first and eager.
 */
import { expect } from 'chai';
import { Media } from '../../models/index.js';
import { closeToasts, editorEditable, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { photo } from '../helpers/media-files.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e admin: media library', function () {
  this.timeout(90_000);
  const site = siteInBrowser({ browser: { signedIn: true } });

  it('uploads two photos at once from the Media screen, each with a progress bar, and saves alt text', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin/media');
    await page.getByText('No images yet: drop some above to start the library.').waitFor();
    await page.getByTestId('media-file-input').setInputFiles([
      { name: 'trail-run.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1000) },
      { name: 'lake-swim.png', mimeType: 'image/png', buffer: await photo(900, 600, { format: 'png' }) },
    ]);
    await page.getByRole('progressbar', { name: 'Upload of trail-run.jpg' }).waitFor();
    await page.locator('.admin-media-progress li[data-status="done"]').nth(1).waitFor();
    expect(await page.getByRole('list', { name: 'Images' }).getByRole('listitem').count()).to.equal(2);
    expect(await Media.count()).to.equal(2);

    await page.getByRole('button', { name: 'trail-run.jpg' }).click();
    await page.getByLabel('Alt text', { exact: true }).fill('A runner on a forest trail');
    await page.getByLabel('Caption').fill('Long run, Sunday');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await toastText(page, 'Image saved')).description).to.equal('trail-run.jpg');
    await closeToasts(page);
    await page.getByLabel('Search images').fill('forest');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.admin-media-grid li').length === 1);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('picks the featured image from the library, uploads one into the article, is asked for its alt text, then publishes', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin/blog/new');
    await editorEditable(page).waitFor();
    await page.getByLabel('Title').fill('Trail running in autumn');
    await page.getByLabel('Excerpt').fill('Leaves, roots and patience.');
    await editorEditable(page).click();
    await page.keyboard.type('Run the roots softly.');

    await page.getByRole('button', { name: 'Choose or upload an image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a featured image' });
    await dialog.getByRole('button', { name: 'A runner on a forest trail' }).click();
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await page.getByRole('img', { name: 'Featured image: A runner on a forest trail' }).waitFor();

    // CKEditor's image button uploads into the library and inserts the image.
    await page.locator('.ck-toolbar input[type="file"]').setInputFiles({ name: 'finish.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800) });
    await editorEditable(page).locator('img[src^="/media/"]').waitFor();
    await page.getByLabel('Running (Sports)').check();
    await page.getByLabel('Author').fill('Coach Ada');
    // The primary action says what it does and asks before a first publish (issue 20).
    const publish = async () => {
      await page.getByRole('button', { name: 'Publish now' }).first().click();
      const question = page.getByRole('alertdialog', { name: 'Publish this post now?' });
      await question.waitFor();
      await question.getByRole('button', { name: 'Publish now' }).click();
    };
    await publish();
    await page.getByText(/Every image in the article needs alt text before publishing/).first().waitFor();

    await editorEditable(page).locator('img[src^="/media/"]').click();
    await page.locator('.ck-balloon-panel button[data-cke-tooltip-text*="alternative text"], .ck-balloon-panel button[data-cke-tooltip-text*="text alternative"]').first().click();
    await page.locator('.ck-balloon-panel input').first().fill('Runners at the finish arch');
    await page.keyboard.press('Enter');
    await publish();
    expect((await toastText(page, 'Created')).description).to.equal('Blog post created');
    await page.waitForURL(site.server.baseUrl + '/admin');
  });

  it('shows the article with both images as responsive pictures, the featured one eager and first', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/blog/trail-running-in-autumn`);
    const featured = page.locator('.article-image picture img');
    expect(await featured.getAttribute('alt')).to.equal('A runner on a forest trail');
    expect(await featured.getAttribute('fetchpriority')).to.equal('high');
    expect(await featured.getAttribute('loading')).to.equal('eager');
    expect(await featured.getAttribute('srcset')).to.match(/\/media\/[0-9a-f]{32}\/w320\.jpg 320w/);
    expect(await page.locator('.article-image picture source[type="image/avif"]').count()).to.equal(1);
    const body = page.locator('.article-content picture img');
    expect(await body.getAttribute('alt')).to.equal('Runners at the finish arch');
    expect(await body.getAttribute('loading')).to.equal('lazy');
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.article-image img')].every((img) => img.complete && img.naturalWidth > 0));
    const chosen = await featured.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).to.match(/\.avif$/);
  });
});
