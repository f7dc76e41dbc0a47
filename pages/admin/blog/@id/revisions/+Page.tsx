// https://vike.dev/Page — /admin/blog/{id}/revisions (issue 12, item 3): a post's saves, newest first;
// the chosen one (?revision=) compared with the post now, viewed whole, or restored.
import { useQuery } from '@apollo/client/react';
import { usePageContext } from 'vike-react/usePageContext';
import { POST_REVISIONS_QUERY } from '../../../../_graphql/operations/post.operations.js';
import { readGraphQLError } from '../../../../_graphql/errors.js';
import { formatSavedAt } from '../../../../../src/shared/dates.js';
import { editPostPath, revisionsPath } from '../../../_components/admin-paths.js';
import { AdminBackButton } from '../../../_components/AdminBackButton.js';
import { RevisionDetail, savedByText } from '../../../_components/revisions/RevisionDetail.js';
import '../../../_components/revisions/revisions.css';

export default function Page() {
  const { routeParams, urlParsed } = usePageContext();
  const id = /^\d{1,10}$/.test(routeParams.id ?? '') ? Number(routeParams.id) : NaN;
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, loading, error } = useQuery(POST_REVISIONS_QUERY, { variables: { postId: id }, skip: !valid, fetchPolicy: 'network-only' });
  const revisions = data?.postRevisions ?? [];
  const asked = Number(urlParsed.search.revision);
  // By default the save before the latest one: what the last save changed.
  const selected = revisions.find((revision) => revision.id === asked) ?? revisions[1] ?? revisions[0];

  return (
    <div className="container admin-container admin-page admin-revisions-page">
      <header className="admin-page-header">
        <div>
          {valid ? <AdminBackButton href={editPostPath(id)}>Back to the post</AdminBackButton> : <AdminBackButton />}
          <h1 className="title is-3">Revisions</h1>
          {data ? <p className="admin-muted">{data.adminPost.title}: {revisions.length === 1 ? '1 save' : `${revisions.length} saves`}</p> : null}
        </div>
      </header>
      {loading && !data ? <p role="status" className="admin-muted">Loading revisions...</p> : null}
      {!valid || (error && !data) ? (
        <div className="notification is-danger is-light" role="alert">
          <p className="has-text-weight-semibold">Failed to load revisions</p>
          {error ? <p>{readGraphQLError(error).message ?? ''}</p> : null}
        </div>
      ) : null}
      {data && !revisions.length ? <p className="admin-empty">No revisions yet: the next save of this post keeps the first one.</p> : null}
      {data && selected ? (
        <div className="admin-revisions">
          <nav aria-label="Revisions of this post">
            <ol className="admin-revision-list">
              {revisions.map((revision, index) => (
                <li key={revision.id}>
                  <a href={revisionsPath(id, revision.id)} aria-current={revision.id === selected.id ? 'page' : undefined} {...{ 'keep-scroll-position': '' }}>
                    <span className="admin-revision-when"><time dateTime={revision.savedAt}>{formatSavedAt(revision.savedAt)}</time>{index === 0 ? ' (latest)' : ''}</span>
                    <span className="admin-revision-who">by {savedByText(revision.savedBy, revision.savedByKind)} · {revision.status === 'published' ? 'Published' : 'Draft'}</span>
                    <span className="admin-revision-title">{revision.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <RevisionDetail key={selected.id} revisionId={selected.id} postId={id} />
        </div>
      ) : null}
    </div>
  );
}
