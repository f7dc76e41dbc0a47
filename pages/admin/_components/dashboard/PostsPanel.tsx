/**
 * The Blog Posts tab: one page of 20 posts at a time (drafts too), searched over title, excerpt,
 * author and category by the server, filtered by status, newest or oldest first, all kept in the
 * URL; each post deletable after a confirmation, and chosen posts published, unpublished or
 * deleted together.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { ADMIN_POST_PAGE_QUERY, DELETE_POST_MUTATION, type AdminPostListItem } from '../../../_graphql/operations/post.operations.js';
import type { AdminSort } from '../../../../src/shared/constants.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { AdminPagination } from './AdminPagination.js';
import { BulkBar } from './BulkBar.js';
import { listUrl, listVariables, readListState, type PostListState } from './post-list-state.js';
import { PostRow } from './PostRow.js';
import { StatusFilter } from './StatusFilter.js';
import { bulkTexts, postCount, useBulkActions, type BulkAction } from './use-bulk-actions.js';
import { useUrlSearch } from './use-url-search.js';
import './dashboard.css';

const SORT_OPTIONS: ReadonlyArray<{ value: AdminSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

function go(state: PostListState, replace = false) {
  void navigate(listUrl(state), { keepScrollPosition: true, overwriteLastHistoryEntry: replace });
}

export function PostsPanel() {
  const id = useId();
  const { urlParsed } = usePageContext();
  const state = readListState(urlParsed.search);
  const stateKey = listUrl(state);

  // The search box types freely; the URL follows a pause in typing.
  const { search, setSearch, withTyped } = useUrlSearch(state, go);

  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_POST_PAGE_QUERY, {
    variables: listVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminPostPage;
  const items = useMemo(() => result?.items ?? [], [result]);

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setSelected(new Set()), [stateKey]);
  const select = (post: AdminPostListItem, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(post.id);
    else next.delete(post.id);
    return next;
  });
  const chosenIds = items.filter((post) => selected.has(post.id)).map((post) => post.id);

  const [bulk, setBulk] = useState<{ action: BulkAction; ids: number[] } | null>(null);
  const bulkActions = useBulkActions(() => {
    setBulk(null);
    setSelected(new Set());
  });
  const bulkText = bulk ? bulkTexts(bulk.action, bulk.ids.length) : null;

  const [toDelete, setToDelete] = useState<AdminPostListItem | null>(null);
  const [deletePost, { loading: deleting }] = useMutation(DELETE_POST_MUTATION, { refetchQueries: ['AdminPostPage'], awaitRefetchQueries: true });
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

  const term = state.search.trim();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="is-sr-only">Blog posts</h2>
      <div className="admin-toolbar">
        <div className="field admin-toolbar-search">
          <label className="label" htmlFor={`${id}-search`}>Search posts</label>
          <div className="control">
            <input id={`${id}-search`} className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)}
              placeholder="Title, excerpt, author or category" maxLength={200} />
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-sort`}>Sort</label>
          <div className="control">
            <div className="select">
              <select id={`${id}-sort`} value={state.sort} onChange={(event) => go(withTyped({ ...state, sort: event.target.value as AdminSort, page: 1 }))}>
                {SORT_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </div>
          </div>
        </div>
      </div>
      <StatusFilter state={state} counts={result?.counts} />

      {!result && loading ? <p role="status" className="admin-muted">Loading posts...</p> : null}
      {error && !result ? (
        <div className="notification is-danger is-light" role="alert">
          Failed to load posts. <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
        </div>
      ) : null}
      {result ? (
        <>
          {/* The count speaks for the list on screen: only once the answer for this search arrived. */}
          <p className="admin-muted admin-count" role="status" aria-live="polite">
            {loading ? 'Searching...' : `${postCount(result.total)}${term ? ` matching "${term}"` : ''}`}
          </p>
          {items.length ? (
            <>
              <BulkBar pageIds={items.map((post) => post.id)} selected={selected} pending={bulkActions.pending}
                onSelectAll={(on) => setSelected(on ? new Set(items.map((post) => post.id)) : new Set())}
                onAction={(action) => setBulk({ action, ids: chosenIds })} />
              <ul className="admin-post-list" aria-busy={loading}>
                {items.map((post) => <PostRow key={post.id} post={post} selected={selected.has(post.id)} onSelect={select} onDelete={setToDelete} />)}
              </ul>
              <AdminPagination state={state} page={result.page} pageCount={result.pageCount} />
            </>
          ) : loading ? null : (
            <p className="admin-empty">
              {term ? `No posts match "${term}".` : state.status ? 'No posts with this status.' : 'No posts yet. Write the first one with New Post.'}
            </p>
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
      <ConfirmDialog
        open={!!bulk}
        title={bulkText?.title ?? ''}
        description={bulkText?.description ?? ''}
        confirmLabel={bulkText?.confirm ?? ''}
        pendingLabel={bulkText?.pending ?? ''}
        tone={bulkText?.tone}
        pending={bulkActions.pending}
        onConfirm={() => bulk && void bulkActions.run(bulk.action, bulk.ids)}
        onCancel={() => setBulk(null)}
      />
    </section>
  );
}
