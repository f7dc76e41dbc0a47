// https://vike.dev/Page — /admin/preview/{token} (issue 20): a working copy as readers would see it once made live; staff only, never cached.
import { useQuery } from '@apollo/client/react';
import { usePageContext } from 'vike-react/usePageContext';
import { WORKING_COPY_PREVIEW_QUERY } from '../../../_graphql/operations/editor.operations.js';
import { readGraphQLError } from '../../../_graphql/errors.js';
import { formatDateTime } from '../../../../src/shared/dates.js';
import { editPostPath } from '../../_components/admin-paths.js';

export default function Page() {
  const { routeParams } = usePageContext();
  const { data, loading, error } = useQuery(WORKING_COPY_PREVIEW_QUERY, { variables: { token: routeParams.token ?? '' }, fetchPolicy: 'network-only' });
  const preview = data?.workingCopyPreview;
  return (
    <div className="container admin-container admin-page">
      {loading ? <p role="status" className="admin-muted">Loading preview...</p> : null}
      {error ? <p className="notification is-danger is-light" role="alert">{readGraphQLError(error).message ?? 'Failed to load the preview'}</p> : null}
      {preview ? (
        <>
          <p className="notification is-warning is-light" role="status">
            Private preview of unsaved changes by {preview.savedBy}, kept on <time dateTime={preview.savedAt}>{formatDateTime(preview.savedAt)}</time>. Readers do not see them until the post is updated.
            {preview.postId ? <> <a href={editPostPath(preview.postId)}>Back to the editor</a></> : null}
          </p>
          <article className="article-page">
            <h1 className="title is-2">{preview.title}</h1>
            {preview.author ? <p className="admin-muted">By {preview.author}</p> : null}
            <div className="content article-content" dangerouslySetInnerHTML={{ __html: preview.html }} />
          </article>
        </>
      ) : null}
    </div>
  );
}
