/**
 * The dashboard's Submissions tab (?tab=submissions): the public forms, newest first, with
 * their fields and delivery to the e-mail provider (waiting, sent, failed with the last error,
 * attempts), search, a delivery-status filter, a retry for failed deliveries and a CSV export.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphQLErrorMessage } from '../../../_graphql/errors.js';
import {
  RETRY_DELIVERY_MUTATION, SUBMISSION_KINDS_QUERY, SUBMISSIONS_QUERY, type DeliveryStatusFilter, type Submission, type SubmissionKindKey,
} from '../../../_graphql/operations/submission.operations.js';
import { FORM_KINDS } from '../../../../src/shared/forms/index.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { useDebounced } from '../dashboard/use-debounced.js';
import { KindPicker } from './KindPicker.js';
import { SubmissionsTable } from './SubmissionsTable.js';
import { useCsvExport } from './use-csv-export.js';
import './submissions.css';

/** The kind shown first, before the server's list of kinds has arrived. */
const FIRST_KIND: SubmissionKindKey = FORM_KINDS[0].kind;

const STATUS_OPTIONS: Array<{ value: DeliveryStatusFilter | ''; label: string }> = [
  { value: '', label: 'Any status' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

export default function SubmissionsPanel() {
  const id = useId();
  const [kind, setKind] = useState<SubmissionKindKey>(FIRST_KIND);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DeliveryStatusFilter | ''>('');
  const [page, setPage] = useState(1);
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const term = useDebounced(search.trim());
  const filter = { kind, search: term || undefined, status: status || undefined };

  const kinds = useQuery(SUBMISSION_KINDS_QUERY, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(SUBMISSIONS_QUERY, { variables: { ...filter, page }, fetchPolicy: 'cache-and-network' });
  const [retry] = useMutation(RETRY_DELIVERY_MUTATION, { refetchQueries: ['Submissions', 'SubmissionKinds'], awaitRefetchQueries: true });
  const { exporting, exportCsv } = useCsvExport();
  const result = (list.data ?? list.previousData)?.submissions;

  const choose = (update: () => void) => {
    update();
    setPage(1);
  };
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

  const label = kinds.data?.submissionKinds.find((summary) => summary.kind === kind)?.label ?? 'Submissions';
  const count = result ? `${result.total === 1 ? '1 submission' : `${result.total} submissions`}${term ? ` matching "${term}"` : ''}` : '';
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="is-sr-only">Form submissions</h2>
      <KindPicker current={kind} summaries={kinds.data?.submissionKinds} onSelect={(next) => choose(() => setKind(next))} />
      <div className="admin-toolbar">
        <div className="field admin-toolbar-search">
          <label className="label" htmlFor={`${id}-search`}>Search submissions</label>
          <div className="control">
            <input id={`${id}-search`} className="input" type="search" value={search} placeholder="E-mail, name or message"
              onChange={(event) => choose(() => setSearch(event.target.value))} />
          </div>
        </div>
        <div className="field">
          <label className="label" htmlFor={`${id}-status`}>Delivery status</label>
          <div className="control">
            <div className="select">
              <select id={`${id}-status`} value={status} onChange={(event) => choose(() => setStatus(event.target.value as DeliveryStatusFilter | ''))}>
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
          <p className="admin-muted admin-count" role="status" aria-live="polite">{list.loading ? 'Searching...' : count}</p>
          {result.items.length ? (
            <SubmissionsTable caption={`${label}, newest first`} items={result.items} busy={list.loading} retryingId={retryingId} onRetry={(item) => void retryDelivery(item)} />
          ) : list.loading ? null : (
            <p className="admin-empty">{term || status ? 'No submissions match these filters.' : 'No submissions yet.'}</p>
          )}
          {result.pageCount > 1 ? (
            <nav className="submission-pager" aria-label="Submission pages">
              <button type="button" className="button is-small" disabled={result.page <= 1} onClick={() => setPage(result.page - 1)}>Previous</button>
              <span className="admin-muted">Page {result.page} of {result.pageCount}</span>
              <button type="button" className="button is-small" disabled={result.page >= result.pageCount} onClick={() => setPage(result.page + 1)}>Next</button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
