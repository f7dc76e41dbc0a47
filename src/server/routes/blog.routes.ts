/**
 * Public blog REST (SPEC section 7). GET /api/blog-posts answers the whole published list; with
 * any of page, pageSize, search, category or sort it answers that one page, still as an array,
 * with X-Total-Count, X-Page, X-Page-Size, X-Page-Count and a Link header for the neighbours.
 */
import { Router, type Request } from 'express';
import type { Services } from '../../services/index.js';

const PAGING_PARAMS = ['page', 'pageSize', 'search', 'category', 'sort'];

function listParam(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((item) => String(item).split(',')).map((item) => item.trim()).filter(Boolean);
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : undefined;
}

function pageLink(req: Request, page: number, rel: string): string {
  const url = new URL(req.originalUrl, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `<${url.pathname}${url.search}>; rel="${rel}"`;
}

export function blogRoutes(services: Services): Router {
  const router = Router();

  router.get('/blog-posts', async (req, res) => {
    if (!PAGING_PARAMS.some((name) => name in req.query)) {
      res.json(await services.posts.listAllPublished());
      return;
    }
    const page = await services.posts.listPublished({
      page: stringParam(req.query.page),
      pageSize: stringParam(req.query.pageSize),
      search: stringParam(req.query.search),
      categories: listParam(req.query.category),
      sort: stringParam(req.query.sort),
      includeContent: true,
    });
    const links = [];
    if (page.page > 1) links.push(pageLink(req, page.page - 1, 'prev'));
    if (page.page < page.pageCount) links.push(pageLink(req, page.page + 1, 'next'));
    res.set({
      'X-Total-Count': String(page.total),
      'X-Page': String(page.page),
      'X-Page-Size': String(page.pageSize),
      'X-Page-Count': String(page.pageCount),
      ...(links.length ? { Link: links.join(', ') } : {}),
    });
    res.json(page.items);
  });

  router.get('/blog-posts/:slug', async (req, res) => {
    res.json(await services.posts.getPublishedBySlug(req.params.slug));
  });

  router.get('/blog-categories', async (_req, res) => {
    res.json(await services.categories.list());
  });

  return router;
}
