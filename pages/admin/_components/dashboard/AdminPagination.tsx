/** Page links under the post list (20 a page): previous, the numbers (collapsed past 7 pages), next. */
import { paginationRange } from '../../../../src/shared/pagination.js';
import { listUrl, type PostListState } from './post-list-state.js';

export function AdminPagination({ state, page, pageCount }: { state: PostListState; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const url = (target: number) => listUrl({ ...state, page: target });
  return (
    <nav className="pagination is-small admin-pagination" aria-label="Post pages">
      <ul className="pagination-list">
        <li>
          {page > 1
            ? <a className="pagination-link" href={url(page - 1)} rel="prev">Previous<span className="is-sr-only"> page</span></a>
            : <span className="pagination-link is-disabled" aria-disabled="true">Previous<span className="is-sr-only"> page</span></span>}
        </li>
        {paginationRange(page, pageCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <a className={`pagination-link${item === page ? ' is-current' : ''}`} href={url(item)}
                aria-label={item === page ? `Page ${item}, current page` : `Page ${item}`} aria-current={item === page ? 'page' : undefined}>
                {item}
              </a>
            ) : <span className="pagination-ellipsis" aria-hidden="true">&hellip;</span>}
          </li>
        ))}
        <li>
          {page < pageCount
            ? <a className="pagination-link" href={url(page + 1)} rel="next">Next<span className="is-sr-only"> page</span></a>
            : <span className="pagination-link is-disabled" aria-disabled="true">Next<span className="is-sr-only"> page</span></span>}
        </li>
      </ul>
    </nav>
  );
}
