/** What staff see of a stored submission (GraphQL's Submission type, the CSV export). */
import type { FormKindKey } from '../shared/forms/index.js';

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
}
