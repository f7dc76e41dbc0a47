/**
 * The dashboard's post list (issue 12, item 4): one page at a time, filtered by where a post
 * stands (draft, published and on the site, scheduled), searched over title, excerpt, author and
 * category names, newest or oldest first, with the count of each status for the same search.
 */
import { literal, Op, type Order, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { BlogPost, PostWorkingCopy } from '../../models/index.js';
import { ADMIN_PAGE_SIZE, POST_VISIBILITIES, postVisibility, type PostVisibility } from '../shared/admin-post-list.js';
import { ADMIN_SORTS, MAX_PAGE_SIZE, type AdminSort } from '../shared/constants.js';
import { parseWholeNumber } from '../shared/numbers.js';
import type { CategoryCatalogue } from './category-catalogue.js';
import { ValidationError } from './errors.js';
import { searchText } from './text-search.js';
import { categoryIdsColumn } from './public-reads/index.js';
import { parseCategoryIds, toAdminPost, type AdminPost } from './post.shapes.js';
import { searchCondition } from './text-search.js';
import { NOT_TRASHED } from './post-trash.js';
import { postFieldsOn } from '../shared/post-shape.js';

export interface AdminPageQuery {
  search?: string;
  /** newest (default) or oldest. */
  sort?: string;
  /** draft, published or scheduled; any status when missing. */
  status?: string;
  page?: number | string;
  pageSize?: number | string;
}

/** A post in the dashboard list: everything but the article body, and where it stands. */
export type AdminPostSummary = Omit<AdminPost, 'content'> & {
  visibility: PostVisibility;
  /** Someone has a working copy of it (issue 20): for a published post, changes not live yet. */
  hasUnpublishedChanges: boolean;
};

export interface AdminStatusCounts {
  all: number;
  draft: number;
  published: number;
  scheduled: number;
}

export interface AdminPostPage {
  items: AdminPostSummary[];
  /** Posts matching the search and status, on all pages. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: AdminSort;
  status: PostVisibility | null;
  search: string;
  /** Posts matching the search, by status (whatever status is chosen). */
  counts: AdminStatusCounts;
}

const ORDER: Record<AdminSort, Order> = { newest: [['publishDate', 'DESC'], ['id', 'DESC']], oldest: [['publishDate', 'ASC'], ['id', 'ASC']] };
/** Every stored field of a post but the article body (src/shared/post-shape.ts). */
const LIST_ATTRIBUTES = postFieldsOn('stored').filter((name) => name !== 'content');

/** The search over title, excerpt and author, or a category whose name contains it. */
export function adminSearchWhere(sequelize: Sequelize, catalogue: CategoryCatalogue, search: string): WhereOptions {
  if (!search) return NOT_TRASHED;
  const conditions = [searchCondition(sequelize, search, ['title', 'excerpt', 'author'])];
  const named = catalogue.containing(search).map((category) => category.id);
  if (named.length) conditions.push({ id: { [Op.in]: literal(`(SELECT postId FROM blog_post_categories WHERE categoryId IN (${named.join(', ')}))`) } });
  return { [Op.and]: [NOT_TRASHED, { [Op.or]: conditions }] };
}

function statusWhere(status: PostVisibility, now: Date): WhereOptions {
  if (status === 'draft') return { status: { [Op.ne]: 'published' } };
  return { status: 'published', publishDate: status === 'published' ? { [Op.lte]: now } : { [Op.gt]: now } };
}

function checked(query: AdminPageQuery) {
  const errors: Record<string, string> = {};
  const whole = (value: unknown, fallback: number, field: string, max: number) => {
    if (value === undefined || value === null || value === '') return fallback;
    const number = parseWholeNumber(value, { min: 1, max });
    if (number === null) errors[field] = `${field} must be a whole number from 1 to ${max}`;
    return number ?? fallback;
  };
  const page = whole(query.page, 1, 'page', 1_000_000);
  const pageSize = whole(query.pageSize, ADMIN_PAGE_SIZE, 'pageSize', MAX_PAGE_SIZE);
  const sort = query.sort || 'newest';
  if (!(ADMIN_SORTS as readonly string[]).includes(sort)) errors.sort = `sort must be one of ${ADMIN_SORTS.join(', ')}`;
  const status = query.status || null;
  if (status !== null && !(POST_VISIBILITIES as readonly string[]).includes(status)) errors.status = `status must be one of ${POST_VISIBILITIES.join(', ')}`;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { page, pageSize, sort: sort as AdminSort, status: status as PostVisibility | null, search: searchText(query.search) };
}

async function countByStatus(searchWhere: WhereOptions, now: Date): Promise<AdminStatusCounts> {
  const byStatus = await BlogPost.count({ where: searchWhere, group: ['status'] }) as unknown as Array<{ status: string; count: number }>;
  const scheduled = await BlogPost.count({ where: { [Op.and]: [searchWhere, statusWhere('scheduled', now)] } });
  const published = Number(byStatus.find((row) => row.status === 'published')?.count ?? 0);
  const all = byStatus.reduce((sum, row) => sum + Number(row.count), 0);
  return { all, draft: all - published, published: published - scheduled, scheduled };
}

export async function readAdminPage(sequelize: Sequelize, catalogue: CategoryCatalogue, query: AdminPageQuery, now: Date): Promise<AdminPostPage> {
  const { page: asked, pageSize, sort, status, search } = checked(query);
  const searchWhere = adminSearchWhere(sequelize, catalogue, search);
  const counts = await countByStatus(searchWhere, now);
  const total = status ? counts[status] : counts.all;
  const pageCount = Math.ceil(total / pageSize);
  // A page past the end (posts deleted meanwhile) shows the last one.
  const page = Math.max(1, Math.min(asked, pageCount));
  const rows = total === 0 ? [] : await BlogPost.findAll({
    where: status ? { [Op.and]: [searchWhere, statusWhere(status, now)] } : searchWhere,
    order: ORDER[sort],
    attributes: [...LIST_ATTRIBUTES, [literal(categoryIdsColumn('BlogPost')), 'categoryIds']],
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const copies = rows.length ? await PostWorkingCopy.findAll({ where: { postId: { [Op.in]: rows.map((row) => row.id) } }, attributes: ['postId'] }) : [];
  const withChanges = new Set(copies.map((copy) => copy.postId));
  const items = rows.map((row) => {
    const { content: _content, ...post } = toAdminPost(row, catalogue.categoriesOf(parseCategoryIds(row.get('categoryIds' as never))));
    return { ...post, visibility: postVisibility(post, now), hasUnpublishedChanges: withChanges.has(row.id) };
  });
  return { items, total, page, pageSize, pageCount, sort, status, search, counts };
}
