/** The audit log's filters: member, kind and dates. Applying them changes the address (and so the list); Clear shows everything. */
import { useEffect, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { AUDIT_FAMILIES } from '../../../../src/shared/audit-kinds.js';
import { AUDIT_LOG_PATH } from '../admin-paths.js';
import { auditLogUrl, type AuditLogState } from './audit-log-state.js';
import type { StaffMember } from './staff-types.js';

export function AuditFilters({ state, members }: { state: AuditLogState; members: StaffMember[] }) {
  const [values, setValues] = useState(state);
  useEffect(() => setValues(state), [state]);
  const set = (field: keyof AuditLogState) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const knownKind = values.kind === '' || AUDIT_FAMILIES.some(([family]) => family === values.kind);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate(auditLogUrl({ ...values, page: 1 }));
  };

  return (
    <form className="audit-filters" onSubmit={apply} aria-label="Filter the audit log" role="search">
      <div className="field">
        <label className="label" htmlFor="audit-member">Member</label>
        <div className="control"><div className="select">
          <select id="audit-member" value={values.actorId} onChange={set('actorId')}>
            <option value="">Everyone</option>
            {members.map((member) => <option key={member.id} value={String(member.id)}>{member.name ? `${member.name} (${member.username})` : member.username}</option>)}
          </select>
        </div></div>
      </div>
      <div className="field">
        <label className="label" htmlFor="audit-kind">Kind</label>
        <div className="control"><div className="select">
          <select id="audit-kind" value={values.kind} onChange={set('kind')}>
            <option value="">Every kind</option>
            {AUDIT_FAMILIES.map(([family, label]) => <option key={family} value={family}>{label}</option>)}
            {knownKind ? null : <option value={values.kind}>{values.kind}</option>}
          </select>
        </div></div>
      </div>
      <div className="field">
        <label className="label" htmlFor="audit-from">From</label>
        <div className="control"><input id="audit-from" className="input" type="date" value={values.from} onChange={set('from')} max={values.to || undefined} /></div>
      </div>
      <div className="field">
        <label className="label" htmlFor="audit-to">To</label>
        <div className="control"><input id="audit-to" className="input" type="date" value={values.to} onChange={set('to')} min={values.from || undefined} /></div>
      </div>
      <div className="field buttons">
        <button type="submit" className="button is-primary">Apply filters</button>
        <a className="button is-light" href={AUDIT_LOG_PATH}>Clear</a>
      </div>
    </form>
  );
}
