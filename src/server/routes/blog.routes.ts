/**
 * Public blog REST (SPEC section 7). GET /api/blog-posts answers the whole published list; with
 * any of page, pageSize, search, category, sort or the other filters it answers that one page,
 * still as an array, with X-Total-Count, X-Page, X-Page-Size, X-Page-Count and a Link header for
 * the neighbours; with limit, after, before or order it pages by cursor (keyset: stable while
 * posts are published, deep pages as fast as the first) with Link and X-Next-Cursor /
 * X-Previous-Cursor. `fields` picks the post fields in every form (post-fields.ts).
 */
import { Router, type Request } from 'express';
import { ValidationError, type Services } from '../../services/index.js';
import { CATEGORIES_TAG, POSTS_TAG, postTag } from '../../shared/cache-tags.js';
import { MAX_PAGE_SIZE } from '../../shared/constants.js';
import type { CachePolicy } from '../http-cache/cache-policy.js';
import { listParam, pickFields, requestedFields, wantsContent } from './post-fields.js';

/** Lists show category names too (a rename rewrites them). */
const LIST_TAGS = [POSTS_TAG, CATEGORIES_TAG];

const FILTER_PARAMS = ['search', 'category', 'allCategories', 'author', 'publishedAfter', 'publishedBefore', 'updatedSince'];
const PAGE_PARAMS = ['page', 'pageSize', 'sort'];
const CURSOR_PARAMS = ['limit', 'after', 'before', 'order'];

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : undefined;
}

function filterQuery(req: Request) {
  return {
    search: stringParam(req.query.search),
    categories: listParam(req.query.category),
    allCategories: listParam(req.query.allCategories),
    author: stringParam(req.query.author),
    publishedAfter: stringParam(req.query.publishedAfter),
    publishedBefore: stringParam(req.query.publishedBefore),
    updatedSince: stringParam(req.query.updatedSince),
  };
}

/** This request's URL with some parameters set and others removed. */
function linkTo(req: Request, set: Record<string, string>, remove: string[], rel: string): string {
  const url = new URL(req.originalUrl, 'http://placeholder');
  for (const name of remove) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(set)) url.searchParams.set(name, value);
  return `<${url.pathname}${url.search}>; rel="${rel}"`;
}

/** Posts per cursor page: a whole number from 1 to 50 (default 10). */
function cursorLimit(value: unknown): number | undefined {
  const text = stringParam(value);
  if (text === undefined || text === '') return undefined;
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1 || limit > MAX_PAGE_SIZE) throw new ValidationError({ limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
  return limit;
}

const has = (req: Request, names: string[]) => names.filter((name) => name in req.query);

export function blogRoutes(services: Services, cache: CachePolicy): Router {
  const router = Router();

  router.get('/blog-posts', async (req, res) => {
    const fields = requestedFields(req.query.fields);
    const paging = has(req, PAGE_PARAMS);
    const cursor = has(req, CURSOR_PARAMS);
    if (paging.length && cursor.length) {
      throw new ValidationError({ [cursor[0]!]: `${cursor.join(', ')} page by cursor and ${paging.join(', ')} by page number: use one or the other` });
    }
    if (cursor.length) {
      const backward = 'before' in req.query;
      if (backward && 'after' in req.query) throw new ValidationError({ before: 'Use after or before, not both' });
      const limit = cursorLimit(req.query.limit);
      const connection = await services.posts.connection({
        ...filterQuery(req),
        ...(backward ? { last: limit, before: stringParam(req.query.before) } : { first: limit, after: stringParam(req.query.after) }),
        order: stringParam(req.query.order),
        includeContent: wantsContent(fields),
      });
      const { pageInfo } = connection;
      const links = [];
      if (pageInfo.hasNextPage && pageInfo.endCursor) links.push(linkTo(req, { after: pageInfo.endCursor }, ['before'], 'next'));
      if (pageInfo.hasPreviousPage && pageInfo.startCursor) links.push(linkTo(req, { before: pageInfo.startCursor }, ['after'], 'prev'));
      if (pageInfo.hasNextPage && pageInfo.endCursor) res.set('X-Next-Cursor', pageInfo.endCursor);
      if (pageInfo.hasPreviousPage && pageInfo.startCursor) res.set('X-Previous-Cursor', pageInfo.startCursor);
      if (links.length) res.set('Link', links.join(', '));
      cache.markRead(req, res, LIST_TAGS);
      res.json(connection.edges.map((edge) => pickFields(edge.node, fields)));
      return;
    }
    if (!paging.length && !has(req, FILTER_PARAMS).length) {
      const posts = await services.posts.listAllPublished({ includeContent: wantsContent(fields) });
      cache.markRead(req, res, LIST_TAGS);
      res.json(posts.map((post) => pickFields(post, fields)));
      return;
    }
    const page = await services.posts.listPublished({
      ...filterQuery(req),
      page: stringParam(req.query.page),
      pageSize: stringParam(req.query.pageSize),
      sort: stringParam(req.query.sort),
      includeContent: wantsContent(fields),
    });
    const links = [];
    if (page.page > 1) links.push(linkTo(req, { page: String(page.page - 1) }, [], 'prev'));
    if (page.page < page.pageCount) links.push(linkTo(req, { page: String(page.page + 1) }, [], 'next'));
    res.set({
      'X-Total-Count': String(page.total),
      'X-Page': String(page.page),
      'X-Page-Size': String(page.pageSize),
      'X-Page-Count': String(page.pageCount),
      ...(links.length ? { Link: links.join(', ') } : {}),
    });
    cache.markRead(req, res, LIST_TAGS);
    res.json(page.items.map((post) => pickFields(post, fields)));
  });

  router.get('/blog-posts/:slug', async (req, res) => {
    const fields = requestedFields(req.query.fields);
    const post = await services.posts.getPublishedBySlug(req.params.slug);
    cache.markRead(req, res, [postTag(post.id), CATEGORIES_TAG]);
    res.json(pickFields(post, fields));
  });

  router.get('/blog-categories', async (req, res) => {
    const categories = await services.categories.list();
    cache.markRead(req, res, [CATEGORIES_TAG]);
    res.json(categories);
  });

  return router;
}
