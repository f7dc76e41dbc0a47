/**
 * The article page in a real browser (issue 12): its featured image and the previous/next and
 * related articles (deliverable 6), and an old article URL that redirects after staff renamed the
 * post in the editor (row 3): typed in the address bar (301) and followed in the page (Vike's
 * client-side redirect).
 */
import { expect } from 'chai';
import { editorEditable, toastText } from '../helpers/admin-browser.js';
import { markWindow, windowMarked } from '../helpers/blog-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteImage } from '../../src/shared/site-images.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

describe('e2e: article image, previous/next and related articles, old URLs after a rename', () => {
  let renamedId: number;
  const site = siteInBrowser({
    prepare: async () => {
      await insertPost({ slug: 'first-steps', title: 'First Steps', publishDate: '2025-01-01T09:00:00Z', categories: ['Running'], imageUrl: 'goal-setting' });
      await insertPost({ slug: 'race-week-calm', title: 'Race Week Calm', publishDate: '2025-02-01T09:00:00Z', categories: ['Confidence', 'Running'], imageUrl: 'confidence' });
      await insertPost({ slug: 'breathing-drills', title: 'Breathing Drills', publishDate: '2025-03-01T09:00:00Z', categories: ['Confidence'], imageUrl: null });
      renamedId = (await insertPost({ slug: 'old-mantras', title: 'Old Mantras', publishDate: '2024-06-01T09:00:00Z', categories: ['Swimming'] })).id;
    },
    browser: { width: 375, height: 800 },
  });

  it('shows the featured image and walks to the previous, next and related articles', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/blog/race-week-calm`, { waitUntil: 'networkidle' });
    const image = page.locator('figure.article-image img');
    expect(await image.getAttribute('src')).to.equal(siteImage('/images/featured/confidence.svg'));
    expect(await image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 'the image loaded').to.equal(true);
    const box = await image.boundingBox();
    expect(box!.width, 'fits the 375 px screen').to.be.at.most(375);

    const more = page.getByRole('navigation', { name: 'More articles' });
    expect(await more.getByRole('link').allInnerTexts()).to.deep.equal(['← Previous article\nFirst Steps', 'Next article →\nBreathing Drills']);
    const related = page.getByRole('region', { name: 'Related articles' });
    expect(await related.getByRole('link').allInnerTexts()).to.deep.equal(['Breathing Drills', 'First Steps']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);

    await markWindow(page);
    await more.getByRole('link', { name: /Next article/ }).click();
    await page.waitForFunction(() => document.querySelector('h1.article-title')?.textContent === 'Breathing Drills');
    expect(new URL(page.url()).pathname).to.equal('/blog/breathing-drills');
    expect(await page.locator('figure.article-image').count(), 'no image key, no figure').to.equal(0);
    await page.getByRole('region', { name: 'Related articles' }).getByRole('link', { name: 'Race Week Calm' }).click();
    await page.waitForFunction(() => document.querySelector('h1.article-title')?.textContent === 'Race Week Calm');
    expect(await windowMarked(page), 'in-site navigation').to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('redirects the old URL to the new one after staff rename the post in the editor', async () => {
    const admin = await site.newBrowser({ signedIn: true });
    try {
      const { page } = admin;
      await page.goto(`${site.server.baseUrl}/admin/blog/${renamedId}/edit`);
      await editorEditable(page).waitFor();
      await page.getByLabel('Title', { exact: true }).fill('New Mantras');
      expect(await page.getByLabel('Slug', { exact: true }).inputValue()).to.equal('new-mantras');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await toastText(page, 'Updated');
    } finally {
      await admin.close();
    }

    const { page } = site.browser;
    const response = await page.goto(`${site.server.baseUrl}/blog/old-mantras`, { waitUntil: 'networkidle' });
    expect(response?.status()).to.equal(200);
    expect(new URL(page.url()).pathname).to.equal('/blog/new-mantras');
    expect(response?.request().redirectedFrom()?.url()).to.equal(`${site.server.baseUrl}/blog/old-mantras`);
    expect((await response?.request().redirectedFrom()?.response())?.status()).to.equal(301);
    expect(await page.textContent('h1.article-title')).to.equal('New Mantras');

    // A link to the old address followed inside the site lands on the article too.
    await page.goto(`${site.server.baseUrl}/blog/race-week-calm`, { waitUntil: 'networkidle' });
    await markWindow(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/blog/old-mantras';
      link.id = 'old-link';
      link.textContent = 'old link';
      document.querySelector('.article-content')!.append(link);
    });
    await page.click('#old-link');
    await page.waitForFunction(() => document.querySelector('h1.article-title')?.textContent === 'New Mantras');
    expect(new URL(page.url()).pathname).to.equal('/blog/new-mantras');
    expect(await windowMarked(page), 'followed in the page').to.equal(true);
    expect(site.browser.errors).to.deep.equal([]);
  });
});
