/**
 * The resource library keeps its whole state in the URL (page, search, categories, sort), so
 * every view is a shareable link the server can render. These helpers read that state from a
 * query string and build the list, article and back-link URLs from it.
 */
import { DEFAULT_PUBLIC_SORT, FEATURED_IMAGE_KEYS, PUBLIC_SORT_KEYS, type PublicSort } from './constants.js';
import { parseWholeNumber } from './numbers.js';
import { siteImage } from './site-images.js';

export const BLOG_PATH = '/blog';
const MAX_SEARCH_LENGTH = 200;
const MAX_CATEGORIES = 50;
const MAX_PAGE = 999_999_999;

export interface BlogListState {
  page: number;
  search: string;
  /** Category slugs, in the order they were chosen. */
  categories: string[];
  sort: PublicSort;
}

export const DEFAULT_BLOG_STATE: BlogListState = { page: 1, search: '', categories: [], sort: DEFAULT_PUBLIC_SORT };

type QueryValues = Record<string, string[] | string | undefined>;

function all(query: QueryValues, name: string): string[] {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A whole number from 1, or 1 for anything else (a bad ?page= must not break the page). */
export function parsePage(value: string | undefined | null): number {
  return parseWholeNumber(value?.trim(), { min: 1, max: MAX_PAGE }) ?? 1;
}

/** Reads the list state from query values (Vike's urlParsed.searchAll, or URLSearchParams). */
export function parseBlogQuery(query: QueryValues | URLSearchParams): BlogListState {
  const values: QueryValues = query instanceof URLSearchParams ? toValues(query) : query;
  const sort = all(values, 'sort')[0]?.trim() ?? '';
  const categories = all(values, 'category')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return {
    page: parsePage(all(values, 'page')[0]),
    search: (all(values, 'search')[0] ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    categories: [...new Set(categories)].slice(0, MAX_CATEGORIES),
    sort: PUBLIC_SORT_KEYS.includes(sort) ? (sort as PublicSort) : DEFAULT_PUBLIC_SORT,
  };
}

function toValues(params: URLSearchParams): QueryValues {
  const values: Record<string, string[]> = {};
  for (const [name, value] of params) (values[name] ??= []).push(value);
  return values;
}

function queryString(pairs: Array<[string, string]>): string {
  if (!pairs.length) return '';
  return '?' + pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/** The query string ("?search=…&category=…&sort=…&page=n", or "") of a list state; defaults are left out. */
export function listQuery(state: Partial<BlogListState> = {}): string {
  const full = { ...DEFAULT_BLOG_STATE, ...state };
  const pairs: Array<[string, string]> = [];
  if (full.search.trim()) pairs.push(['search', full.search.trim()]);
  for (const slug of full.categories) pairs.push(['category', slug]);
  if (full.sort !== DEFAULT_PUBLIC_SORT) pairs.push(['sort', full.sort]);
  if (full.page > 1) pairs.push(['page', String(full.page)]);
  return queryString(pairs);
}

/** The list URL for a state; defaults (page 1, no search, no categories, Most Recent) are left out. */
export function blogListUrl(state: Partial<BlogListState> = {}): string {
  return BLOG_PATH + listQuery(state);
}

/** A new state after a change of search, categories or sort: always back to page 1. */
export function changeFilters(state: BlogListState, change: Partial<Omit<BlogListState, 'page'>>): BlogListState {
  return { ...state, ...change, page: 1 };
}

/** A list page number (1, 2, …) or a whole list state. */
export type ListOrigin = number | Partial<BlogListState>;

function originState(from: ListOrigin): Partial<BlogListState> {
  return typeof from === 'number' ? { page: from } : from;
}

/**
 * An article's URL; the list view it was opened from (search, categories, sort, page) rides
 * along in the query, so "Back to Resources" returns to exactly that view.
 */
export function articleUrl(slug: string, from: ListOrigin = 1): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}${listQuery(originState(from))}`;
}

/** Where "Back to Resources" leads: the list view the reader came from. */
export function backToListUrl(from: ListOrigin = 1): string {
  return blogListUrl(originState(from));
}

/** True when the search or any category narrows the list (the sort does not). */
export function hasFilters(state: Pick<BlogListState, 'search' | 'categories'>): boolean {
  return state.search.trim() !== '' || state.categories.length > 0;
}

/** The file of a featured image under public/, or null when the key is not one of the known images. */
export function featuredImageFile(key: string | null | undefined): string | null {
  return key && FEATURED_IMAGE_KEYS.includes(key) ? `/images/featured/${key}.svg` : null;
}

/** The URL of a featured image (fingerprinted: src/shared/site-images.ts), or null when the key is not one of the known images. */
export function featuredImagePath(key: string | null | undefined): string | null {
  const file = featuredImageFile(key);
  return file && siteImage(file);
}
