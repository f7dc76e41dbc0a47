/**
 * One revision: who saved it and when, its changes compared with the post as it is now (or the
 * whole version), and "Restore this version", which asks first and saves it as a new revision.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { COMPARE_REVISION_QUERY, RESTORE_REVISION_MUTATION } from '../../../_graphql/operations/post.operations.js';
import { explainGraphQLError, readGraphQLError } from '../../../_graphql/errors.js';
import { articleUrl } from '../../../../src/shared/blog-url.js';
import { formatSavedAt } from '../../../../src/shared/dates.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { editPostPath } from '../admin-paths.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { FieldDiff } from './FieldDiff.js';
import { RevisionFields } from './RevisionFields.js';

export function savedByText(savedBy: string, kind: string): string {
  return kind === 'api_key' ? `the API key "${savedBy}"` : kind === 'system' ? 'a script' : savedBy;
}

export function RevisionDetail({ revisionId, postId }: { revisionId: number; postId: number }) {
  const id = useId();
  const [view, setView] = useState<'changes' | 'version'>('changes');
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error, refetch } = useQuery(COMPARE_REVISION_QUERY, { variables: { id: revisionId }, fetchPolicy: 'network-only' });
  const [restore, { loading: restoring }] = useMutation(RESTORE_REVISION_MUTATION);
  const comparison = data?.comparePostRevision;

  if (loading && !comparison) return <p role="status" className="admin-muted">Loading revision...</p>;
  if (!comparison) {
    return (
      <div className="notification is-danger is-light" role="alert">
        Failed to load revision. {error ? readGraphQLError(error).message ?? '' : ''}{' '}
        <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
      </div>
    );
  }
  const { revision, fields, changedCount } = comparison;
  const changed = fields.filter((field) => field.changed);
  const unchanged = fields.filter((field) => !field.changed).map((field) => field.label);
  const slug = fields.find((field) => field.field === 'slug')!;
  const status = fields.find((field) => field.field === 'status')!;
  const moves = slug.changed && (status.currentValue === 'published' || status.revisionValue === 'published');

  const confirmRestore = async () => {
    try {
      await restore({ variables: { id: revision.id } });
    } catch (caught) {
      setConfirming(false);
      toast({ title: 'Restore failed', description: explainGraphQLError(caught, 'Unable to restore this version'), variant: 'destructive' });
      return;
    }
    setConfirming(false);
    toast({ title: 'Restored', description: `The post has the version of ${formatSavedAt(revision.savedAt)} again.` });
    await navigate(editPostPath(postId));
  };

  return (
    <section className="admin-revision-detail" aria-labelledby={`${id}-heading`}>
      <header className="admin-revision-head">
        <div>
          <h2 id={`${id}-heading`} className="title is-5">Version of {formatSavedAt(revision.savedAt)}</h2>
          <p className="admin-muted">Saved by {savedByText(revision.savedBy, revision.savedByKind)}</p>
        </div>
        <button type="button" className="button is-primary" disabled={changedCount === 0 || restoring} onClick={() => setConfirming(true)}>
          Restore this version
        </button>
      </header>
      <div className="buttons has-addons admin-revision-views" role="group" aria-label="Show">
        <button type="button" className={`button is-small${view === 'changes' ? ' is-selected is-dark' : ''}`} aria-pressed={view === 'changes'} onClick={() => setView('changes')}>
          Changes since this version
        </button>
        <button type="button" className={`button is-small${view === 'version' ? ' is-selected is-dark' : ''}`} aria-pressed={view === 'version'} onClick={() => setView('version')}>
          This version
        </button>
      </div>
      {view === 'version' ? <RevisionFields revision={revision} /> : changedCount === 0 ? (
        <p className="admin-empty">This version is the same as the post now.</p>
      ) : (
        <>
          <p className="admin-muted admin-diff-legend">
            {changedCount === 1 ? '1 field differs' : `${changedCount} fields differ`} from the post now.{' '}
            <del>Struck through</del>: in this version, removed since. <ins>Underlined</ins>: added since.
          </p>
          {changed.map((field) => <FieldDiff key={field.field} diff={field} />)}
          {unchanged.length ? <p className="admin-muted admin-diff-unchanged">Unchanged: {unchanged.join(', ')}.</p> : null}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Restore this version?"
        description={`The post gets back the fields of ${formatSavedAt(revision.savedAt)}. This is saved as a new revision, so the version you replace stays in the history.${
          moves ? ` Its address changes from ${articleUrl(slug.currentValue)} to ${articleUrl(slug.revisionValue)}; the old address will redirect to the new one.` : ''}`}
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        tone="primary"
        pending={restoring}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
