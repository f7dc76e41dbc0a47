/**
 * Issue 12, item 4, in Chromium: the dashboard pages 20 posts at a time on the server, filters by
 * status (draft, published, scheduled), keeps search, sort, status and page in the URL, offers
 * "View on site" or "Preview" per row, and publishes, unpublishes or deletes chosen posts after
 * one confirmation that says how many; category management counts each category's posts.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BlogPost } from '../../models/index.js';
import { closeToasts, loginThroughForm, toastText } from '../helpers/admin-browser.js';
import { launchBrowser, seriousA11yViolations } from '../helpers/browser.js';
import { databaseChangedBehindTheApp } from '../helpers/database.js';
import { insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const DAY = 86_400_000;

async function titles(page: Page): Promise<string[]> {
  return page.getByTestId('admin-post').locator('h2').allTextContents();
}

async function waitForCount(page: Page, text: string): Promise<void> {
  await page.locator('.admin-count', { hasText: new RegExp(`^${text}$`) }).waitFor();
}

/** Waits until a form control shows `value` (the URL changes before the page re-renders). */
async function waitForValue(page: Page, label: string, value: string): Promise<void> {
  const control = await page.getByLabel(label).elementHandle();
  await page.waitForFunction(([element, expected]) => (element as HTMLInputElement).value === expected, [control, value] as const);
}

async function waitForSelected(page: Page, count: number): Promise<void> {
  await page.locator('.admin-bulk-count', { hasText: `${count} selected` }).waitFor();
}

describe('e2e admin: a dashboard that scales (issue 12, item 4)', () => {
  const site = siteInBrowser({
    prepare: async () => {
      const now = Date.now();
      // 30 on the site (Live 01 newest), 10 drafts, 5 scheduled.
      for (let index = 1; index <= 30; index++) {
        await insertPost({ title: `Live ${String(index).padStart(2, '0')}`, slug: `live-${index}`, publishDate: new Date(now - index * DAY).toISOString(), categories: index === 7 ? ['Running'] : ['Confidence'] });
      }
      for (let index = 1; index <= 10; index++) {
        await insertPost({ title: `Draft ${String(index).padStart(2, '0')}`, slug: `draft-${index}`, status: 'draft', publishDate: new Date(now - (40 + index) * DAY).toISOString() });
      }
      for (let index = 1; index <= 5; index++) {
        await insertPost({ title: `Scheduled ${index}`, slug: `scheduled-${index}`, publishDate: new Date(now + index * DAY).toISOString() });
      }
    },
    browser: { signedIn: true },
  });

  it('shows 20 posts a page with the counts by status, and pages through links kept in the URL', async () => {
    const { page } = site.browser;
    await waitForCount(page, '45 posts');
    expect(await page.getByTestId('admin-post').count()).to.equal(20);
    const filter = page.getByRole('navigation', { name: 'Filter posts by status' });
    expect(await filter.getByRole('link').allInnerTexts()).to.deep.equal(['All (45)', 'Published (30)', 'Scheduled (5)', 'Drafts (10)']);
    expect(await filter.getByRole('link', { name: /^All/ }).getAttribute('aria-current')).to.equal('true');
    const pages = page.getByRole('navigation', { name: 'Post pages' });
    expect(await pages.getByRole('link', { name: 'Page 1, current page' }).getAttribute('aria-current')).to.equal('page');
    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&page=2`);
    await page.getByTestId('admin-post').first().getByRole('heading', { name: 'Live 16' }).waitFor();
    await pages.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&page=3`);
    await page.getByTestId('admin-post').first().getByRole('heading', { name: 'Draft 06' }).waitFor();
    expect(await titles(page)).to.deep.equal(['Draft 06', 'Draft 07', 'Draft 08', 'Draft 09', 'Draft 10']);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('filters by status through the URL: drafts, scheduled (published with a date ahead), published', async () => {
    const { page } = site.browser;
    await page.getByRole('link', { name: 'Drafts (10)' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&status=draft`);
    await waitForCount(page, '10 posts');
    expect((await titles(page))[0]).to.equal('Draft 01');
    expect(await page.getByTestId('admin-post').locator('.admin-status-tag').allTextContents()).to.deep.equal(Array(10).fill('Draft'));
    await page.goto(`${site.server.baseUrl}/admin?tab=blog&status=scheduled&sort=oldest`);
    await waitForCount(page, '5 posts');
    expect(await titles(page)).to.deep.equal(['Scheduled 1', 'Scheduled 2', 'Scheduled 3', 'Scheduled 4', 'Scheduled 5']);
    expect(await page.getByLabel('Sort').inputValue()).to.equal('oldest');
    await page.getByRole('link', { name: 'Published (30)' }).click();
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&status=published&sort=oldest`);
    await page.getByTestId('admin-post').first().getByRole('heading', { name: 'Live 30' }).waitFor();
  });

  it('keeps the search and the sort in the URL: a reload and the back button show the same list', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin`);
    await waitForCount(page, '45 posts');
    await page.getByLabel('Search posts').fill('running');
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&search=running`);
    await waitForCount(page, '1 post matching "running"');
    await page.getByLabel('Sort').selectOption({ label: 'Oldest first' });
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&search=running&sort=oldest`);
    await page.reload();
    await waitForCount(page, '1 post matching "running"');
    expect(await page.getByLabel('Search posts').inputValue()).to.equal('running');
    expect(await titles(page)).to.deep.equal(['Live 07']);
    await page.goBack();
    await page.waitForURL(`${site.server.baseUrl}/admin?tab=blog&search=running`);
    await waitForValue(page, 'Sort', 'newest');
    expect(await page.getByLabel('Search posts').inputValue()).to.equal('running');
  });

  it('links each row to the site: "View on site" for a post readers see, "Preview" for drafts and scheduled ones', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin`);
    const live = page.getByRole('link', { name: 'View on site: Live 01 (opens in a new tab)' });
    expect(await live.getAttribute('href')).to.equal('/blog/live-1');
    expect(await live.getAttribute('target')).to.equal('_blank');
    expect(await page.getByRole('link', { name: 'Preview: Scheduled 1 (opens in a new tab)' }).getAttribute('href')).to.equal('/blog/scheduled-1');
    await page.goto(`${site.server.baseUrl}/admin?tab=blog&status=draft`);
    const preview = page.getByRole('link', { name: 'Preview: Draft 01 (opens in a new tab)' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await tab.waitForLoadState();
    expect(await tab.locator('h1').first().textContent()).to.equal('Draft 01');
    await tab.close();
  });

  it('publishes chosen drafts after one confirmation that says how many, with the keyboard', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin?tab=blog&status=draft`);
    await waitForCount(page, '10 posts');
    await page.getByRole('checkbox', { name: 'Select Draft 01' }).check();
    await page.getByRole('checkbox', { name: 'Select Draft 02' }).focus();
    await page.keyboard.press('Space');
    await waitForSelected(page, 2);
    expect(await page.getByRole('checkbox', { name: 'Select all on this page' }).evaluate((box: HTMLInputElement) => box.indeterminate)).to.equal(true);
    await page.getByRole('button', { name: 'Publish 2 selected posts', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Publish 2 posts?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).to.equal(true);
    await dialog.getByRole('button', { name: 'Publish 2 posts' }).click();
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: '2 posts published.' });
    await closeToasts(page);
    await waitForCount(page, '8 posts');
    const statuses = await BlogPost.findAll({ where: { slug: ['draft-1', 'draft-2', 'draft-3'] }, order: [['slug', 'ASC']] });
    expect(statuses.map((post) => post.status)).to.deep.equal(['published', 'published', 'draft']);
  });

  it('deletes every post of a page with "Select all on this page" and one confirmation', async () => {
    const { page } = site.browser;
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await waitForSelected(page, 8);
    await page.getByRole('button', { name: 'Delete 8 selected posts', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 8 posts?' });
    expect(await dialog.innerText()).to.contain('They are removed for good, with their revisions. This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete 8 posts' }).click();
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: '8 posts deleted.' });
    await closeToasts(page);
    await page.getByText('No posts with this status.').waitFor();
    expect(await BlogPost.count({ where: { status: 'draft' } })).to.equal(0);
  });

  it('reports a partial failure: posts gone meanwhile are named, the others are changed', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin?tab=blog&status=scheduled`);
    await waitForCount(page, '5 posts');
    await page.getByRole('checkbox', { name: 'Select Scheduled 1' }).check();
    await page.getByRole('checkbox', { name: 'Select Scheduled 2' }).check();
    await BlogPost.destroy({ where: { slug: 'scheduled-2' } });
    databaseChangedBehindTheApp();
    await page.getByRole('button', { name: 'Unpublish 2 selected posts', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Unpublish 2 posts?' }).getByRole('button', { name: 'Unpublish 2 posts' }).click();
    expect(await toastText(page, 'Some posts were not changed')).to.deep.equal({
      title: 'Some posts were not changed', description: '1 post unpublished; 1 post could not be changed: Post not found.',
    });
    await closeToasts(page);
    expect((await BlogPost.findOne({ where: { slug: 'scheduled-1' } }))?.status).to.equal('draft');
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('fits a 375 px phone: no sideways scrolling, every row action reachable', async () => {
    const phone = await launchBrowser({ width: 375, height: 800 });
    try {
      await loginThroughForm(phone.page, site.server.baseUrl);
      await closeToasts(phone.page);
      await phone.page.getByTestId('admin-post').first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
      const row = phone.page.getByTestId('admin-post').first();
      for (const control of [row.getByRole('checkbox'), row.getByRole('link', { name: /^Edit / }),
        row.getByRole('link', { name: /^(View on site|Preview): / }), row.getByRole('button', { name: /^Delete / })]) {
        const box = await control.boundingBox();
        expect(box).to.not.equal(null);
        expect(box!.x + box!.width).to.be.at.most(375);
      }
      await phone.page.screenshot({ path: '/tmp/mf-dashboard-375.png', fullPage: false });
      await site.browser.page.goto(`${site.server.baseUrl}/admin`);
      await site.browser.page.screenshot({ path: '/tmp/mf-dashboard-1280.png', fullPage: false });
    } finally {
      await phone.close();
    }
  });

  it('counts each category\'s posts and says how many a delete touches', async () => {
    const { page } = site.browser;
    await page.goto(`${site.server.baseUrl}/admin/categories`);
    const running = page.getByTestId('category-group-sport').getByRole('row', { name: /Running/ });
    expect(await running.locator('td[data-label="Posts"]').textContent()).to.equal('1');
    const counts = await site.server.services.categories.postCounts();
    const confidenceId = (await site.server.services.categories.list()).find((category) => category.name === 'Confidence')!.id;
    const used = counts.get(confidenceId)!;
    expect(used).to.be.greaterThan(20);
    const confidence = page.getByTestId('category-group-fuel').getByRole('row', { name: /Confidence/ });
    expect(await confidence.locator('td[data-label="Posts"]').textContent()).to.equal(String(used));
    await page.getByRole('button', { name: 'Delete Confidence', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this category?' });
    expect(await dialog.innerText()).to.contain(`"Confidence" will be deleted. ${used} posts use it and will lose it (keeping their other categories). This cannot be undone.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Visualization', exact: true }).click();
    expect(await page.getByRole('alertdialog').innerText()).to.contain('"Visualization" will be deleted. No post uses it. This cannot be undone.');
    await page.keyboard.press('Escape');
  });
});
