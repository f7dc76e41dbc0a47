/**
 * The public list's parameters as callers give them (strings from a query string included),
 * checked with a clear 400, and turned into the list's filter and shape (statements.ts).
 */
import { BLOG_PAGE_SIZE, DEFAULT_PUBLIC_SORT, MAX_PAGE_SIZE, PUBLIC_SORT_KEYS, type PublicSort } from '../../shared/constants.js';
import type { CategoryCatalogue, CategoryShape } from '../category-catalogue.js';
import { ValidationError } from '../errors.js';
import type { ListShape, PostFilter } from './statements.js';
import { collapseWhitespace, searchTerms, searchText } from '../text-search.js';

/** What narrows a list of published posts; every field is optional and they combine with AND. */
export interface PostFilterQuery {
  search?: string;
  /** Category slugs or names; a post matches when it has any of them. */
  categories?: string[];
  /** Category slugs or names; a post matches when it has every one of them. */
  allCategories?: string[];
  /** The author's name as stored, regardless of case. */
  author?: string;
  /** Dates: Date objects, or ISO 8601 strings from a query string (checked). */
  publishedAfter?: Date | string;
  publishedBefore?: Date | string;
  updatedSince?: Date | string;
}

export interface PostListQuery extends PostFilterQuery {
  /** Whole numbers from 1; strings from a query string are accepted and checked. */
  page?: number | string;
  pageSize?: number | string;
  sort?: string;
  /** List pages need no article bodies. */
  includeContent?: boolean;
}

export function listWindow(query: PostListQuery): { page: number; pageSize: number } {
  return {
    page: positiveInt(query.page, 1, 'page'),
    pageSize: Math.min(positiveInt(query.pageSize, BLOG_PAGE_SIZE, 'pageSize'), MAX_PAGE_SIZE),
  };
}

/**
 * The filter of a query. `narrowed` says whether anything beyond visibility applies (the list
 * pins only without it); `filterCategories` are the any-of categories found, in the order asked.
 * An unknown category is a 400 naming it (an API client learns its slug went stale), unless
 * `ignoreUnknownCategories` (the /blog page's URL state, where an old link still shows the list).
 */
export function postFilter(query: PostFilterQuery, catalogue: CategoryCatalogue, now: Date, ignoreUnknownCategories = false) {
  const filter: PostFilter = { now };
  const search = searchText(query.search);
  const any = catalogue.resolve(query.categories ?? []);
  const all = catalogue.resolve(query.allCategories ?? []);
  if (!ignoreUnknownCategories && (any.unknown.length || all.unknown.length)) {
    const problems: Record<string, string> = {};
    if (any.unknown.length) problems.categories = unknownCategories(any.unknown);
    if (all.unknown.length) problems.allCategories = unknownCategories(all.unknown);
    throw new ValidationError(problems);
  }
  if (any.found.length > 0) filter.anyCategoryIds = any.found.map((category) => category.id);
  if (all.found.length) filter.allCategoryIds = all.found.map((category) => category.id);
  if (search) filter.search = { terms: searchTerms(search), categoryIds: catalogue.containing(search).map((category) => category.id) };
  const author = collapseWhitespace(String(query.author ?? '').replace(/\0/g, '')).slice(0, 200);
  if (author) filter.author = author;
  for (const field of ['publishedAfter', 'publishedBefore', 'updatedSince'] as const) {
    const date = dateParam(query[field], field);
    if (date) filter[field] = date;
  }
  const narrowed = Object.keys(filter).length > 1;
  return { filter, narrowed, filterCategories: any.found satisfies CategoryShape[] };
}

function unknownCategories(names: readonly string[]): string {
  return `Unknown category: ${[...new Set(names)].join(', ')} (a slug or name from the categories list)`;
}

/**
 * The filter and the order. Pinning applies without search and filters; the category sorts read
 * one part per first category, newest first within each.
 */
export function listShape(query: PostListQuery, catalogue: CategoryCatalogue, now: Date, ignoreUnknownCategories: boolean) {
  const sort = publicSort(query.sort);
  const { filter, narrowed, filterCategories } = postFilter(query, catalogue, now, ignoreUnknownCategories);
  const shape: ListShape = {
    filter,
    order: sort === 'oldest' ? 'oldest' : 'newest',
    pinned: !narrowed,
    firstCategoryOrder: sort === 'category-asc' ? 'asc' : sort === 'category-desc' ? 'desc' : undefined,
  };
  return { shape, filterCategories };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A date from a Date or an ISO 8601 string (a date alone is midnight UTC); anything else is a 400 naming the field. */
export function dateParam(value: unknown, field: string): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const date = value instanceof Date ? value : typeof value === 'string' && ISO_DATE.test(value.trim()) ? new Date(value.trim()) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw new ValidationError({ [field]: `${field} must be an ISO 8601 date or date-time, such as 2026-01-31 or 2026-01-31T09:00:00Z` });
  }
  return date;
}

export function positiveInt(value: unknown, fallback: number, field: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new ValidationError({ [field]: `${field} must be a positive whole number` });
  }
  return number;
}

function publicSort(value: unknown): PublicSort {
  if (value === undefined || value === null || value === '') return DEFAULT_PUBLIC_SORT;
  if (typeof value !== 'string' || !PUBLIC_SORT_KEYS.includes(value)) {
    throw new ValidationError({ sort: `sort must be one of ${PUBLIC_SORT_KEYS.join(', ')}` });
  }
  return value as PublicSort;
}
