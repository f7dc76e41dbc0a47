/** The audit log screen's state, kept in its URL: /admin/audit-log?actorId=3&kind=post&from=2026-11-01&to=2026-11-26&page=2. */
import { AUDIT_LOG_PATH } from '../admin-paths.js';

export interface AuditLogState {
  actorId: string;
  kind: string;
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditLogState(search: Record<string, string | undefined>): AuditLogState {
  const page = Number(search.page);
  return {
    actorId: /^\d+$/.test(search.actorId ?? '') ? search.actorId! : '',
    kind: /^[a-z_]{1,40}(\.[a-z_]{1,40})?$/.test(search.kind ?? '') ? search.kind! : '',
    from: DAY.test(search.from ?? '') ? search.from! : '',
    to: DAY.test(search.to ?? '') ? search.to! : '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

function filters(state: AuditLogState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.actorId) query.set('actorId', state.actorId);
  if (state.kind) query.set('kind', state.kind);
  if (state.from) query.set('from', state.from);
  if (state.to) query.set('to', state.to);
  return query;
}

/** The screen's own address for a state. */
export function auditLogUrl(state: AuditLogState): string {
  const query = filters(state);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `${AUDIT_LOG_PATH}?${text}` : AUDIT_LOG_PATH;
}

/** The API's query for a state: dates are whole days, so "to" runs to the day's end (UTC, as the entries' times). */
function apiQuery(state: AuditLogState): URLSearchParams {
  const query = filters(state);
  if (state.from) query.set('from', `${state.from}T00:00:00.000Z`);
  if (state.to) query.set('to', `${state.to}T23:59:59.999Z`);
  return query;
}

export const AUDIT_PAGE_SIZE = 50;

export function auditApiPath(state: AuditLogState): string {
  const query = apiQuery(state);
  query.set('page', String(state.page));
  query.set('pageSize', String(AUDIT_PAGE_SIZE));
  return `/api/admin/audit-log?${query}`;
}

export function auditCsvPath(state: AuditLogState): string {
  const text = apiQuery(state).toString();
  return `/api/admin/audit-log.csv${text ? `?${text}` : ''}`;
}
