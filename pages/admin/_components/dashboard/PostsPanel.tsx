/**
 * The Blog Posts tab: every post (drafts too), searched over title, excerpt, author and category
 * by the server, newest or oldest first, each deletable after a confirmation.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_POSTS_QUERY, DELETE_POST_MUTATION, type AdminPostSummary } from '../../../../graphql/client/operations/post.operations.js';
import type { AdminSort } from '../../../../src/shared/constants.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { PostRow } from './PostRow.js';
import { useDebounced } from './use-debounced.js';

const SORT_OPTIONS: ReadonlyArray<{ value: AdminSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export function PostsPanel() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminSort>('newest');
  const [toDelete, setToDelete] = useState<AdminPostSummary | null>(null);
  const term = useDebounced(search.trim());

  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_POSTS_QUERY, {
    variables: { search: term || undefined, sort },
    fetchPolicy: 'cache-and-network',
  });
  const [deletePost, { loading: deleting }] = useMutation(DELETE_POST_MUTATION, { refetchQueries: ['AdminPosts'], awaitRefetchQueries: true });
  const posts = (data ?? previousData)?.adminPosts;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deletePost({ variables: { id: toDelete.id } });
      toast({ title: 'Success', description: 'Blog post deleted' });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete item', variant: 'destructive' });
    }
    setToDelete(null);
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="is-sr-only">Blog posts</h2>
      <div className="admin-toolbar">
        <div className="field admin-toolbar-search">
          <label className="label" htmlFor={`${id}-search`}>Search posts</label>
          <div className="control">
            <input id={`${id}-search`} className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)}
              placeholder="Title, excerpt, author or category" />
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-sort`}>Sort</label>
          <div className="control">
            <div className="select">
              <select id={`${id}-sort`} value={sort} onChange={(event) => setSort(event.target.value as AdminSort)}>
                {SORT_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </div>
          </div>
        </div>
      </div>

      {!posts && loading ? <p role="status" className="admin-muted">Loading posts...</p> : null}
      {error && !posts ? (
        <div className="notification is-danger is-light" role="alert">
          Failed to load posts. <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
        </div>
      ) : null}
      {posts ? (
        <>
          {/* The count speaks for the list on screen: only once the answer for this search arrived. */}
          <p className="admin-muted admin-count" role="status" aria-live="polite">
            {loading ? 'Searching...' : `${posts.length === 1 ? '1 post' : `${posts.length} posts`}${term ? ` matching "${term}"` : ''}`}
          </p>
          {posts.length ? (
            <ul className="admin-post-list" aria-busy={loading}>
              {posts.map((post) => <PostRow key={post.id} post={post} onDelete={setToDelete} />)}
            </ul>
          ) : loading ? null : (
            <p className="admin-empty">{term ? `No posts match "${term}".` : 'No posts yet. Write the first one with New Post.'}</p>
          )}
        </>
      ) : null}

      <ConfirmDialog
        open={!!toDelete}
        title="Delete this post?"
        description={toDelete ? `"${toDelete.title}" will be removed for good. This cannot be undone.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
