/**
 * The dashboard's Submissions tab (?tab=submissions): an inbox of the public forms (issue 20,
 * item 9). Each kind newest first with its fields, its delivery to the e-mail provider (waiting,
 * sent, failed with the last error, attempts; retry) and staff's side: new / handled / archived
 * with bulk changes, a note, deletion for erasure requests. Kind, filters and page live in the
 * URL; a plain notice says when the provider is not set up or failing. CSV export.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { graphQLErrorMessage } from '../../../_graphql/errors.js';
import {
  DELETE_SUBMISSIONS_MUTATION, EMAIL_PROVIDER_STATUS_QUERY, RETRY_DELIVERY_MUTATION, SET_SUBMISSION_NOTE_MUTATION, SET_SUBMISSION_STATE_MUTATION,
  SUBMISSION_KINDS_QUERY, SUBMISSIONS_QUERY, type DeliveryStatusFilter, type Submission, type SubmissionDeleteReason,
} from '../../../_graphql/operations/submission.operations.js';
import { SUBMISSION_STATE_LABELS, type SubmissionState } from '../../../../src/shared/forms/index.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { useUrlSearch } from '../dashboard/use-url-search.js';
import { DeleteSubmissionsDialog } from './DeleteSubmissionsDialog.js';
import { KindPicker } from './KindPicker.js';
import { NoteDialog } from './NoteDialog.js';
import { ProviderNotice } from './ProviderNotice.js';
import { readSubmissionListState, submissionFilter, submissionListUrl, type StateChoice, type SubmissionListState } from './submission-list-state.js';
import { SubmissionsTable } from './SubmissionsTable.js';
import { useCsvExport } from './use-csv-export.js';
import './submissions.css';

const STATE_OPTIONS: Array<{ value: StateChoice; label: string }> = [
  { value: 'open', label: 'New and handled' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All, archived too' },
];

const STATUS_OPTIONS: Array<{ value: DeliveryStatusFilter | ''; label: string }> = [
  { value: '', label: 'Any status' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

const BULK_STATES: ReadonlyArray<{ state: SubmissionState; label: string }> = [
  { state: 'handled', label: 'Mark handled' },
  { state: 'archived', label: 'Archive' },
  { state: 'new', label: 'Mark new' },
];

const REFETCH = { refetchQueries: ['Submissions', 'SubmissionKinds', 'EmailProviderStatus'], awaitRefetchQueries: true };

function go(state: SubmissionListState, replace = false) {
  void navigate(submissionListUrl(state), { keepScrollPosition: true, overwriteLastHistoryEntry: replace });
}

const count = (n: number) => (n === 1 ? '1 submission' : `${n} submissions`);

export default function SubmissionsPanel() {
  const id = useId();
  const { urlParsed } = usePageContext();
  const state = readSubmissionListState(urlParsed.search);
  const stateKey = submissionListUrl(state);
  const filter = submissionFilter(state);

  // The search box types freely; the URL follows a pause in typing.
  const { search, setSearch, withTyped } = useUrlSearch(state, go);

  const kinds = useQuery(SUBMISSION_KINDS_QUERY, { fetchPolicy: 'cache-and-network' });
  const provider = useQuery(EMAIL_PROVIDER_STATUS_QUERY, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(SUBMISSIONS_QUERY, { variables: { ...filter, page: state.page }, fetchPolicy: 'cache-and-network' });
  const [retry] = useMutation(RETRY_DELIVERY_MUTATION, REFETCH);
  const [setStates, { loading: changing }] = useMutation(SET_SUBMISSION_STATE_MUTATION, REFETCH);
  const [saveNote, { loading: savingNote }] = useMutation(SET_SUBMISSION_NOTE_MUTATION, REFETCH);
  const [deleteSubmissions, { loading: deleting }] = useMutation(DELETE_SUBMISSIONS_MUTATION, REFETCH);
  const { exporting, exportCsv } = useCsvExport();
  const result = (list.data ?? list.previousData)?.submissions;
  const items = useMemo(() => result?.items ?? [], [result]);

  const [retryingId, setRetryingId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setSelected(new Set()), [stateKey]);
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const [noting, setNoting] = useState<Submission | null>(null);
  const [toDelete, setToDelete] = useState<number[]>([]);
  const allBox = useRef<HTMLInputElement>(null);
  const all = chosen.length > 0 && chosen.length === items.length;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  const retryDelivery = async (submission: Submission) => {
    setRetryingId(submission.id);
    try {
      await retry({ variables: { kind: submission.kind, id: submission.id } });
      toast({ title: 'Queued again', description: `The submission from ${submission.email} will be sent again shortly.` });
    } catch (error) {
      toast({ title: 'Retry failed', description: graphQLErrorMessage(error, 'The delivery could not be queued again.'), variant: 'destructive' });
    } finally {
      setRetryingId(null);
    }
  };
  const moveTo = async (ids: number[], next: SubmissionState) => {
    try {
      await setStates({ variables: { kind: state.kind, ids, state: next } });
      setSelected(new Set());
      toast({ title: 'Updated', description: `${count(ids.length)} marked ${SUBMISSION_STATE_LABELS[next].toLowerCase()}.` });
    } catch (error) {
      toast({ title: 'Update failed', description: graphQLErrorMessage(error, 'The submissions could not be updated.'), variant: 'destructive' });
    }
  };
  const keepNote = async (note: string) => {
    if (!noting) return;
    try {
      await saveNote({ variables: { kind: noting.kind, id: noting.id, note } });
      toast({ title: 'Note saved', description: note.trim() ? `On the submission from ${noting.email}.` : `The note on the submission from ${noting.email} was removed.` });
      setNoting(null);
    } catch (error) {
      toast({ title: 'Note not saved', description: graphQLErrorMessage(error, 'The note could not be saved.'), variant: 'destructive' });
    }
  };
  const confirmDelete = async (reason: SubmissionDeleteReason) => {
    try {
      const { data } = await deleteSubmissions({ variables: { kind: state.kind, ids: toDelete, reason } });
      const done = data?.deleteSubmissions;
      const atProvider = done?.sentToProvider
        ? ` ${done.sentToProvider === 1 ? '1 of them had' : `${done.sentToProvider} of them had`} already been sent to the e-mail provider: delete the person there too.`
        : '';
      setSelected(new Set());
      toast({ title: 'Deleted', description: `${count(done?.deleted ?? toDelete.length)} deleted for good${reason === 'erasure' ? ' (erasure request, recorded in the audit log)' : ''}.${atProvider}` });
    } catch (error) {
      toast({ title: 'Delete failed', description: graphQLErrorMessage(error, 'The submissions could not be deleted.'), variant: 'destructive' });
    }
    setToDelete([]);
  };

  const status = provider.data?.emailProviderStatus;
  const waitingReason = status?.waitingKinds.includes(state.kind)
    ? status.state === 'not_configured' ? 'Not sent yet: the e-mail provider is not connected (see above).' : 'Not sent yet: the server lacks a setting for this form (see above).'
    : null;
  const label = kinds.data?.submissionKinds.find((summary) => summary.kind === state.kind)?.label ?? 'Submissions';
  const term = state.search.trim();
  const filtered = term || state.state !== 'open' || state.delivery;
  const summary = result ? `${count(result.total)}${term ? ` matching "${term}"` : ''}` : '';
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="is-sr-only">Form submissions</h2>
      <ProviderNotice status={status} />
      <KindPicker current={state.kind} summaries={kinds.data?.submissionKinds} onSelect={(kind) => go(withTyped({ ...state, kind, page: 1 }))} />
      <div className="admin-toolbar">
        <div className="field admin-toolbar-search">
          <label className="label" htmlFor={`${id}-search`}>Search submissions</label>
          <div className="control">
            <input id={`${id}-search`} className="input" type="search" value={search} placeholder="E-mail, name or message" maxLength={200}
              onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-state`}>Show</label>
          <div className="control">
            <div className="select">
              <select id={`${id}-state`} value={state.state} onChange={(event) => go(withTyped({ ...state, state: event.target.value as StateChoice, page: 1 }))}>
                {STATE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </div>
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-status`}>Delivery status</label>
          <div className="control">
            <div className="select">
              <select id={`${id}-status`} value={state.delivery ?? ''}
                onChange={(event) => go(withTyped({ ...state, delivery: (event.target.value || null) as DeliveryStatusFilter | null, page: 1 }))}>
                {STATUS_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </div>
          </div>
        </div>
        <div className="field">
          <button type="button" className={`button${exporting ? ' is-loading' : ''}`} disabled={exporting} onClick={() => void exportCsv(filter)}>
            Export CSV
          </button>
        </div>
      </div>

      {!result && list.loading ? <p role="status" className="admin-muted">Loading submissions...</p> : null}
      {list.error && !result ? (
        <div className="notification is-danger is-light" role="alert">
          Failed to load submissions. <button type="button" className="button is-small" onClick={() => void list.refetch()}>Try again</button>
        </div>
      ) : null}
      {result ? (
        <>
          <p className="admin-muted admin-count" role="status" aria-live="polite">{list.loading ? 'Searching...' : summary}</p>
          {items.length ? (
            <>
              <div className="admin-bulk-bar" role="group" aria-label="Bulk actions">
                <label className="checkbox admin-bulk-all">
                  <input ref={allBox} type="checkbox" checked={all} onChange={(event) => setSelected(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())} />
                  {' '}Select all on this page
                </label>
                <span className="admin-bulk-count" role="status" aria-live="polite">{chosen.length ? `${chosen.length} selected` : ''}</span>
                <div className="buttons admin-bulk-actions">
                  {BULK_STATES.map((action) => (
                    <button key={action.state} type="button" className="button is-small" disabled={!chosen.length || changing} onClick={() => void moveTo(chosen, action.state)}>
                      {action.label}{chosen.length ? <span className="is-sr-only"> {count(chosen.length)}</span> : null}
                    </button>
                  ))}
                  <button type="button" className="button is-small is-danger is-outlined" disabled={!chosen.length || deleting} onClick={() => setToDelete(chosen)}>
                    Delete{chosen.length ? <span className="is-sr-only"> {count(chosen.length)}</span> : null}
                  </button>
                </div>
              </div>
              <SubmissionsTable caption={`${label}, newest first`} items={items} busy={list.loading} retryingId={retryingId} waitingReason={waitingReason}
                selected={selected} onSelect={(item, on) => setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                })}
                onRetry={(item) => void retryDelivery(item)} onState={(item, next) => void moveTo([item.id], next)}
                onNote={setNoting} onDelete={(item) => setToDelete([item.id])} />
            </>
          ) : list.loading ? null : (
            <p className="admin-empty">{filtered ? 'No submissions match these filters.' : 'No submissions yet.'}</p>
          )}
          {result.pageCount > 1 ? (
            <nav className="submission-pager" aria-label="Submission pages">
              {result.page > 1
                ? <a className="button is-small" href={submissionListUrl({ ...state, page: result.page - 1 })} rel="prev">Previous</a>
                : <span className="button is-small" aria-disabled="true">Previous</span>}
              <span className="admin-muted">Page {result.page} of {result.pageCount}</span>
              {result.page < result.pageCount
                ? <a className="button is-small" href={submissionListUrl({ ...state, page: result.page + 1 })} rel="next">Next</a>
                : <span className="button is-small" aria-disabled="true">Next</span>}
            </nav>
          ) : null}
        </>
      ) : null}

      <NoteDialog submission={noting} pending={savingNote} onSave={(note) => void keepNote(note)} onCancel={() => setNoting(null)} />
      <DeleteSubmissionsDialog count={toDelete.length} pending={deleting} onConfirm={(reason) => void confirmDelete(reason)} onCancel={() => setToDelete([])} />
    </section>
  );
}
