// https://vike.dev/Page — /admin/audit-log (issue 24): every staff action, filtered and paged in the URL, and as CSV (administrators).
import { useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AuditFilters } from '../_components/staff/AuditFilters.js';
import { AuditTable } from '../_components/staff/AuditTable.js';
import { auditApiPath, auditCsvPath, auditLogUrl, readAuditLogState } from '../_components/staff/audit-log-state.js';
import { PageLinks } from '../_components/staff/PageLinks.js';
import type { AuditLogPage, StaffList } from '../_components/staff/staff-types.js';
import { useStaffData } from '../_components/staff/use-staff-data.js';
import '../_components/staff/staff.css';
import { AdminBackButton } from '../_components/AdminBackButton.js';

export default function Page() {
  const { urlParsed } = usePageContext();
  const search = urlParsed.search;
  const state = useMemo(() => readAuditLogState(search), [search.actorId, search.kind, search.from, search.to, search.page]); // eslint-disable-line react-hooks/exhaustive-deps
  const log = useStaffData<AuditLogPage>(auditApiPath(state));
  const staff = useStaffData<StaffList>('/api/admin/staff');
  const pageCount = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const filtered = !!(state.actorId || state.kind || state.from || state.to);

  return (
    <div className="container admin-container admin-page">
      <AdminBackButton />
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Audit log</h1>
          <p className="admin-muted">Every staff action: who, when, from where and what changed. Never a password, token or key.</p>
        </div>
        <div className="buttons admin-header-actions">
          <a className="button" href={auditCsvPath(state)} download>Download CSV</a>
        </div>
      </header>

      <AuditFilters state={state} members={staff.data?.members ?? []} />

      <section aria-labelledby="audit-entries-title">
        <h2 id="audit-entries-title" className="title is-5">
          Entries{log.data ? <span className="admin-muted"> ({log.data.total}{filtered ? ' matching' : ''})</span> : null}
        </h2>
        {log.loading ? <p role="status" className="admin-muted">Loading the audit log...</p> : null}
        {log.error ? (
          <div className="notification is-danger is-light" role="alert">
            Failed to load the audit log ({log.error}). <button type="button" className="button is-small" onClick={() => void log.reload()}>Try again</button>
          </div>
        ) : null}
        {log.data && !log.error && log.data.items.length === 0 ? (
          <p className="admin-empty">{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>
        ) : null}
        {log.data?.items.length && !log.error ? <AuditTable items={log.data.items} /> : null}
        <PageLinks page={state.page} pageCount={pageCount} url={(page) => auditLogUrl({ ...state, page })} label="Audit log pages" />
      </section>
    </div>
  );
}
