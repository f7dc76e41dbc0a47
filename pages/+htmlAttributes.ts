// https://vike.dev/htmlAttributes
import type { PageContextServer } from 'vike/types';

/**
 * The admin area keeps the light colour scheme (the public pages follow prefers-color-scheme:
 * pages/_styles/_theme.scss). A global setting, so it is decided here by path.
 */
export default function htmlAttributes(pageContext: PageContextServer): Record<string, string> | undefined {
  return pageContext.urlPathname === '/admin' || pageContext.urlPathname.startsWith('/admin/') ? { 'data-scheme': 'light' } : undefined;
}
