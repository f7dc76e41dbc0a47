/**
 * The dashboard in Chromium: every post with its Published or Draft badge (and when a scheduled
 * one appears), "MMM yyyy" dates, search over title, excerpt, author and category, newest or
 * oldest first, the tabs kept in ?tab=, and the links to the other admin screens.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../helpers/browser.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

async function titles(page: Page): Promise<string[]> {
  return page.getByTestId('admin-post').locator('h2').allTextContents();
}

/** Types a search and waits for the list to answer it. */
async function search(page: Page, text: string): Promise<string[]> {
  await page.getByLabel('Search posts').fill(text);
  await page.locator('.admin-count', { hasText: `matching "${text}"` }).waitFor();
  return titles(page);
}

describe('e2e admin: the dashboard', () => {
  const site = siteInBrowser({
    prepare: async () => {
      await insertPost({
        title: 'Alpine Focus Drills', slug: 'alpine-focus-drills', author: 'Nora Lind', categories: ['Visualization'],
        excerpt: 'Rehearse the switchbacks before race day.', publishDate: '2024-03-10T09:00:00.000Z',
      });
      await insertPost({
        title: 'Breathing Through Doubt', slug: 'breathing-through-doubt', author: 'Quinn Harper', status: 'draft',
        categories: ['Stress Management', 'Running'], excerpt: 'Slow exhale, steady mind.', publishDate: '2025-01-20T09:00:00.000Z',
      });
      await insertPost({
        title: 'Carbon Plate Confidence', slug: 'carbon-plate-confidence', author: 'Nora Lind', categories: ['Confidence'],
        excerpt: 'Trusting the taper.', publishDate: '2030-12-05T09:00:00.000Z',
      });
    },
    browser: { signedIn: true },
  });

  it('lists every post, drafts included, newest first, with badge, scheduled date, "MMM yyyy", author and categories', async () => {
    const { page } = site.browser;
    await page.getByTestId('admin-post').first().waitFor();
    expect(await titles(page)).to.deep.equal(['Carbon Plate Confidence', 'Breathing Through Doubt', 'Alpine Focus Drills']);
    const rows = page.getByTestId('admin-post');
    expect(await rows.nth(0).locator('.admin-post-meta').innerText()).to.match(/^Scheduled\s+for 5 December 2030 at 09:00 UTC\s+Dec 2030\s+by Nora Lind$/);
    expect(await rows.nth(1).locator('.admin-post-meta').innerText()).to.match(/^Draft\s+Jan 2025\s+by Quinn Harper$/);
    expect(await rows.nth(1).getByRole('list', { name: 'Categories' }).innerText()).to.match(/Stress Management\s+Running/);
    expect(await rows.nth(2).locator('.admin-post-meta').innerText()).to.match(/^Published\s+Mar 2024\s+by Nora Lind$/);
    expect(await page.getByText('3 posts').isVisible()).to.equal(true);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('searches title, excerpt, author and category label', async () => {
    const { page } = site.browser;
    expect(await search(page, 'doubt')).to.deep.equal(['Breathing Through Doubt']);
    expect(await search(page, 'switchbacks')).to.deep.equal(['Alpine Focus Drills']);
    expect(await search(page, 'nora lind')).to.deep.equal(['Carbon Plate Confidence', 'Alpine Focus Drills']);
    expect(await search(page, 'Running')).to.deep.equal(['Breathing Through Doubt']);
    expect(await search(page, 'marathon of nothing')).to.deep.equal([]);
    expect(await page.getByText('No posts match "marathon of nothing".').isVisible()).to.equal(true);
    await page.getByLabel('Search posts').fill('');
    await page.locator('.admin-count', { hasText: /^3 posts$/ }).waitFor();
  });

  it('sorts oldest first and back', async () => {
    const { page } = site.browser;
    await page.getByLabel('Sort').selectOption({ label: 'Oldest first' });
    await page.getByTestId('admin-post').first().getByRole('heading', { name: 'Alpine Focus Drills' }).waitFor();
    expect(await titles(page)).to.deep.equal(['Alpine Focus Drills', 'Breathing Through Doubt', 'Carbon Plate Confidence']);
    await page.getByLabel('Sort').selectOption({ label: 'Newest first' });
    await page.getByTestId('admin-post').first().getByRole('heading', { name: 'Carbon Plate Confidence' }).waitFor();
  });

  it('keeps the tab in ?tab= (Blog Posts by default, Submissions on request), also with the keyboard', async () => {
    const { page } = site.browser;
    const blogTab = page.getByRole('tab', { name: 'Blog Posts' });
    const submissionsTab = page.getByRole('tab', { name: 'Submissions' });
    expect(await blogTab.getAttribute('aria-selected')).to.equal('true');
    await submissionsTab.click();
    await page.waitForURL(site.server.baseUrl + '/admin?tab=submissions');
    expect(await submissionsTab.getAttribute('aria-selected')).to.equal('true');
    expect(await page.getByTestId('admin-post').count()).to.equal(0);
    await page.getByRole('tabpanel').waitFor();

    await submissionsTab.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(site.server.baseUrl + '/admin?tab=blog');
    await page.getByTestId('admin-post').first().waitFor();
    expect(await blogTab.evaluate((tab) => tab === document.activeElement)).to.equal(true);

    await page.goto(site.server.baseUrl + '/admin?tab=submissions');
    await page.getByRole('tab', { name: 'Submissions', selected: true }).waitFor();
    await page.goto(site.server.baseUrl + '/admin?tab=nonsense');
    await page.getByRole('tab', { name: 'Blog Posts', selected: true }).waitFor();
  });

  it('links to a new post, to each post\'s edit form and to category management', async () => {
    const { page } = site.browser;
    await page.getByRole('link', { name: 'Edit Alpine Focus Drills' }).click();
    await page.waitForURL(/\/admin\/blog\/\d+\/edit$/);
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).to.equal('Alpine Focus Drills');
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin/blog/new');
    await page.getByRole('heading', { name: 'New Post' }).waitFor();
    await page.goto(site.server.baseUrl + '/admin');
    await page.getByRole('link', { name: 'Manage Categories' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin/categories');
    await page.getByRole('heading', { name: 'Manage Categories' }).waitFor();
    expect(site.browser.errors).to.deep.equal([]);
  });
});
