/**
 * "Back to Resources" returns to the list view an article was opened from and to where the reader
 * was on it (issue 12, row 6). The view itself rides in the article's URL (blog-url.ts articleUrl);
 * the scroll position is kept in sessionStorage when a card is clicked, and restored when the
 * back link leads to that same view. (The browser's Back button restores it through Vike's own
 * scroll restoration.)
 */
import type { MouseEvent } from 'react';
import { navigate } from 'vike/client/router';

const KEY = 'blog-list-return';

interface ListReturn {
  /** The list view (path and query) the article was opened from. */
  listUrl: string;
  scrollY: number;
}

function here(): string {
  return window.location.pathname + window.location.search;
}

/** On the list: remember this view and its scroll position before an article opens. */
export function rememberListView(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ listUrl: here(), scrollY: Math.round(window.scrollY) } satisfies ListReturn));
  } catch {
    // Storage may be off (private modes): the link still leads to the right view, at its top.
  }
}

function remembered(): ListReturn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ListReturn | null;
    return value && typeof value.listUrl === 'string' && Number.isFinite(value.scrollY) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The back link's click: to the list view in the page (client-side), then to the remembered
 * scroll position when it is that view. Modified clicks (new tab, …) are the browser's. The link
 * carries data-vike="false", so Vike's own link handling (which would scroll to the top after
 * this) leaves it to this one.
 */
export function backToList(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const saved = remembered();
  void navigate(href).then(() => {
    if (saved && saved.listUrl === href) window.scrollTo(0, saved.scrollY);
  });
}
