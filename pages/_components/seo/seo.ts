/**
 * What the root <Head> needs to know about a page beyond its title and description. A page's
 * +data may return `seo` (see SeoData); the title and description come from vike-react's
 * `title` and `description` settings (+title.ts / +description.ts or useConfig()).
 */
import type { PageContext } from 'vike/types';

export interface SeoData {
  /** Path (and query) of the page's canonical URL; the request path when absent. */
  canonicalPath?: string;
  /** og:type: "website" unless told otherwise. */
  type?: 'website' | 'article';
  /** A site path to the share image. */
  image?: string;
  /** Keep the page out of search engines (previews, error pages). */
  noindex?: boolean;
}

/** The image shared when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = '/images/hero.svg';
export const RSS_PATH = '/rss.xml';

type HeadSettingName = 'title' | 'description';

/** A page's title or description as vike-react resolves it (a hook's value wins over +config). */
export function headSetting(pageContext: PageContext, name: HeadSettingName): string | undefined {
  const fromHook = (pageContext as { _configViaHook?: Record<string, unknown> })._configViaHook?.[name];
  const value = fromHook !== undefined ? fromHook : (pageContext.config as Record<string, unknown>)[name];
  const resolved = typeof value === 'function' ? (value as (context: PageContext) => unknown)(pageContext) : value;
  return typeof resolved === 'string' && resolved.trim() ? resolved : undefined;
}

export function seoData(pageContext: PageContext): SeoData {
  const data = pageContext.data as { seo?: SeoData } | undefined;
  return data && typeof data === 'object' && data.seo ? data.seo : {};
}

/** An absolute URL on the public origin for a site path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
