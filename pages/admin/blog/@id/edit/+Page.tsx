// https://vike.dev/Page — /admin/blog/{id}/edit (docs/product.md §2): the edit form, always loaded fresh.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { usePageContext } from 'vike-react/usePageContext';
import { ADMIN_POST_QUERY } from '../../../../_graphql/operations/post.operations.js';
import { readGraphQLError } from '../../../../_graphql/errors.js';
import { articleUrl } from '../../../../../src/shared/blog-url.js';
import { revisionsPath } from '../../../_components/admin-paths.js';
import { PostForm } from '../../../_components/post-form/PostForm.js';
import { postToValues } from '../../../_components/post-form/post-form-values.js';
import { useSavePost } from '../../../_components/post-form/use-save-post.js';
import { AdminBackButton } from '../../../_components/AdminBackButton.js';

export default function Page() {
  const { routeParams } = usePageContext();
  const id = /^\d{1,10}$/.test(routeParams.id ?? '') ? Number(routeParams.id) : NaN;
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(ADMIN_POST_QUERY, { variables: { id }, skip: !valid, fetchPolicy: 'network-only' });
  const post = data?.adminPost;
  // One form per saved version of the post: a refetch of the same version must not reset the typing.
  const version = post ? `${post.id}:${post.updatedAt}` : '';
  const initialValues = useMemo(() => (post ? postToValues(post) : null), [version]); // eslint-disable-line react-hooks/exhaustive-deps -- one form per saved version (above)
  const save = useSavePost('edit', id);

  return (
    <div className="container admin-container admin-page">
      <header className="admin-page-header">
        <div>
          <AdminBackButton />
          <h1 className="title is-3">Edit Post</h1>
        </div>
        {post ? (
          <div className="buttons admin-header-actions">
            <a className="button" href={revisionsPath(post.id)}>Revisions</a>
            <a className="button" href={articleUrl(post.slug)} target="_blank" rel="noopener">
              View on site<span className="is-sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </header>
      {loading ? <p role="status" className="admin-muted">Loading post...</p> : null}
      {!valid || (error && !post) ? (
        <div className="notification is-danger is-light" role="alert">
          <p className="has-text-weight-semibold">Failed to load post</p>
          {error ? <p>{readGraphQLError(error).message ?? ''}</p> : null}
        </div>
      ) : null}
      {initialValues && post ? <PostForm key={version} mode="edit" initialValues={initialValues} post={post} onSubmit={save} onReload={() => void refetch()} /> : null}
    </div>
  );
}
