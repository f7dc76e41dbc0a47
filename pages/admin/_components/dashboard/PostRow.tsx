/** One post on the dashboard: title, Published or Draft (and when a scheduled one appears), date, actions. */
import { formatDateTime, formatShortMonthYear } from '../../../../src/shared/dates.js';
import type { AdminPostSummary } from '../../../../graphql/client/operations/post.operations.js';
import { editPostPath } from '../admin-paths.js';
import { isScheduled } from '../../../../src/shared/post-visibility.js';
import { formatDayMonthYear } from '../format-date.js';

export function PostRow({ post, onDelete }: { post: AdminPostSummary; onDelete: (post: AdminPostSummary) => void }) {
  const published = post.status === 'published';
  const labels = post.categoryLabels.length ? post.categoryLabels : post.categoryLabel ? [post.categoryLabel] : [];
  return (
    <li className="admin-post" data-testid="admin-post">
      <div className="admin-post-main">
        <h2 className="admin-post-title">
          <a href={editPostPath(post.id)}>{post.title}</a>
        </h2>
        <div className="admin-post-meta">
          <span className={`tag ${published ? 'is-success' : 'is-warning'} is-light admin-status-tag`}>{published ? 'Published' : 'Draft'}</span>
          {isScheduled(post) ? (
            <span className="admin-scheduled" title={formatDateTime(post.publishDate)}>
              Scheduled for {formatDayMonthYear(post.publishDate)}
            </span>
          ) : null}
          <time dateTime={post.publishDate}>{formatShortMonthYear(post.publishDate)}</time>
          <span>by {post.author}</span>
        </div>
        {labels.length ? (
          <ul className="tags admin-post-categories" aria-label="Categories">
            {labels.map((label) => <li key={label} className="tag is-white">{label}</li>)}
          </ul>
        ) : null}
        <p className="admin-post-excerpt">{post.excerpt}</p>
      </div>
      <div className="buttons admin-post-actions">
        <a className="button is-small" href={editPostPath(post.id)} aria-label={`Edit ${post.title}`}>Edit</a>
        <button type="button" className="button is-small is-danger is-outlined" aria-label={`Delete ${post.title}`} onClick={() => onDelete(post)}>
          Delete
        </button>
      </div>
    </li>
  );
}
