/**
 * The Submissions tab's state lives in the URL (issue 20, item 9), so it survives a reload, the
 * back button and a shared link: /admin?tab=submissions&kind=suggestion&state=archived&delivery=failed&search=ada&page=2.
 * Defaults are left out: the first kind, open submissions (new and handled), any delivery, page 1;
 * `state=all` shows every state. Unknown values read as the defaults.
 */
import { FORM_KINDS, isFormKindKey } from '../../../../src/shared/forms/index.js';
import { DASHBOARD_PATH } from '../admin-paths.js';
import type { DeliveryStatusFilter, SubmissionKindKey, SubmissionStateFilter } from '../../../_graphql/operations/submission.operations.js';

export const STATE_CHOICES = ['open', 'new', 'handled', 'archived', 'all'] as const;
export type StateChoice = (typeof STATE_CHOICES)[number];
export const DELIVERY_CHOICES = ['waiting', 'sending', 'sent', 'failed'] as const;

export interface SubmissionListState {
  kind: SubmissionKindKey;
  state: StateChoice;
  delivery: DeliveryStatusFilter | null;
  search: string;
  page: number;
}

export function readSubmissionListState(search: Record<string, string | undefined>): SubmissionListState {
  const kind = isFormKindKey(search.kind) ? search.kind : FORM_KINDS[0].kind;
  const state = (STATE_CHOICES as readonly string[]).includes(search.state ?? '') ? (search.state as StateChoice) : 'open';
  const delivery = (DELIVERY_CHOICES as readonly string[]).includes(search.delivery ?? '') ? (search.delivery as DeliveryStatusFilter) : null;
  const page = /^\d{1,6}$/.test(search.page ?? '') ? Math.max(1, Number(search.page)) : 1;
  return { kind: kind as SubmissionKindKey, state, delivery, search: (search.search ?? '').slice(0, 200), page };
}

export function submissionListUrl(state: SubmissionListState): string {
  const params = new URLSearchParams({ tab: 'submissions' });
  if (state.kind !== FORM_KINDS[0].kind) params.set('kind', state.kind);
  if (state.state !== 'open') params.set('state', state.state);
  if (state.delivery) params.set('delivery', state.delivery);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.page > 1) params.set('page', String(state.page));
  return `${DASHBOARD_PATH}?${params.toString()}`;
}

/** The list's filter for the server: `all` is no state filter. */
export function submissionFilter(state: SubmissionListState) {
  return {
    kind: state.kind,
    search: state.search.trim() || undefined,
    state: state.state === 'all' ? undefined : (state.state as SubmissionStateFilter),
    status: state.delivery ?? undefined,
  };
}
