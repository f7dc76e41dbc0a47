/**
 * The status filter above the post list: All, Published, Scheduled, Drafts, each with how many
 * posts the search finds. Links (the state is in the URL), the chosen one marked aria-current.
 */
import type { PostVisibility } from '../../../../src/shared/admin-post-list.js';
import type { AdminPostPage } from '../../../_graphql/operations/post.operations.js';
import { listUrl, type PostListState } from './post-list-state.js';

const FILTERS: ReadonlyArray<{ status: PostVisibility | null; label: string; count: keyof AdminPostPage['counts'] }> = [
  { status: null, label: 'All', count: 'all' },
  { status: 'published', label: 'Published', count: 'published' },
  { status: 'scheduled', label: 'Scheduled', count: 'scheduled' },
  { status: 'draft', label: 'Drafts', count: 'draft' },
];

export function StatusFilter({ state, counts }: { state: PostListState; counts?: AdminPostPage['counts'] }) {
  return (
    <nav className="admin-status-filter" aria-label="Filter posts by status">
      <ul>
        {FILTERS.map((filter) => {
          const current = filter.status === state.status;
          return (
            <li key={filter.label}>
              <a href={listUrl({ ...state, status: filter.status, page: 1 })} aria-current={current ? 'true' : undefined}
                className={current ? 'is-current' : undefined} {...{ 'keep-scroll-position': '' }}>
                {filter.label}
                {counts ? <span className="admin-filter-count"> ({counts[filter.count]})</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
