// https://vike.dev/Page — /admin/trash (issue 20): deleted posts, restorable until they are deleted for good (by hand or after TRASH_DAYS).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { PURGE_POSTS_MUTATION, RESTORE_POSTS_MUTATION, TRASHED_POSTS_QUERY } from '../../_graphql/operations/editor.operations.js';
import { readGraphQLError } from '../../_graphql/errors.js';
import { formatShortDateTime } from '../../../src/shared/dates.js';
import { toast } from '../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../_components/ConfirmDialog.js';
import { AdminBackButton } from '../_components/AdminBackButton.js';

const REFETCH = { refetchQueries: ['TrashedPosts'], awaitRefetchQueries: true };

export default function Page() {
  const { data, loading, error } = useQuery(TRASHED_POSTS_QUERY, { fetchPolicy: 'network-only' });
  const [restorePosts, { loading: restoring }] = useMutation(RESTORE_POSTS_MUTATION, REFETCH);
  const [purgePosts, { loading: purging }] = useMutation(PURGE_POSTS_MUTATION, REFETCH);
  const [selected, setSelected] = useState<number[]>([]);
  const [purgeIds, setPurgeIds] = useState<number[] | null>(null);
  const posts = data?.trashedPosts ?? [];
  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const restore = async (ids: number[]) => {
    try {
      const result = (await restorePosts({ variables: { ids } })).data!.restorePosts;
      setSelected([]);
      toast({ title: 'Restored', description: `${result.changed.length} post${result.changed.length === 1 ? '' : 's'} restored with the status they had.` });
    } catch (failure) {
      toast({ title: 'Error', description: readGraphQLError(failure).message ?? 'Failed to restore', variant: 'destructive' });
    }
  };
  const purge = async (ids: number[]) => {
    try {
      const result = (await purgePosts({ variables: { ids } })).data!.purgePosts;
      setSelected([]);
      toast({ title: 'Deleted for good', description: `${result.changed.length} post${result.changed.length === 1 ? '' : 's'} deleted permanently.` });
    } catch (failure) {
      toast({ title: 'Error', description: readGraphQLError(failure).message ?? 'Failed to delete item', variant: 'destructive' });
    } finally {
      setPurgeIds(null);
    }
  };

  return (
    <div className="container admin-container admin-page">
      <header className="admin-page-header">
        <div>
          <AdminBackButton />
          <h1 className="title is-3">Trash</h1>
          <p className="admin-muted">Deleted posts are off the site (their address answers “gone”) and are deleted for good after a while. Restore one to bring it back as it was.</p>
        </div>
      </header>
      {loading ? <p role="status" className="admin-muted">Loading trash...</p> : null}
      {error ? <p className="notification is-danger is-light" role="alert">Failed to load the trash: {readGraphQLError(error).message ?? 'please try again'}</p> : null}
      {!loading && !error && !posts.length ? <p className="admin-muted">The trash is empty.</p> : null}
      {posts.length ? (
        <>
          <div className="buttons" role="group" aria-label="Selected posts">
            <button type="button" className="button" disabled={!selected.length || restoring} onClick={() => void restore(selected)}>Restore selected</button>
            <button type="button" className="button is-danger is-outlined" disabled={!selected.length || purging} onClick={() => setPurgeIds(selected)}>Delete selected for good</button>
          </div>
          <div className="table-container">
            <table className="table is-fullwidth admin-trash-table">
              <thead>
                <tr><th><span className="is-sr-only">Select</span></th><th>Title</th><th>Author</th><th>Deleted</th><th>Actions</th></tr>
              </thead>
              <tbody>
                {posts.map((post) => (
                  <tr key={post.id} data-testid="trashed-post">
                    <td><input type="checkbox" aria-label={`Select ${post.title}`} checked={selected.includes(post.id)} onChange={() => toggle(post.id)} /></td>
                    <td>{post.title}</td>
                    <td>{post.author}</td>
                    <td><time dateTime={post.trashedAt}>{formatShortDateTime(post.trashedAt)}</time></td>
                    <td>
                      <div className="buttons are-small">
                        <button type="button" className="button" onClick={() => void restore([post.id])} aria-label={`Restore ${post.title}`}>Restore</button>
                        <button type="button" className="button is-danger is-outlined" onClick={() => setPurgeIds([post.id])} aria-label={`Delete ${post.title} for good`}>Delete for good</button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <ConfirmDialog
        open={purgeIds !== null}
        title="Delete for good?"
        description="The post, its revisions and its old addresses are removed permanently. This cannot be undone."
        confirmLabel="Delete for good"
        pendingLabel="Deleting..."
        pending={purging}
        onConfirm={() => void purge(purgeIds ?? [])}
        onCancel={() => setPurgeIds(null)}
      />
    </div>
  );
}
