/** What staff see of a stored submission (GraphQL's Submission type, the CSV export). */
import type { FormKindKey, SubmissionState } from '../shared/forms/index.js';

export interface DeliveryShape {
  /** waiting, sending, sent, failed, or not_queued for a row without an outbox entry. */
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export const NOT_QUEUED: DeliveryShape = { status: 'not_queued', attempts: 0, lastError: null, nextAttemptAt: null, sentAt: null };

export interface SubmissionShape {
  kind: FormKindKey;
  id: number;
  email: string;
  createdAt: string;
  fields: Array<{ key: string; label: string; value: string | null }>;
  delivery: DeliveryShape;
  /** The inbox: new, handled or archived (issue 20, item 9). */
  state: SubmissionState;
  /** Staff's note, if any. */
  note: string | null;
  /** Who last changed the state or the note, and when (null while nobody has). */
  updatedBy: string | null;
  updatedAt: string | null;
}

/** What a deletion did: how many went, and how many of those the provider had already received. */
export interface SubmissionDeletion {
  deleted: number;
  sentToProvider: number;
}

export interface SubmissionPage {
  items: SubmissionShape[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface SubmissionKindSummary {
  kind: FormKindKey;
  label: string;
  total: number;
  waiting: number;
  failed: number;
  /** Not yet handled or archived by staff. */
  new: number;
}
