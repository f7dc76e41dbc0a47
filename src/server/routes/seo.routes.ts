/**
 * For search engines and feed readers: /sitemap.xml (every public page and published article),
 * /robots.txt (keeps crawlers out of /admin, /api and /graphql) and /rss.xml (RSS 2.0 of the
 * latest published articles, each with its whole text in content:encoded, as readers get it on
 * the article page). Absolute URLs come from the site's public URL.
 */
import { Router, type Request, type Response } from 'express';
import type { SiteSettings } from '../../config/config.js';
import { articleUrl } from '../../shared/blog-url.js';
import { CATEGORIES_TAG, POSTS_TAG } from '../../shared/cache-tags.js';
import type { PublicPost, Services } from '../../services/index.js';
import type { CachePolicy } from '../http-cache/cache-policy.js';

/** The public pages of docs/product.md §2's route table. */
export const PUBLIC_PAGES = ['/', '/values', '/fuel-groups', '/blog', '/team', '/offerings'];
export const RSS_ITEMS = 50;

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** Text as one CDATA section (a "]]>" inside is split across two). */
function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

type Send = (req: Request, res: Response, type: string, body: string, tags: string[]) => void;

/** Revalidated like the pages (ETag), and tagged with what they list. */
function sender(cache: CachePolicy): Send {
  return (req, res, type, body, tags) => {
    cache.markRead(req, res, tags);
    res.set('Content-Type', `${type}; charset=utf-8`).send(body);
  };
}

const articlePath = (post: PublicPost) => articleUrl(post.slug);

function sitemap(origin: string, posts: PublicPost[]): string {
  const urls = [
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${xml(origin + path)}</loc></url>`),
    ...posts.map((post) => `  <url><loc>${xml(origin + articlePath(post))}</loc><lastmod>${post.publishDate.slice(0, 10)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /graphql', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function rss(site: SiteSettings, posts: Array<PublicPost & { html: string }>): string {
  const origin = site.publicUrl;
  const items = posts.map((post) => {
    const link = xml(origin + articlePath(post));
    const categories = post.categoryLabels.map((label) => `      <category>${xml(label)}</category>`);
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(post.publishDate).toUTCString()}</pubDate>`,
      `      <description>${xml(post.excerpt)}</description>`,
      `      <content:encoded>${cdata(post.html)}</content:encoded>`,
      `      <dc:creator>${xml(post.author)}</dc:creator>`,
      ...categories,
      '    </item>',
    ].join('\n');
  });
  const updated = posts[0] ? new Date(posts[0].publishDate).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${xml(`${site.name} Resources`)}</title>
    <link>${xml(`${origin}/blog`)}</link>
    <description>${xml(`Mental fitness articles for endurance athletes from ${site.name}.`)}</description>
    <language>en-gb</language>
    <lastBuildDate>${updated}</lastBuildDate>
    <atom:link href="${xml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
}

export function seoRoutes(services: Services, site: SiteSettings, cache: CachePolicy): Router {
  const router = Router();
  const send = sender(cache);
  router.get('/sitemap.xml', async (req, res) => {
    send(req, res, 'application/xml', sitemap(site.publicUrl, await services.posts.listPublishedSummaries()), [POSTS_TAG]);
  });
  router.get('/robots.txt', (req, res) => {
    send(req, res, 'text/plain', robots(site.publicUrl), []);
  });
  router.get('/rss.xml', async (req, res) => {
    const posts = await services.posts.listPublishedSummaries(RSS_ITEMS, { withContent: true });
    const items = await Promise.all(posts.map(async (post) => ({ ...post, html: await services.articles.feedHtml(post.content) })));
    send(req, res, 'application/rss+xml', rss(site, items), [POSTS_TAG, CATEGORIES_TAG]);
  });
  return router;
}
