/**
 * Which blog view the browser is loading during a client-side navigation between blog pages
 * ("list" or "article"), so the page being left can show skeletons of what comes next. Set by
 * pages/blog/+onPageTransitionStart/End, read with useBlogLoading().
 */
import { useSyncExternalStore } from 'react';
import { BLOG_PATH } from '../../../src/shared/blog-url.js';
import { isArticlePath } from './article-errors.js';

export type BlogLoading = 'list' | 'article' | null;

let loading: BlogLoading = null;
const listeners = new Set<() => void>();

export function setBlogLoading(value: BlogLoading): void {
  if (loading === value) return;
  loading = value;
  for (const listener of listeners) listener();
}

/** What a URL path will show: the list, an article, or something else (no skeleton). */
export function blogView(pathname: string): BlogLoading {
  if (pathname.replace(/\/+$/, '') === BLOG_PATH) return 'list';
  return isArticlePath(pathname) ? 'article' : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBlogLoading(): BlogLoading {
  return useSyncExternalStore(subscribe, () => loading, () => null);
}
