/** What an article page tells search engines and share cards, beyond its canonical URL. */
import { siteImage } from './site-images.js';

/** The browser tab and share title of an article (docs/product.md §2: "{title} | Resources"). */
export function articleDocumentTitle(title: string): string {
  return `${title} | Resources`;
}

/** The article's title for search engines and share cards: its own SEO title (issue 20, item 7), else "{title} | Resources". */
export function articleSeoTitle(post: { title: string; metaTitle?: string | null }): string {
  return post.metaTitle?.trim() || articleDocumentTitle(post.title);
}

/** The article's meta description: its own (issue 20, item 7), else the excerpt. */
export function articleSeoDescription(post: { excerpt: string; metaDescription?: string | null }): string {
  return post.metaDescription?.trim() || post.excerpt;
}

/** The image shared when a page has none of its own (a site path, fingerprinted). */
export const DEFAULT_SHARE_IMAGE = siteImage('/images/hero.svg');

/**
 * The share card the social networks show (they show no SVG): a 1200x630 PNG drawn from the home
 * page's artwork by `npm run images:hash` (scripts/site-images.mjs), fingerprinted like the site's
 * other images, for pages whose own image is none or an SVG.
 */
export const SHARE_CARD = {
  path: siteImage('/images/share-card.png'),
  width: 1200,
  height: 630,
  alt: 'Illustration of a runner heading down an open road towards a rising sun',
} as const;

/** An absolute URL on the public origin (PUBLIC_URL) for a site path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
