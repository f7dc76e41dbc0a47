// https://vike.dev/data
// One article, its HTML, featured image and the links to the previous/next and related articles,
// made by the article service. A missing slug (or a draft, for the public) answers 404 with the
// "Article Not Found" card, unless it is an old slug of a public post: then a 301 to its article;
// a post in the trash answers 410 Gone (issue 20).
// Signed-in staff preview drafts and scheduled posts.
import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { articleUrl, featuredImagePath, parseBlogQuery } from '../../../src/shared/blog-url.js';
import type { LinkedArticle, ServiceError } from '../../../src/services/index.js';
import { CATEGORIES_TAG, POSTS_TAG, postTag } from '../../../src/shared/cache-tags.js';
import { ARTICLE_GONE, ARTICLE_NOT_FOUND } from '../../_components/blog/article-errors.js';
import { absoluteUrl, type SeoData } from '../../_components/seo/seo.js';
import { listImage } from '../../_components/media/list-image.js';
import { formatDayMonthYear, formatMonthYear } from '../../../src/shared/dates.js';

export type Data = Awaited<ReturnType<typeof data>>;

// Dates go to the page as the server wrote them (ListPost's DateLabel: no date formatting in the browser).
const linked = ({ slug, title, imageUrl, publishDate }: LinkedArticle) => ({ slug, title, imageUrl, publishDate, publishedLabel: formatMonthYear(publishDate) });

export async function data(pageContext: PageContextServer) {
  const { services, routeParams, admin } = pageContext;
  // The list view the reader came from (search, categories, sort, page): "Back to Resources" returns there.
  // Read from the raw URL: Vike's urlParsed keeps only the last of repeated category= values.
  const from = parseBlogQuery(new URL(pageContext.urlOriginal, 'http://localhost').searchParams);
  let article;
  try {
    article = await services.articles.getArticle(routeParams.slug, { preview: Boolean(admin) });
  } catch (error) {
    if ((error as ServiceError).code !== 'NOT_FOUND') throw error;
    // An old slug of a public post: a permanent redirect to where it is now.
    const movedTo = await services.articles.movedTo(routeParams.slug);
    if (movedTo) throw redirect(articleUrl(movedTo, from), 301);
    // A post in the trash (or an old slug of one): 410 Gone, until it is restored.
    if (await services.articles.isGone(routeParams.slug)) throw render(410, ARTICLE_GONE);
    throw render(404, ARTICLE_NOT_FOUND);
  }
  const { post, html, readingMinutes, isPublic, image, links, shareImage } = article;
  const seo: SeoData = {
    canonicalPath: articleUrl(post.slug),
    type: 'article',
    // The post's own share image (issue 20, item 7), else its featured image, else the site's card.
    ...(shareImage
      ? { image: shareImage.url, imageWidth: shareImage.width, imageHeight: shareImage.height, imageAlt: shareImage.alt }
      : { image: post.image?.url ?? featuredImagePath(post.imageUrl) ?? undefined }),
    noindex: !isPublic,
  };
  return {
    post: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      imageUrl: post.imageUrl,
      publishDate: post.publishDate,
      updatedAt: new Date(post.updatedAt).toISOString(),
      publishedLabel: formatMonthYear(post.publishDate),
      updatedLabel: formatDayMonthYear(post.updatedAt),
      categoryLabels: post.categoryLabels.length ? post.categoryLabels : [post.categoryLabel].filter(Boolean),
      status: post.status,
      metaTitle: post.metaTitle ?? '',
      metaDescription: post.metaDescription ?? '',
    },
    html,
    readingMinutes,
    /** The article's own address, for the share links. */
    shareUrl: absoluteUrl(pageContext.site.publicUrl, articleUrl(post.slug)),
    /** The featured image (site path and intrinsic size), or null. */
    image: image && { path: image.path, width: image.width, height: image.height },
    /** The featured image from the media library (issue 21), shown instead of the illustration. */
    featured: listImage(post.image),
    previous: links.previous && linked(links.previous),
    next: links.next && linked(links.next),
    related: links.related.map(linked),
    preview: !isPublic,
    from,
    seo,
    /**
     * The post, its category names, and the other posts it links to (src/server/pages.ts puts
     * them on the response for caches): any post's save may change the neighbours or the related ones.
     */
    cacheTags: [postTag(post.id), CATEGORIES_TAG, POSTS_TAG],
  };
}
