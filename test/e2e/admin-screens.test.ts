/**
 * Every admin screen and dialog on a phone (375 px) and a laptop (1280 px): nothing wider than
 * the screen, no serious accessibility violations (axe-core), no console errors. With
 * ADMIN_SCREENSHOTS=<dir> it also saves a screenshot of each, for looking at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeToasts, editorEditable, loginThroughForm } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { ADMIN, insertPost } from '../helpers/fixtures.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

const SHOTS = process.env.ADMIN_SCREENSHOTS;

async function check(page: Page, name: string, width: number): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen by ${overflow}px`).to.be.at.most(0);
  expect(await seriousA11yViolations(page), name).to.deep.equal([]);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

describe('e2e admin: every screen on a phone and a laptop', () => {
  // One server for both sizes: the page build it serves must not change under it.
  let postId: number;
  const site = siteInBrowser({
    prepare: async () => {
      postId = (await insertPost({ title: 'Negative Splits for the Mind', content: '<h2>Start easy</h2><p>Then build.</p><ul><li>One</li></ul>' })).id;
      await insertPost({ title: 'Draft About Doubt', status: 'draft' });
    },
    admins: [ADMIN],
    browser: false,
  });

  for (const width of [375, 1280]) describe(`at ${width} px`, () => {
    const browser = site.browserInBlock({ width, height: 800 });

    it('login', async () => {
      await browser.page.goto(site.server.baseUrl + '/admin/login');
      await browser.page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await check(browser.page, 'login', width);
    });

    it('dashboard and its delete confirmation', async () => {
      const { page } = browser;
      await loginThroughForm(page, site.server.baseUrl);
      await closeToasts(page);
      await page.getByTestId('admin-post').first().waitFor();
      await check(page, 'dashboard', width);
      await page.getByRole('button', { name: 'Delete Draft About Doubt' }).click();
      await page.getByRole('alertdialog').waitFor();
      await check(page, 'dashboard-delete', width);
      await page.keyboard.press('Escape');
    });

    it('new post form, with its messages', async () => {
      const { page } = browser;
      await page.goto(site.server.baseUrl + '/admin/blog/new');
      await editorEditable(page).waitFor();
      await page.getByRole('button', { name: 'Publish now', exact: true }).click();
      await page.getByText('Title is required').waitFor();
      await check(page, 'post-new', width);
    });

    it('edit post form', async () => {
      const { page } = browser;
      await page.goto(`${site.server.baseUrl}/admin/blog/${postId}/edit`);
      await editorEditable(page).waitFor();
      await check(page, 'post-edit', width);
    });

    it('categories, with the create, edit and delete dialogs', async () => {
      const { page } = browser;
      await page.goto(site.server.baseUrl + '/admin/categories');
      await page.getByText('Total categories: 16').waitFor();
      await check(page, 'categories', width);
      await page.getByRole('button', { name: 'Add Category' }).click();
      await page.getByRole('dialog', { name: 'Create New Category' }).getByRole('button', { name: 'Create Category' }).click();
      await page.getByText('Name is required').waitFor();
      await check(page, 'category-create', width);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Edit Trail & Ultra' }).click();
      await page.getByRole('dialog', { name: 'Edit Category' }).waitFor();
      await check(page, 'category-edit', width);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete Trail & Ultra' }).click();
      await page.getByRole('alertdialog').waitFor();
      await check(page, 'category-delete', width);
      await page.keyboard.press('Escape');
      expect(browser.errors).to.deep.equal([]);
    });
  });
});
