/**
 * One post on the dashboard: a checkbox for the bulk actions, title, Draft, Scheduled (and when,
 * in the site's zone) or Published, "Has unpublished changes" (issue 20), date, author, categories, and the actions: Edit, "View on site" for a
 * post readers can see or "Preview" for a draft or a scheduled one (staff see it at its address),
 * and Delete.
 */
import { formatDateTime, formatShortMonthYear } from '../../../../src/shared/dates.js';
import { articleUrl } from '../../../../src/shared/blog-url.js';
import type { AdminPostListItem } from '../../../_graphql/operations/post.operations.js';
import { editPostPath } from '../admin-paths.js';
import { useCan } from '../viewer.js';

export interface PostRowProps {
  post: AdminPostListItem;
  selected: boolean;
  onSelect: (post: AdminPostListItem, selected: boolean) => void;
  onDelete: (post: AdminPostListItem) => void;
}

export function PostRow({ post, selected, onSelect, onDelete }: PostRowProps) {
  const published = post.status === 'published';
  const labels = post.categoryLabels.length ? post.categoryLabels : post.categoryLabel ? [post.categoryLabel] : [];
  const onSite = post.visibility === 'published';
  const mayDelete = useCan('posts.delete');
  return (
    <li className={`admin-post${selected ? ' is-selected' : ''}`} data-testid="admin-post">
      <div className="admin-post-select">
        <input type="checkbox" checked={selected} aria-label={`Select ${post.title}`} onChange={(event) => onSelect(post, event.target.checked)} />
      </div>
      <div className="admin-post-main">
        <h2 className="admin-post-title">
          <a href={editPostPath(post.id)}>{post.title}</a>
        </h2>
        <div className="admin-post-meta">
          {post.visibility === 'scheduled' ? (
            <span className="tag is-info is-light admin-status-tag">Scheduled</span>
          ) : (
            <span className={`tag ${published ? 'is-success' : 'is-warning'} is-light admin-status-tag`}>{published ? 'Published' : 'Draft'}</span>
          )}
          {post.visibility === 'scheduled' ? (
            <span className="admin-scheduled" title={formatDateTime(post.publishDate)}>
              for {formatDateTime(post.publishDate)}
            </span>
          ) : null}
          {post.hasUnpublishedChanges ? <span className="tag is-warning is-light admin-changes-tag">{published ? 'Has unpublished changes' : 'Has unsaved changes'}</span> : null}
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
        <a className="button is-small is-light" href={articleUrl(post.slug)} target="_blank" rel="noopener"
          aria-label={`${onSite ? 'View on site' : 'Preview'}: ${post.title} (opens in a new tab)`}>
          {onSite ? 'View on site' : 'Preview'}
        </a>
        {mayDelete ? (
          <button type="button" className="button is-small is-danger is-outlined" aria-label={`Delete ${post.title}`} onClick={() => onDelete(post)}>
            Delete
          </button>
        ) : null}
      </div>
    </li>
  );
}
