// https://vike.dev/data
// The resource library's state comes from the URL; the services page, search, filter and sort in
// the database, so the server renders every view and only one page of posts is ever loaded.
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blogListUrl, parseBlogQuery, type BlogListState } from '../../../src/shared/blog-url.js';
import { CATEGORIES_TAG, POSTS_TAG, categoryTag, postTag } from '../../../src/shared/cache-tags.js';
import { START_HERE_CATEGORY } from '../../../src/shared/constants.js';
import { LIST_POST_FIELDS, type FilterCategory, type ListPost } from '../../_components/blog/blog-types.js';
import { pickPostFields } from '../../../src/shared/post-shape.js';
import { formatMonthYear } from '../../../src/shared/dates.js';
import { listImage } from '../../_components/media/list-image.js';
import type { SeoData } from '../../_components/seo/seo.js';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { services } = pageContext;
  // Read from the raw URL: for client-side navigations (the pageContext.json request) Vike's
  // urlParsed keeps only the last value of a repeated parameter such as category=.
  const asked = parseBlogQuery(new URL(pageContext.urlOriginal, 'http://localhost').searchParams);
  // Read once: the filter shows them, and the list resolves the asked ones and names the posts' from them.
  const categories = await services.categories.list();
  const result = await services.posts.listPublished(
    { page: asked.page, search: asked.search, categories: asked.categories, sort: asked.sort },
    { categories, ignoreUnknownCategories: true },
  );
  // A category asked for that is none now may be an old slug of a renamed one: its links lead to
  // the new one for good (issue 20, item 8). Only then is the catalogue asked about old slugs.
  if (result.filterCategories.length < asked.categories.length) {
    const moved = await services.categories.movedTo(asked.categories);
    if (moved) throw redirect(blogListUrl({ ...asked, categories: moved }), 301);
  }
  // Filter values may be slugs or names; the URL and the chips always use slugs.
  const state: BlogListState = { ...asked, categories: result.filterCategories.map((category) => category.slug) };

  // A page past the end (e.g. after posts were removed) leads to the last page there is.
  if (result.pageCount > 0 && state.page > result.pageCount) {
    throw redirect(blogListUrl({ ...state, page: result.pageCount }));
  }

  // Search results are the site's own answers to a query: not pages for search engines to index.
  const seo: SeoData = { canonicalPath: blogListUrl(state), ...(state.search ? { noindex: true } : {}) };
  return {
    state,
    total: result.total,
    pageSize: result.pageSize,
    pageCount: result.pageCount,
    posts: result.items.map((post): ListPost => (
      { ...pickPostFields(post, LIST_POST_FIELDS), image: listImage(post.image), publishedLabel: formatMonthYear(post.publishDate) }
    )),
    // "Start Here" is not offered in the filter, but a link may still name it.
    categories: categories
      .filter((category) => category.name !== START_HERE_CATEGORY)
      .map(({ name, slug, group }): FilterCategory => ({ name, slug, group })),
    selected: result.filterCategories.map(({ name, slug, group }): FilterCategory => ({ name, slug, group })),
    seo,
    /** What this view shows (src/server/pages.ts puts them on the response for caches). */
    cacheTags: [POSTS_TAG, CATEGORIES_TAG, ...result.items.map((post) => postTag(post.id)), ...result.filterCategories.map((category) => categoryTag(category.id))],
  };
}
