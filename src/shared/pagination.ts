/**
 * The collapse rule of the resource library's pagination (docs/product.md §2 and §9): every page up
 * to 7 pages; beyond that near the start 1-4 then the last, near the end 1 then the last 4, and in
 * the middle 1, current-1..current+1, last, with ellipses for the gaps.
 */
import { PAGINATION_COLLAPSE_AFTER } from './constants.js';

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

export function paginationRange(current: number, pageCount: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(pageCount));
  if (total <= PAGINATION_COLLAPSE_AFTER) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  if (page <= 3) return [1, 2, 3, 4, 'end-ellipsis', total];
  if (page >= total - 2) return [1, 'start-ellipsis', total - 3, total - 2, total - 1, total];
  return [1, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', total];
}
