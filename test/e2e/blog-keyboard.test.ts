/**
 * The resource library with the keyboard (issue 12, rows 15 and 16): the pagination's tab order
 * follows what is seen (previous, numbers, next), focus lands on the results summary, not the
 * body, after a page change or a removed filter chip; cards in a row are as tall as each other
 * and the chips' remove controls stand out (3:1) from the chip.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_NOW, waitForList } from '../helpers/blog-browser.js';
import { contrastRatio, parseRgb } from '../helpers/contrast.js';
import { siteInBrowser } from '../helpers/site-in-browser.js';

/** The focused element: its accessible label or text, and whether it is the results summary. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return { label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', summary: element.classList.contains('blog-summary'), tag: element.tagName };
  });
}

describe('e2e: the resource library with the keyboard', () => {
  const site = siteInBrowser({
    demoPosts: DEMO_NOW,
    browser: { width: 1280, height: 900 },
  });
  afterEach(() => expect(site.browser.errors).to.deep.equal([]));

  it('tabs through the pagination in the order it is shown: previous, the numbers, next', async () => {
    await site.page.goto(site.server.baseUrl + '/blog?page=2');
    await waitForList(site.page, '/blog?page=2');
    await site.page.getByRole('link', { name: 'Previous page' }).focus();
    const order = [(await focused(site.page)).label];
    for (let i = 0; i < 6; i++) {
      await site.page.keyboard.press('Tab');
      order.push((await focused(site.page)).label);
    }
    expect(order).to.deep.equal(['Previous page', 'Go to page 1', 'Page 2, current page', 'Go to page 3', 'Go to page 4', 'Go to page 9', 'Next page']);
    // And on screen, left to right.
    const lefts = await site.page.$$eval('.blog-pagination a, .blog-pagination .is-disabled', (items) => items.map((item) => item.getBoundingClientRect().left));
    expect(lefts).to.deep.equal([...lefts].sort((a, b) => a - b));
  });

  it('moves focus to the results summary after a page change with the keyboard', async () => {
    await site.page.goto(site.server.baseUrl + '/blog');
    await waitForList(site.page, '/blog');
    await site.page.getByRole('link', { name: 'Go to page 2' }).focus();
    await site.page.keyboard.press('Enter');
    await waitForList(site.page, '/blog?page=2');
    await site.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5_000 });
    expect(await focused(site.page)).to.deep.equal({ label: 'Showing 6–10 of 42 articles', summary: true, tag: 'P' });
    await site.page.getByRole('link', { name: 'Next page' }).focus();
    await site.page.keyboard.press('Enter');
    await waitForList(site.page, '/blog?page=3');
    await site.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5_000 });
    expect((await focused(site.page)).label).to.equal('Showing 11–15 of 42 articles');
  });

  it('moves focus to the results summary after a filter chip is removed, also the last one', async () => {
    await site.page.goto(site.server.baseUrl + '/blog?search=race&category=running');
    await waitForList(site.page, '/blog?search=race&category=running');
    await site.page.getByRole('button', { name: 'Remove filter: Running' }).focus();
    await site.page.keyboard.press('Enter');
    await waitForList(site.page, '/blog?search=race');
    await site.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5_000 });
    expect((await focused(site.page)).summary).to.equal(true);
    await site.page.getByRole('button', { name: 'Remove search: race' }).focus();
    await site.page.keyboard.press('Enter');
    await waitForList(site.page, '/blog');
    await site.page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5_000 });
    expect(await focused(site.page)).to.deep.equal({ label: 'Showing 1–5 of 42 articles', summary: true, tag: 'P' });
  });

  it('gives the cards of a row one height', async () => {
    await site.page.goto(site.server.baseUrl + '/blog');
    await waitForList(site.page, '/blog');
    const boxes = await site.page.$$eval('article.blog-card', (cards) => cards.map((card) => card.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
    const rows = new Map<number, number[]>();
    for (const { top, height } of boxes) rows.set(Math.round(top), [...(rows.get(Math.round(top)) ?? []), Math.round(height)]);
    expect([...rows.values()].filter((heights) => heights.length > 1).length).to.be.greaterThan(0);
    for (const heights of rows.values()) expect(new Set(heights).size, `heights ${heights}`).to.equal(1);
  });

  it('shows the chips\' remove controls at 3:1 against the chip', async () => {
    await site.page.goto(site.server.baseUrl + '/blog?category=running');
    await waitForList(site.page, '/blog?category=running');
    const colours = await site.page.locator('.blog-chip').first().evaluate((chip) => {
      const remove = chip.querySelector('.delete')!;
      return { chip: getComputedStyle(chip).backgroundColor, remove: getComputedStyle(remove).backgroundColor, page: getComputedStyle(document.body).backgroundColor };
    });
    // The chip's tint over the page, then the control's circle (maybe see-through too) over the chip.
    const blend = (css: string, under: [number, number, number]) => {
      const [r, g, b, alpha = 1] = css.match(/[\d.]+/g)!.map(Number);
      return [r, g, b].map((value, index) => value * alpha + under[index] * (1 - alpha)) as [number, number, number];
    };
    const chip = blend(colours.chip, colours.page === 'rgba(0, 0, 0, 0)' ? [255, 255, 255] : parseRgb(colours.page));
    expect(contrastRatio(blend(colours.remove, chip), chip)).to.be.at.least(3);
  });
});
