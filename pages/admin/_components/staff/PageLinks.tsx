/** Previous / numbered / Next links for a paged list whose page is in its URL. */
import { paginationRange } from '../../../../src/shared/pagination.js';

export function PageLinks({ page, pageCount, url, label }: { page: number; pageCount: number; url: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination is-small admin-pagination" aria-label={label}>
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
                aria-label={item === page ? `Page ${item}, current page` : `Page ${item}`} aria-current={item === page ? 'page' : undefined}>{item}</a>
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
