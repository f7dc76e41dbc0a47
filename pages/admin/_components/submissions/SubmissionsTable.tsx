/**
 * One kind's submissions as a table: a box to choose it for bulk changes, when, who, the form's
 * own fields, the delivery, and the inbox (its state, staff's note, the actions). On a narrow
 * screen the table scrolls sideways in its box, so the box is a named region that takes keyboard
 * focus (arrow keys scroll it; axe `scrollable-region-focusable`).
 */
import { formatShortDateTime } from '../../../../src/shared/dates.js';
import { SUBMISSION_STATE_LABELS, SUBMISSION_STATES, type SubmissionState } from '../../../../src/shared/forms/index.js';
import type { Submission } from '../../../_graphql/operations/submission.operations.js';
import { DeliveryCell } from './DeliveryCell.js';

export interface SubmissionsTableProps {
  caption: string;
  items: Submission[];
  busy: boolean;
  retryingId: number | null;
  /** Why a waiting delivery has not been tried, when the provider lacks a setting for this kind. */
  waitingReason: string | null;
  selected: ReadonlySet<number>;
  onSelect: (submission: Submission, selected: boolean) => void;
  onRetry: (submission: Submission) => void;
  onState: (submission: Submission, state: SubmissionState) => void;
  onNote: (submission: Submission) => void;
  onDelete: (submission: Submission) => void;
}

const STATE_TAGS: Record<SubmissionState, string> = { new: 'is-info', handled: 'is-success', archived: 'is-light' };

export function SubmissionsTable(props: SubmissionsTableProps) {
  const { caption, items, busy, retryingId, waitingReason, selected, onSelect, onRetry, onState, onNote, onDelete } = props;
  const columns = items[0]?.fields.map((field) => ({ key: field.key, label: field.label })) ?? [];
  return (
    <div className="table-container submission-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table is-fullwidth is-hoverable submission-table" aria-busy={busy}>
        <caption className="is-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col"><span className="is-sr-only">Choose</span></th>
            <th scope="col">Submitted</th>
            <th scope="col">Email</th>
            {columns.map((column) => <th key={column.key} scope="col">{column.label}</th>)}
            <th scope="col">Delivery</th>
            <th scope="col">Inbox</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const state = item.state as SubmissionState;
            return (
              <tr key={item.id} data-testid="submission" className={state === 'new' ? 'submission-is-new' : undefined}>
                <td>
                  <input type="checkbox" checked={selected.has(item.id)} onChange={(event) => onSelect(item, event.target.checked)}
                    aria-label={`Choose the submission from ${item.email}`} />
                </td>
                <td className="submission-when"><time dateTime={item.createdAt}>{formatShortDateTime(item.createdAt)}</time></td>
                <th scope="row" className="submission-email">{item.email}</th>
                {item.fields.map((field) => (
                  <td key={field.key} className="submission-field">{field.value || <span className="admin-none admin-muted">—</span>}</td>
                ))}
                <td><DeliveryCell submission={item} waitingReason={waitingReason} retrying={retryingId === item.id} onRetry={onRetry} /></td>
                <td className="submission-inbox" data-testid="inbox">
                  <span className={`tag ${STATE_TAGS[state]} admin-status-tag`}>{SUBMISSION_STATE_LABELS[state]}</span>
                  {item.note ? <p className="submission-note" data-testid="note">{item.note}</p> : null}
                  <div className="submission-actions">
                    <div className="select is-small">
                      <select value={state} aria-label={`State of the submission from ${item.email}`}
                        onChange={(event) => onState(item, event.target.value as SubmissionState)}>
                        {SUBMISSION_STATES.map((value) => <option key={value} value={value}>{SUBMISSION_STATE_LABELS[value]}</option>)}
                      </select>
                    </div>
                    <button type="button" className="button is-small" onClick={() => onNote(item)}>
                      {item.note ? 'Edit note' : 'Add note'}<span className="is-sr-only"> on the submission from {item.email}</span>
                    </button>
                    <button type="button" className="button is-small is-danger is-outlined" onClick={() => onDelete(item)}
                      aria-label={`Delete the submission from ${item.email}`}>
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
