/**
 * One kind's submissions as a table: when, who, the form's own fields, and the delivery. On a
 * narrow screen the table scrolls sideways in its box, so the box is a named region that takes
 * keyboard focus (arrow keys scroll it; axe `scrollable-region-focusable`).
 */
import { formatShortDateTime } from '../../../../src/shared/dates.js';
import type { Submission } from '../../../_graphql/operations/submission.operations.js';
import { DeliveryCell } from './DeliveryCell.js';

export interface SubmissionsTableProps {
  caption: string;
  items: Submission[];
  busy: boolean;
  retryingId: number | null;
  onRetry: (submission: Submission) => void;
}

export function SubmissionsTable({ caption, items, busy, retryingId, onRetry }: SubmissionsTableProps) {
  const columns = items[0]?.fields.map((field) => ({ key: field.key, label: field.label })) ?? [];
  return (
    <div className="table-container submission-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table is-fullwidth is-hoverable submission-table" aria-busy={busy}>
        <caption className="is-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Submitted</th>
            <th scope="col">Email</th>
            {columns.map((column) => <th key={column.key} scope="col">{column.label}</th>)}
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="submission">
              <td className="submission-when"><time dateTime={item.createdAt}>{formatShortDateTime(item.createdAt)}</time></td>
              <th scope="row" className="submission-email">{item.email}</th>
              {item.fields.map((field) => (
                <td key={field.key} className="submission-field">{field.value || <span className="admin-none admin-muted">—</span>}</td>
              ))}
              <td><DeliveryCell submission={item} retrying={retryingId === item.id} onRetry={onRetry} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
