/**
 * Public blog REST (docs/product.md §7). GET /api/blog-posts answers the whole published list; with
 * any of page, pageSize, search, category, sort or the other filters it answers that one page,
 * still as an array, with X-Total-Count, X-Page, X-Page-Size, X-Page-Count and a Link header for
 * the neighbours; with limit, after, before or order it pages by cursor (keyset: stable while
 * posts are published, deep pages as fast as the first) with Link and X-Next-Cursor /
 * X-Previous-Cursor. `fields` picks the post fields in every form (post-fields.ts). The parameters
 * are read once by public-post-query.ts, whose reading the response cache keys on.
 */
import { Router, type Request } from 'express';
import { NotFoundError, ValidationError, type PostImage, type PublicPost, type Services } from '../../services/index.js';
import { CATEGORIES_TAG, POSTS_TAG, postTag } from '../../shared/cache-tags.js';
import { MAX_PAGE_SIZE } from '../../shared/constants.js';
import type { CachePolicy } from '../http-cache/cache-policy.js';
import { pickFields, requestedFields, wantsContent, withHtml } from './post-fields.js';
import {
  CURSOR_PARAMS, FILTER_PARAMS, PAGE_PARAMS, list, postQueryString, present, readPostListQuery, readPostQuery, single, withParams,
  type PostParam, type PostQuery,
} from './public-post-query.js';

/** Lists show category names too (a rename rewrites them). */
const LIST_TAGS = [POSTS_TAG, CATEGORIES_TAG];
const LIST_PATH = '/api/blog-posts';

/** The request's query string as URLSearchParams (the one reading the response cache keys on). */
function searchParams(req: Request): URLSearchParams {
  const mark = req.originalUrl.indexOf('?');
  return new URLSearchParams(mark < 0 ? '' : req.originalUrl.slice(mark + 1));
}

function filterQuery(query: PostQuery) {
  return {
    search: single(query, 'search'),
    categories: list(query, 'category'),
    allCategories: list(query, 'allCategories'),
    author: single(query, 'author'),
    publishedAfter: single(query, 'publishedAfter'),
    publishedBefore: single(query, 'publishedBefore'),
    updatedSince: single(query, 'updatedSince'),
  };
}

/** A Link to the list read with some parameters set and others removed (built from the reading, not the raw URL). */
function linkTo(query: PostQuery, set: Partial<Record<PostParam, string>>, remove: PostParam[], rel: string): string {
  return `<${LIST_PATH}${postQueryString(withParams(query, set, remove))}>; rel="${rel}"`;
}

/** Posts per cursor page: a whole number from 1 to 50 (default 10). */
function cursorLimit(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1 || limit > MAX_PAGE_SIZE) throw new ValidationError({ limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
  return limit;
}

export function blogRoutes(services: Services, cache: CachePolicy): Router {
  const router = Router();
  // Other sites read these: the featured image's URLs are absolute.
  const absoluteImage = (image: PostImage) => services.postPresentation.absoluteImage(image);
  const html = (post: PublicPost) => services.postPresentation.html(post);

  router.get('/blog-posts', async (req, res) => {
    const query = readPostListQuery(searchParams(req));
    const fields = requestedFields(list(query, 'fields'));
    const paging = present(query, PAGE_PARAMS);
    const cursor = present(query, CURSOR_PARAMS);
    if (paging.length && cursor.length) {
      throw new ValidationError({ [cursor[0]!]: `${cursor.join(', ')} page by cursor and ${paging.join(', ')} by page number: use one or the other` });
    }
    if (cursor.length) {
      const backward = query.before !== undefined;
      if (backward && query.after !== undefined) throw new ValidationError({ before: 'Use after or before, not both' });
      const limit = cursorLimit(single(query, 'limit'));
      const connection = await services.posts.connection({
        ...filterQuery(query),
        ...(backward ? { last: limit, before: single(query, 'before') } : { first: limit, after: single(query, 'after') }),
        order: single(query, 'order'),
        includeContent: wantsContent(fields),
      });
      const { pageInfo } = connection;
      const links = [];
      if (pageInfo.hasNextPage && pageInfo.endCursor) links.push(linkTo(query, { after: pageInfo.endCursor }, ['before'], 'next'));
      if (pageInfo.hasPreviousPage && pageInfo.startCursor) links.push(linkTo(query, { before: pageInfo.startCursor }, ['after'], 'prev'));
      if (pageInfo.hasNextPage && pageInfo.endCursor) res.set('X-Next-Cursor', pageInfo.endCursor);
      if (pageInfo.hasPreviousPage && pageInfo.startCursor) res.set('X-Previous-Cursor', pageInfo.startCursor);
      if (links.length) res.set('Link', links.join(', '));
      cache.markRead(req, res, LIST_TAGS);
      const nodes = await withHtml(connection.edges.map((edge) => edge.node), fields, html);
      res.json(nodes.map((post) => pickFields(post, fields, absoluteImage)));
      return;
    }
    if (!paging.length && !present(query, FILTER_PARAMS).length) {
      const posts = await services.posts.listAllPublished({ includeContent: wantsContent(fields) });
      cache.markRead(req, res, LIST_TAGS);
      res.json((await withHtml(posts, fields, html)).map((post) => pickFields(post, fields, absoluteImage)));
      return;
    }
    const page = await services.posts.listPublished({
      ...filterQuery(query),
      page: single(query, 'page'),
      pageSize: single(query, 'pageSize'),
      sort: single(query, 'sort'),
      includeContent: wantsContent(fields),
    });
    const links = [];
    if (page.page > 1) links.push(linkTo(query, { page: String(page.page - 1) }, [], 'prev'));
    if (page.page < page.pageCount) links.push(linkTo(query, { page: String(page.page + 1) }, [], 'next'));
    res.set({
      'X-Total-Count': String(page.total),
      'X-Page': String(page.page),
      'X-Page-Size': String(page.pageSize),
      'X-Page-Count': String(page.pageCount),
      ...(links.length ? { Link: links.join(', ') } : {}),
    });
    cache.markRead(req, res, LIST_TAGS);
    res.json((await withHtml(page.items, fields, html)).map((post) => pickFields(post, fields, absoluteImage)));
  });

  router.get('/blog-posts/:slug', async (req, res) => {
    const query = readPostQuery(searchParams(req));
    const fields = requestedFields(list(query, 'fields'));
    const post = await services.posts.getPublishedBySlug(req.params.slug).catch(async (error: unknown) => {
      // An old slug of a public post: a permanent redirect (308 keeps the method) to its current URL, query kept.
      const movedTo = error instanceof NotFoundError ? await services.articles.movedTo(req.params.slug) : null;
      if (!movedTo) throw error;
      return movedTo;
    });
    if (typeof post === 'string') {
      // Tagged like a 404: a later post taking the old slug, or the post going, must purge it.
      cache.markRead(req, res, LIST_TAGS);
      res.redirect(308, `${LIST_PATH}/${encodeURIComponent(post)}${postQueryString(query)}`);
      return;
    }
    cache.markRead(req, res, [postTag(post.id), CATEGORIES_TAG]);
    res.json(pickFields((await withHtml([post], fields, html))[0]!, fields, absoluteImage));
  });

  router.get('/blog-categories', async (req, res) => {
    const categories = await services.categories.list();
    cache.markRead(req, res, [CATEGORIES_TAG]);
    res.json(categories);
  });

  return router;
}
