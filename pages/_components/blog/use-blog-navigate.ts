// With JavaScript, a change of the list's state becomes a client-side navigation: the URL
// changes, Vike fetches only the new page's data, the scroll position stays.
import { useCallback } from 'react';
import { navigate } from 'vike/client/router';
import { blogListUrl, type BlogListState } from '../../../src/shared/blog-url.js';

export type BlogNavigate = (next: BlogListState, options?: { replace?: boolean }) => void;

export function useBlogNavigate(): BlogNavigate {
  return useCallback((next, options = {}) => {
    const url = blogListUrl(next);
    if (url === window.location.pathname + window.location.search) return;
    void navigate(url, { keepScrollPosition: true, overwriteLastHistoryEntry: options.replace ?? false });
  }, []);
}
