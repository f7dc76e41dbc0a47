/** What an article page tells search engines and share cards, beyond its canonical URL. */

/** The browser tab and share title of an article (docs/product.md §2: "{title} | Resources"). */
export function articleDocumentTitle(title: string): string {
  return `${title} | Resources`;
}

/** The image shared when a page has none of its own (a site path). */
export const DEFAULT_SHARE_IMAGE = '/images/hero.svg';

/** An absolute URL on the public origin (PUBLIC_URL) for a site path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
