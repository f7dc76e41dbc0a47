// https://vike.dev/data
// One article, its HTML made by the article service. A missing slug (or a draft, for the public)
// answers 404 with the "Article Not Found" card; signed-in staff preview drafts and scheduled posts.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { articleUrl, featuredImagePath, parsePage } from '../../../src/shared/blog-url.js';
import type { ServiceError } from '../../../src/services/errors.js';
import { CATEGORIES_TAG, postTag } from '../../../src/shared/cache-tags.js';
import { ARTICLE_NOT_FOUND } from '../../_components/blog/article-errors.js';
import type { SeoData } from '../../_components/seo/seo.js';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { services, routeParams, admin } = pageContext;
  const page = parsePage(pageContext.urlParsed.search.page);
  let article;
  try {
    article = await services.articles.getArticle(routeParams.slug, { preview: Boolean(admin) });
  } catch (error) {
    if ((error as ServiceError).code === 'NOT_FOUND') throw render(404, ARTICLE_NOT_FOUND);
    throw error;
  }
  const { post, html, isPublic } = article;
  const seo: SeoData = {
    canonicalPath: articleUrl(post.slug),
    type: 'article',
    image: featuredImagePath(post.imageUrl) ?? undefined,
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
      categoryLabels: post.categoryLabels.length ? post.categoryLabels : [post.categoryLabel].filter(Boolean),
      status: post.status,
    },
    html,
    preview: !isPublic,
    /** The list page the reader came from, for "Back to Resources". */
    backPage: page,
    seo,
    /** The post and its category names (src/server/pages.ts puts them on the response for caches). */
    cacheTags: [postTag(post.id), CATEGORIES_TAG],
  };
}
