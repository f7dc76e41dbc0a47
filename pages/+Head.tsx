// https://vike.dev/Head
// The tags every page shares: the first-paint stylesheet inline (no stylesheet request blocks the
// paint; the Content-Security-Policy allows it by its hash), favicon, canonical URL, OpenGraph and
// Twitter cards, the RSS feed.
// vike-react itself writes <title>, og:title, the meta description and og:description.
import { usePageContext } from 'vike-react/usePageContext';
import { absoluteUrl, headSetting, RSS_PATH, SHARE_CARD, seoData } from './_components/seo/seo.js';
import { siteImage } from '../src/shared/site-images.js';
import { css as criticalCss, href as criticalHref } from 'virtual:critical-stylesheet';

export default function Head() {
  const pageContext = usePageContext();
  const { site } = pageContext;
  const seo = seoData(pageContext);
  const title = headSetting(pageContext, 'title');
  const description = headSetting(pageContext, 'description');
  const isError = Boolean(pageContext.is404 || pageContext.errorWhileRendering || pageContext.abortStatusCode);
  // Staff pages and error pages stay out of search engines (robots.txt keeps crawlers off /admin too).
  const noindex = isError || seo.noindex || /^\/admin(\/|$)/.test(pageContext.urlPathname);
  const url = absoluteUrl(site.publicUrl, seo.canonicalPath ?? pageContext.urlPathname);
  // The networks show no SVG: a page's own raster image, else the site's 1200x630 card.
  const ownImage = seo.image && !/\.svg(\?|$)/i.test(seo.image) ? seo.image : undefined;
  // Library images may be served from MEDIA_PUBLIC_URL: already absolute.
  const image = ownImage && /^https?:\/\//i.test(ownImage) ? ownImage : absoluteUrl(site.publicUrl, ownImage ?? SHARE_CARD.path);
  const imageAlt = ownImage ? (seo.imageAlt || title || site.name) : SHARE_CARD.alt;
  const ownSize = ownImage && seo.imageWidth && seo.imageHeight ? { width: String(seo.imageWidth), height: String(seo.imageHeight) } : null;

  // The admin's pages link the whole global sheet themselves (pages/admin/+Layout.tsx).
  const adminPage = pageContext.pageId?.startsWith('/pages/admin') ?? false;

  return (
    <>
      {!adminPage && (criticalCss ? <style dangerouslySetInnerHTML={{ __html: criticalCss }} /> : <link rel="stylesheet" href={criticalHref} />)}
      <link rel="icon" type="image/svg+xml" href={siteImage('/images/logo.svg')} />
      {!title && <title>{site.name}</title>}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={seo.type ?? 'website'} />
      <meta property="og:locale" content="en_GB" />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      {!ownImage && <meta property="og:image:type" content="image/png" />}
      {!ownImage && <meta property="og:image:width" content={String(SHARE_CARD.width)} />}
      {!ownImage && <meta property="og:image:height" content={String(SHARE_CARD.height)} />}
      {ownSize && <meta property="og:image:width" content={ownSize.width} />}
      {ownSize && <meta property="og:image:height" content={ownSize.height} />}
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? site.name} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <link rel="alternate" type="application/rss+xml" title={`${site.name} Resources`} href={RSS_PATH} />
    </>
  );
}
