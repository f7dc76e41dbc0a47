/**
 * Helpers for the public-site tests (pages, header, footer, forms): the HTML's visible text,
 * and browser helpers to hold or fail the form calls and to read the toast.
 */
import type { Locator, Page, Route } from 'playwright-core';

export const PUBLIC_ROUTES = ['/', '/values', '/fuel-groups', '/team', '/offerings'] as const;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

/** The text a reader sees in server-rendered HTML: no scripts, no tags, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ');
}

/** The opening tags in the HTML that match a pattern, e.g. every <a ...> with a given href. */
export function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
}

export interface HeldRequests {
  /** Resolves once a request has been caught. */
  caught: Promise<void>;
  /** Lets the caught requests go on to the server (the route stays until page.unrouteAll()). */
  release(): void;
}

/** Holds the requests to a URL pattern until release(), so a test can see the pending state. */
export async function holdRequests(page: Page, pattern: string): Promise<HeldRequests> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let markCaught!: () => void;
  const caught = new Promise<void>((resolve) => { markCaught = resolve; });
  await page.route(pattern, async (route: Route) => {
    markCaught();
    await gate;
    await route.continue();
  });
  return { caught, release };
}

/** Answers the requests to a URL pattern with the given status and body (JSON when an object). */
export async function answerRequests(page: Page, pattern: string, status: number, body: string | object): Promise<void> {
  await page.route(pattern, (route: Route) => route.fulfill({
    status,
    contentType: typeof body === 'string' ? 'text/plain' : 'application/json',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }));
}

/** The open toast's title and description, and the role of the live region it was put in. */
export async function readToast(page: Page): Promise<{ title: string; description: string; role: string | null }> {
  const toast = page.getByTestId('toast').first();
  await toast.waitFor();
  return {
    title: (await toast.locator('.toast-title').textContent()) ?? '',
    description: (await toast.locator('.toast-description').textContent()) ?? '',
    role: await toast.evaluate((element) => element.closest('[aria-live]')?.getAttribute('role') ?? null),
  };
}

/** The error text shown next to a field, found through the field's aria-describedby. */
export async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter((id) => id.endsWith('-error'));
  if (ids.length === 0) return null;
  return field.page().locator(`[id="${ids[0]}"]`).textContent();
}

/** Whether the top of an element is inside the viewport (below the sticky header). */
export async function isScrolledTo(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return false;
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2 && window.scrollY > 0;
  }, selector);
}

/** Chromium's console line for a failed HTTP answer (expected when a test makes the server fail). */
export function isLoggedHttpFailure(message: string): boolean {
  return /^Failed to load resource: the server responded with a status of [45]\d\d/.test(message);
}
