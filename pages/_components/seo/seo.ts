/**
 * What the root <Head> needs to know about a page beyond its title and description. A page's
 * +data may return `seo` (see SeoData); the title and description come from vike-react's
 * `title` and `description` settings (+title.ts / +description.ts).
 */
import type { PageContext } from 'vike/types';

export interface SeoData {
  /** Path (and query) of the page's canonical URL; the request path when absent. */
  canonicalPath?: string;
  /** og:type: "website" unless told otherwise. */
  type?: 'website' | 'article';
  /** A site path (or an absolute URL) to the share image. */
  image?: string;
  /** The share image's size and alt text when the page knows them (a post's own share image). */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** Keep the page out of search engines (previews, error pages). */
  noindex?: boolean;
}

/** The image shared when a page has none of its own, and absolute URLs (shared with the API's Post.seo). */
export { absoluteUrl, DEFAULT_SHARE_IMAGE, SHARE_CARD } from '../../../src/shared/article-seo.js';
export const RSS_PATH = '/rss.xml';

type HeadSettingName = 'title' | 'description';

/**
 * A page's title or description through Vike's public `pageContext.config` (+title.ts,
 * +description.ts, a +config value; a function is called with the page context), the values
 * vike-react writes into <title> and the meta description. Values set with useConfig() are not
 * visible here: the site sets its titles and descriptions with +title and +description only.
 */
export function headSetting(pageContext: PageContext, name: HeadSettingName): string | undefined {
  const value = pageContext.config[name];
  const resolved = typeof value === 'function' ? value(pageContext) : value;
  return typeof resolved === 'string' && resolved.trim() ? resolved : undefined;
}

export function seoData(pageContext: PageContext): SeoData {
  const data = pageContext.data as { seo?: SeoData } | undefined;
  return data && typeof data === 'object' && data.seo ? data.seo : {};
}
