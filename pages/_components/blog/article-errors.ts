/** Which card the error page shows (docs/product.md §2 and the article's "Article Not Found"). */

/** The abort reason the article's +data throws with render(404, ...). */
export const ARTICLE_NOT_FOUND = 'article-not-found';
/** The abort reason of render(410, ...): the article was removed (it is in the trash). */
export const ARTICLE_GONE = 'article-gone';

export type ErrorKind = 'article' | 'not-found' | 'unavailable' | 'failure';

/**
 * True when the page could not be loaded rather than was refused: a client-side navigation whose
 * data request failed (network, a 500, a proxy's error page). The error page then offers to try
 * again; a 404 or a render(...) abort from the server is an answer, not a failure to load.
 */
export function isLoadFailure(pageContext: { abortStatusCode?: unknown; is404?: boolean | null; errorWhileRendering?: unknown }): boolean {
  return pageContext.abortStatusCode === undefined && !pageContext.is404 && pageContext.errorWhileRendering !== undefined
    && pageContext.errorWhileRendering !== null;
}

/** True for the article route (/blog/{slug}), whose failures all read "Article Not Found". */
export function isArticlePath(pathname: string): boolean {
  return /^\/blog\/[^/]+\/?$/.test(pathname);
}

export function errorKind(pageContext: { abortReason?: unknown; abortStatusCode?: unknown; is404?: boolean | null; urlPathname: string }): ErrorKind {
  // A database outage (render(503) from the page adapter) is said as such, on every page.
  if (pageContext.abortStatusCode === 503) return 'unavailable';
  if (pageContext.abortReason === ARTICLE_NOT_FOUND || pageContext.abortReason === ARTICLE_GONE || isArticlePath(pageContext.urlPathname)) return 'article';
  return pageContext.is404 ? 'not-found' : 'failure';
}
