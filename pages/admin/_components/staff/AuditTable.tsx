/** One page of the audit log, newest first: when, who (and from where), what, and the summary. */
import { When } from './FormField.js';
import type { AuditEntry } from './staff-types.js';

export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <div className="table-container staff-table-wrap" role="region" aria-label="Audit log entries" tabIndex={0}>
      <table className="table is-fullwidth is-striped audit-table">
        <caption className="is-sr-only">Audit log entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Kind</th>
            <th scope="col">Summary</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id} data-testid="audit-row">
              <td className="audit-when"><When value={entry.at} none="—" /></td>
              <td>{entry.actorName ?? <span className="admin-muted">Unknown</span>}</td>
              <td className="audit-kind"><code>{entry.kind}</code></td>
              <td className="audit-summary">{entry.summary}</td>
              <td>{entry.ip ?? <span className="admin-muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
