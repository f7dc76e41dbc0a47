/**
 * The dashboard list's state lives in the URL (issue 12, item 4), so it survives a reload, the
 * back button and a shared link: /admin?tab=blog&status=draft&search=calm&sort=oldest&page=2.
 * Defaults are left out of the URL; unknown values read as the defaults.
 */
import { ADMIN_SORTS, type AdminSort } from '../../../../src/shared/constants.js';
import { POST_VISIBILITIES, type PostVisibility } from '../../../../src/shared/admin-post-list.js';
import { DASHBOARD_PATH } from '../admin-paths.js';
import type { AdminPostPageVariables, AdminPostSort, PostVisibility as PostVisibilityEnum } from '../../../_graphql/operations/post.operations.js';

export interface PostListState {
  status: PostVisibility | null;
  search: string;
  sort: AdminSort;
  page: number;
}

export const DEFAULT_LIST_STATE: PostListState = { status: null, search: '', sort: 'newest', page: 1 };

export function readListState(search: Record<string, string | undefined>): PostListState {
  const status = (POST_VISIBILITIES as readonly string[]).includes(search.status ?? '') ? (search.status as PostVisibility) : null;
  const sort = (ADMIN_SORTS as readonly string[]).includes(search.sort ?? '') ? (search.sort as AdminSort) : 'newest';
  const page = /^\d{1,6}$/.test(search.page ?? '') ? Math.max(1, Number(search.page)) : 1;
  return { status, search: (search.search ?? '').slice(0, 200), sort, page };
}

export function listUrl(state: PostListState): string {
  const params = new URLSearchParams({ tab: 'blog' });
  if (state.status) params.set('status', state.status);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return `${DASHBOARD_PATH}?${params.toString()}`;
}

/** The GraphQL variables of a state (the enums' names are the same words as the URL's). */
export function listVariables(state: PostListState): AdminPostPageVariables {
  return {
    page: state.page,
    search: state.search.trim() || undefined,
    sort: state.sort as AdminPostSort,
    status: state.status ? (state.status as PostVisibilityEnum) : undefined,
  };
}
