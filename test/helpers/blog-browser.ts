/** Browser helpers for the resource library tests: read what the list shows and wait for changes. */
import type { Page } from 'playwright-core';

/** The demo content's fixed "now": 42 public posts (9 pages of 5), one scheduled, three drafts. */
export const DEMO_NOW = new Date('2026-11-20T12:00:00Z');

export function cardSlugs(page: Page): Promise<string[]> {
  return page.$$eval('article.blog-card', (cards) => cards.map((card) => (card as HTMLElement).dataset.slug ?? ''));
}

/** The pagination's labels: page numbers and "…". */
export function paginationLabels(page: Page): Promise<string[]> {
  return page.$$eval('.blog-pagination .pagination-link, .blog-pagination .pagination-ellipsis', (items) =>
    items.map((item) => item.textContent?.trim() ?? ''));
}

/** The path and query the browser shows. */
export function currentUrl(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the list shows `url` and its cards have been rendered for it (not the skeletons). */
export async function waitForList(page: Page, url: string): Promise<void> {
  await page.waitForFunction((expected) => window.location.pathname + window.location.search === expected, url);
  await page.waitForFunction(() => document.querySelectorAll('.blog-card-skeleton').length === 0);
  await page.waitForLoadState('networkidle');
}

/** Marks the window so a test can tell a client-side navigation from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __b2Marker: boolean }).__b2Marker = true; });
}

export function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __b2Marker?: boolean }).__b2Marker === true);
}

/** The text of the category dropdown's button ("All Categories" or "N Selected"). */
export async function categoryButtonText(page: Page): Promise<string> {
  return (await page.locator('.blog-categories-label').textContent())?.trim() ?? '';
}
