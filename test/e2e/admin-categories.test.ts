/**
 * Category management in Chromium, exactly as docs/product.md §2 describes it: the three group
 * cards with counts and tables, the create and edit dialogs with their slug rules, pending
 * labels and toasts, the delete question, failures, and the list refetched after each change.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { seedCategoriesIfMissing } from '../../src/db/seeds/run-seeders.js';
import { closeToasts, firstFrameOfDialog, toastText } from '../helpers/admin-browser.js';
import { seriousA11yViolations } from '../helpers/browser.js';
import { databaseChangedBehindTheApp } from '../helpers/database.js';
import { waitFor } from '../helpers/wait.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

function card(page: Page, group: 'fuel' | 'sport' | 'training_phase') {
  return page.getByTestId(`category-group-${group}`);
}

/** Holds GraphQL requests for `operation` until the returned function is called. */
async function hold(page: Page, operation: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes(operation)) await held;
    await route.fallback();
  });
  return release;
}

describe('e2e admin: category management', () => {
  const site = siteInBrowser({
    database: { categories: false },
    browser: { signedIn: true },
  });

  it('shows an empty group as "No categories in this group yet." and "Loading categories..." while loading', async () => {
    const { page } = site.browser;
    await page.goto(site.server.baseUrl + '/admin/categories');
    await page.getByText('Total categories: 0').waitFor();
    expect(await page.getByText('No categories in this group yet.').count()).to.equal(3);
    await seedCategoriesIfMissing();
    databaseChangedBehindTheApp(); // seeded without the services: the apps forget what they kept
    const release = await hold(page, 'AdminCategories');
    await page.reload();
    await page.getByText('Loading categories...').waitFor();
    release();
    await page.getByText('Total categories: 16').waitFor();
    await page.unroute('**/graphql');
  });

  it('has the back button, heading, total, and three cards with descriptions, counts and tables', async () => {
    const { page } = site.browser;
    await page.getByRole('heading', { name: 'Manage Categories', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).to.equal('/admin');
    const expected = [['fuel', 'Fuel Groups', 'Mental training technique categories', '6'], ['sport', 'Sports', 'Sport-specific categories', '5'],
      ['training_phase', 'Training Phases', 'Training phase categories', '5']] as const;
    for (const [group, label, description, count] of expected) {
      expect(await card(page, group).getByRole('heading').textContent()).to.equal(label);
      expect(await card(page, group).getByText(description).isVisible()).to.equal(true);
      expect(await card(page, group).locator('.admin-count-badge').textContent()).to.equal(count);
      expect(await card(page, group).locator('thead th').allTextContents()).to.deep.equal(['Name', 'Slug', 'Description', 'Posts', 'Actions']);
    }
    const running = card(page, 'sport').getByRole('row', { name: /Running/ });
    expect(await running.innerText()).to.match(/Running\s+running\s+From the 5K to the marathon\.\s+0\s+Edit\s+Delete/);
    expect(await seriousA11yViolations(page)).to.deep.equal([]);
  });

  it('creates a category: the slug follows the name whenever it changes, "Creating..." while pending', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Category' });
    await dialog.getByText('Add a new category for blog posts.').waitFor();
    expect(await dialog.getByLabel('Category Name').evaluate((input) => input === document.activeElement)).to.equal(true);
    expect(await dialog.getByLabel('Category Name').getAttribute('placeholder')).to.equal('e.g., Visualization');
    expect(await dialog.getByLabel('Description (Optional)').getAttribute('placeholder')).to.equal('Brief description of this category...');
    expect(await dialog.getByLabel('URL Slug').getAttribute('placeholder')).to.equal('Auto-generated from name');
    expect(await dialog.getByLabel('Group').locator('option').allTextContents()).to.deep.equal(['Select a group', 'Fuel Groups', 'Sports', 'Training Phases']);

    await dialog.getByRole('button', { name: 'Create Category' }).click();
    for (const message of ['Name is required', 'Group is required', 'Slug is required']) await dialog.getByText(message).waitFor();

    await dialog.getByLabel('Category Name').fill('Pre-Race Nerves');
    expect(await dialog.getByLabel('URL Slug').inputValue()).to.equal('pre-race-nerves');
    await dialog.getByLabel('URL Slug').fill('nerves');
    await dialog.getByLabel('Category Name').fill('Pré-Race Nerves!');
    expect(await dialog.getByLabel('URL Slug').inputValue()).to.equal('pre-race-nerves');
    await dialog.getByLabel('Group').selectOption({ label: 'Sports' });
    await dialog.getByLabel('Description (Optional)').fill('Butterflies before the start.');

    const release = await hold(page, 'CreateCategory');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await dialog.getByRole('button', { name: 'Creating...' }).waitFor();
    release();
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: 'Category created successfully' });
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute('**/graphql');
    await page.getByText('Total categories: 17').waitFor();
    expect(await card(page, 'sport').locator('.admin-count-badge').textContent()).to.equal('6');
    expect(await card(page, 'sport').getByRole('row', { name: /Pré-Race Nerves!/ }).innerText()).to.contain('pre-race-nerves');
    await closeToasts(page);

    await page.getByRole('button', { name: 'Add Category' }).click();
    expect(await dialog.getByLabel('Category Name').inputValue()).to.equal('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the server\'s message as a destructive "Error" and keeps the dialog open', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Category' });
    await dialog.getByLabel('Category Name').fill('Running');
    await dialog.getByLabel('URL Slug').fill('running-again');
    await dialog.getByLabel('Group').selectOption({ label: 'Sports' });
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    expect(await toastText(page, 'Error')).to.deep.equal({ title: 'Error', description: 'A category with this name already exists' });
    expect(await page.getByRole('alert').getByTestId('toast').count()).to.equal(1);
    expect(await dialog.getByLabel('Category Name').inputValue()).to.equal('Running');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await closeToasts(page);
  });

  it('edits a category: prefilled, the slug follows only a name that differs from the original (a changed slug is said to redirect old links), "Updating..."', async () => {
    const { page } = site.browser;
    const editButton = page.getByRole('button', { name: 'Edit Pré-Race Nerves!' });
    const firstFrame = await firstFrameOfDialog(page);
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByText('Update the category details.').waitFor();
    // From its first frame, not once an effect has run (a CI run read the empty form).
    expect(await firstFrame()).to.deep.equal([
      { label: 'Category Name', value: 'Pré-Race Nerves!' },
      { label: 'Group', value: 'sport' },
      { label: 'Description (Optional)', value: 'Butterflies before the start.' },
      { label: 'URL Slug', value: 'pre-race-nerves' },
    ]);
    expect(await dialog.getByLabel('Category Name').inputValue()).to.equal('Pré-Race Nerves!');
    expect(await dialog.getByLabel('Group').inputValue()).to.equal('sport');
    expect(await dialog.getByLabel('Description (Optional)').inputValue()).to.equal('Butterflies before the start.');
    expect(await dialog.getByLabel('URL Slug').inputValue()).to.equal('pre-race-nerves');

    expect(await dialog.locator('#category-slug-hint').textContent()).to.equal('Links to this category keep working.');
    await dialog.getByLabel('URL Slug').fill('custom-nerves');
    await dialog.getByLabel('Category Name').fill('Pré-Race Nerves!');
    expect(await dialog.getByLabel('URL Slug').inputValue()).to.equal('custom-nerves');
    await dialog.getByLabel('Category Name').fill('Start-Line Nerves');
    expect(await dialog.getByLabel('URL Slug').inputValue()).to.equal('start-line-nerves');
    expect(await dialog.locator('#category-slug-hint').textContent())
      .to.equal('Links to /blog?category=pre-race-nerves will redirect to /blog?category=start-line-nerves.');
    await dialog.getByLabel('Group').selectOption({ label: 'Fuel Groups' });

    const release = await hold(page, 'UpdateCategory');
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await dialog.getByRole('button', { name: 'Updating...' }).waitFor();
    release();
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: 'Category updated successfully' });
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute('**/graphql');
    await card(page, 'fuel').getByRole('row', { name: /Start-Line Nerves/ }).waitFor();
    expect(await card(page, 'sport').locator('.admin-count-badge').textContent()).to.equal('5');
    expect(await card(page, 'fuel').locator('.admin-count-badge').textContent()).to.equal('7');
    await closeToasts(page);
  });

  it('says "No description" for an empty description', async () => {
    const { page } = site.browser;
    await page.getByRole('button', { name: 'Edit Start-Line Nerves' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByLabel('Description (Optional)').fill('');
    await dialog.getByRole('button', { name: 'Update Category' }).click();
    await toastText(page, 'Success');
    // The list is asked again after the save: its row says so once the answer is in.
    await card(page, 'fuel').getByRole('row', { name: /Start-Line Nerves/ }).filter({ hasText: 'No description' }).waitFor();
    await closeToasts(page);
  });

  it('asks before deleting, says "Failed to delete category" on failure, then deletes', async () => {
    const { page } = site.browser;
    const deleteButton = page.getByRole('button', { name: 'Delete Start-Line Nerves' });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this category?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await deleteButton.isVisible()).to.equal(true);

    await page.route('**/graphql', (route) => (route.request().postData()?.includes('DeleteCategory') ? route.abort() : route.fallback()));
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await toastText(page, 'Error')).to.deep.equal({ title: 'Error', description: 'Failed to delete category' });
    await page.unroute('**/graphql');
    await closeToasts(page);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: 'Category deleted successfully' });
    await page.getByText('Total categories: 16').waitFor();
    expect(await page.getByRole('row', { name: /Start-Line Nerves/ }).count()).to.equal(0);
  });

  it('reorders a group with the keyboard (focus stays on the moved category), and the /blog filter follows', async function () {
    this.timeout(90_000);
    const { page } = site.browser;
    await seedCategoriesIfMissing();
    databaseChangedBehindTheApp();
    await page.goto(site.server.baseUrl + '/admin/categories');
    await card(page, 'sport').locator('tbody th').first().waitFor();
    const names = () => card(page, 'sport').locator('tbody th').allTextContents();
    const before = await names();
    const [first, second] = before as [string, string];
    expect(await card(page, 'sport').getByRole('button', { name: `Move ${first} up` }).isDisabled()).to.equal(true);
    await card(page, 'sport').getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    expect(await toastText(page, 'Success')).to.deep.equal({ title: 'Success', description: `“${first}” moved down` });
    await waitFor('the new order shown', async () => (await names()).slice(0, 2).join() === [second, first].join());
    await waitFor('focus on the moved category', () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')).then((label) => label === `Move ${first} down`));
    // Space works as well; at the bottom the focus goes to the other button.
    const idle = () => waitFor('the move saved', async () => (await card(page, 'sport').getByRole('button', { name: `Move ${first} down` }).getAttribute('aria-busy')) === 'false');
    for (let moves = 2; moves < before.length; moves++) {
      await idle();
      await page.keyboard.press('Space');
      await waitFor(`${first} at place ${moves + 1}`, async () => (await names())[moves] === first);
    }
    await waitFor('focus on "up" at the bottom', () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')).then((label) => label === `Move ${first} up`));
    const order = await names();
    expect(order.at(-1)).to.equal(first);
    await closeToasts(page);

    await page.goto(site.server.baseUrl + '/blog');
    const filter = await page.locator('fieldset.blog-categories-group', { has: page.locator('legend', { hasText: 'Sports' }) }).locator('label').allTextContents();
    expect(filter.map((text) => text.trim())).to.deep.equal(order);
    await page.goto(site.server.baseUrl + '/admin/categories');
  });

  it('goes back to the dashboard with "Back to Admin"', async () => {
    const { page } = site.browser;
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await page.waitForURL(site.server.baseUrl + '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(site.browser.errors.filter((error) => !/Failed to load resource|ERR_FAILED/.test(error))).to.deep.equal([]);
  });
});
