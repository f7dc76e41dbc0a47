/**
 * The admin screens' smaller defects (issue 12, rows 8, 15 and 16), in Chromium: the category
 * picker names the groups as docs/product.md §9 does, "Loading..." shows before the scripts have
 * run, "← Back to Admin" is one button with its space on every screen, the Media search's
 * placeholder fits at 375 px, the category dialog's body stays below its header with
 * errors shown and its placeholders look like placeholders, the submissions table's scroll box
 * can be reached by keyboard at 375 px, and spinners stand still with reduced motion.
 */
import { expect } from 'chai';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from '../helpers/browser.js';
import { formBody, FORM_PATHS } from '../outbox/support.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** Holds every request matching `test` until the returned function is called. */
async function hold(page: Page, pattern: string, test: (body: string | null, url: string) => boolean): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => {
    if (test(route.request().postData(), route.request().url())) await held;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

describe('e2e admin: labels, loading, spacing, dialogs and small screens', () => {
  const site = siteInBrowser({
    started: async ({ app }) => {
      for (const n of [1, 2]) await request(app).post(FORM_PATHS.suggestion).send(formBody('suggestion', n)).expect(200);
    },
    browser: { signedIn: true },
  });
  afterEach(async () => {
    await site.page.setViewportSize({ width: 1280, height: 800 });
    expect(site.browser.errors).to.deep.equal([]);
  });

  it('labels the post form\'s categories with the group labels: "Running (Sports)", not "(sport)"', async () => {
    await site.page.goto(site.server.baseUrl + '/admin/blog/new');
    const labels = site.page.locator('.admin-checklist label');
    await labels.first().waitFor();
    const texts = await labels.allTextContents();
    expect(texts).to.include.members(['Running (Sports)', 'Confidence (Fuel Groups)', 'Base (Training Phases)']);
    expect(texts.filter((text) => /\((fuel|sport|training_phase)\)/.test(text))).to.deep.equal([]);
    expect(await site.page.getByLabel('Base (Training Phases)').isChecked()).to.equal(false);
  });

  it('shows "Loading..." at once, before the page\'s scripts have run', async () => {
    const release = await hold(site.page, '**/assets/**/*.js', () => true);
    try {
      await site.page.goto(site.server.baseUrl + '/admin/categories', { waitUntil: 'commit' });
      await site.page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ timeout: 5_000 });
    } finally {
      await release();
    }
    await site.page.getByRole('heading', { name: 'Manage Categories' }).waitFor();
  });

  it('shows "← Back to Admin" as the same button, with a space after its arrow, on every screen that has it', async () => {
    const looks: string[] = [];
    for (const path of ['/admin/categories', '/admin/media', '/admin/trash', '/admin/blog/new']) {
      await site.page.goto(site.server.baseUrl + path);
      const back = site.page.getByRole('link', { name: 'Back to Admin' });
      await back.waitFor();
      expect(await back.getAttribute('href'), path).to.equal('/admin');
      const gap = await back.evaluate((link) => {
        const arrow = link.querySelector('span')!.getBoundingClientRect();
        const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const spaceWidth = parseFloat(getComputedStyle(link).fontSize) * 0.25;
        return { gap: range.getBoundingClientRect().left - arrow.right, spaceWidth };
      });
      expect(gap.gap, path).to.be.at.least(gap.spaceWidth);
      looks.push(await back.evaluate((link) => {
        const style = getComputedStyle(link);
        return [style.backgroundColor, style.borderRadius, style.fontSize, style.fontWeight, Math.round(link.getBoundingClientRect().height)].join(' ');
      }));
    }
    // The editor and the trash had a plain small link where the other screens have this button.
    expect(new Set(looks).size, looks.join(' | ')).to.equal(1);
    expect(looks[0]).not.to.match(/^rgba\(0, 0, 0, 0\)/);
  });

  it('fits the Media search field\'s placeholder in the field at 375 px', async () => {
    await site.page.setViewportSize({ width: 375, height: 667 });
    await site.page.goto(site.server.baseUrl + '/admin/media');
    const search = site.page.getByRole('searchbox', { name: 'Search images' });
    await search.waitFor();
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text, 'placeholder width').to.be.at.most(fit.room);
  });

  for (const [width, height] of [[375, 667], [1280, 800]]) {
    it(`keeps the category dialog's body below its header with errors shown, at ${width} px, and styles its placeholders`, async () => {
      await site.page.setViewportSize({ width, height });
      await site.page.goto(site.server.baseUrl + '/admin/categories');
      await site.page.getByRole('button', { name: 'Add Category' }).click();
      const dialog = site.page.getByRole('dialog', { name: 'Create New Category' });
      await dialog.getByRole('button', { name: 'Create Category' }).click();
      await dialog.getByText('Slug is required').waitFor();
      const layout = await dialog.evaluate((card) => {
        const [head, body, label] = ['.modal-card-head', '.modal-card-body', '.modal-card-body label'].map((selector) => card.querySelector<HTMLElement>(selector)!);
        return {
          headerBottom: head.getBoundingClientRect().bottom,
          bodyTop: body.getBoundingClientRect().top,
          firstLabelTop: label.getBoundingClientRect().top,
          cardTop: card.getBoundingClientRect().top,
          cardBottom: card.getBoundingClientRect().bottom,
          bodyScrolls: body.scrollHeight > body.clientHeight ? getComputedStyle(body).overflowY : 'fits',
        };
      });
      expect(layout.bodyTop).to.be.at.least(layout.headerBottom - 0.5);
      expect(layout.firstLabelTop).to.be.at.least(layout.headerBottom);
      expect(layout.cardTop).to.be.at.least(0);
      expect(layout.cardBottom).to.be.at.most(height);
      expect(layout.bodyScrolls).to.be.oneOf(['fits', 'auto', 'scroll']);
      // Each invalid field, once focused, shows whole below the header and above the bottom edge.
      for (const label of ['Category Name', 'Group', 'URL Slug']) {
        await dialog.getByLabel(label).focus();
        const [field, head, body] = await Promise.all([dialog.getByLabel(label), dialog.locator('.modal-card-head'), dialog.locator('.modal-card-body')]
          .map((locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect)));
        expect(field.top, label).to.be.at.least(Math.max(head.bottom, body.top) - 0.5);
        expect(field.bottom, label).to.be.at.most(body.bottom + 0.5);
      }

      const name = dialog.getByLabel('Category Name');
      const looks = await name.evaluate((input) => {
        const value = getComputedStyle(input);
        const placeholder = getComputedStyle(input, '::placeholder');
        return { value: value.color, placeholder: placeholder.color, style: placeholder.fontStyle };
      });
      expect(looks.style).to.equal('italic');
      expect(looks.placeholder).not.to.equal(looks.value);
      expect(await dialog.getByLabel('Group').evaluate((select) => getComputedStyle(select).fontStyle)).to.equal('italic');
      await dialog.getByLabel('Group').selectOption({ label: 'Sports' });
      expect(await dialog.getByLabel('Group').evaluate((select) => getComputedStyle(select).fontStyle)).to.equal('normal');
      await site.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });
  }

  it('lets the keyboard reach the submissions table\'s scroll box at 375 px', async () => {
    await site.page.setViewportSize({ width: 375, height: 740 });
    await site.page.goto(`${site.server.baseUrl}/admin?tab=submissions`);
    await site.page.getByRole('button', { name: /^Suggestions/ }).click();
    await site.page.getByTestId('submission').first().waitFor();
    // axe's scrollable-region-focusable (serious) was the symptom.
    expect(await seriousA11yViolations(site.page)).to.deep.equal([]);
    const box = site.page.getByRole('region', { name: 'Suggestions, newest first' });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).to.equal(true);
    await box.focus();
    await site.page.keyboard.press('ArrowRight');
    await site.page.waitForFunction(() => document.querySelector('.submission-table-wrap')!.scrollLeft > 0);
  });

  it('keeps a button\'s spinner still with reduced motion', async () => {
    await site.page.emulateMedia({ reducedMotion: 'reduce' });
    await site.page.goto(`${site.server.baseUrl}/admin?tab=submissions`);
    await site.page.getByRole('button', { name: /^Suggestions/ }).click();
    await site.page.getByTestId('submission').first().waitFor();
    const release = await hold(site.page, '**/graphql', (body) => !!body?.includes('SubmissionsCsv'));
    await site.page.getByRole('button', { name: /Export CSV/ }).click();
    await site.page.locator('.button.is-loading').waitFor();
    expect(await site.page.evaluate(() => document.getAnimations().length)).to.equal(0);
    await release();
    await site.page.locator('.button.is-loading').waitFor({ state: 'detached' });
    await site.page.emulateMedia({ reducedMotion: null });
  });
});
