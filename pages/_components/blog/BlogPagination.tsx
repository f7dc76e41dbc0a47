// Page links with previous/next arrows; collapses with ellipses beyond 7 pages (src/shared/pagination.ts).
// Plain links, so paging works without JavaScript; with it, Vike's router fetches only the data
// and focus moves to the new page's results summary (results-focus.ts). The DOM order is the
// visual order: previous, the numbers, next.
import type { MouseEvent } from 'react';
import { blogListUrl, type BlogListState } from '../../../src/shared/blog-url.js';
import { paginationRange } from '../../../src/shared/pagination.js';
import { focusResultsNext } from './results-focus.js';

/** A plain click (not one that opens a new tab or window) shows the next page here. */
function onPageLinkClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) focusResultsNext();
}

export function BlogPagination({ state, pageCount }: { state: BlogListState; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { page } = state;
  const url = (target: number) => blogListUrl({ ...state, page: target });
  return (
    <nav className="pagination is-centered blog-pagination" role="navigation" aria-label="Pagination">
      {page > 1 ? (
        <a className="pagination-previous" href={url(page - 1)} aria-label="Previous page" rel="prev" onClick={onPageLinkClick}>
          <span aria-hidden="true">←</span>
        </a>
      ) : (
        <span className="pagination-previous is-disabled" aria-disabled="true" aria-label="Previous page" role="link">
          <span aria-hidden="true">←</span>
        </span>
      )}
      <ul className="pagination-list">
        {paginationRange(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <a
                className={`pagination-link${item === page ? ' is-current' : ''}`}
                href={url(item)}
                aria-label={item === page ? `Page ${item}, current page` : `Go to page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={onPageLinkClick}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item}>
              <span className="pagination-ellipsis" aria-hidden="true">&hellip;</span>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <a className="pagination-next" href={url(page + 1)} aria-label="Next page" rel="next" onClick={onPageLinkClick}>
          <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span className="pagination-next is-disabled" aria-disabled="true" aria-label="Next page" role="link">
          <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}
