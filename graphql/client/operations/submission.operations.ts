/** Staff's view of the form submissions: counts per kind, one kind's page, the CSV export, a retry. */
import { gql, type TypedDocumentNode } from '@apollo/client';

export type SubmissionKindKey = 'waitlist' | 'suggestion' | 'expert_application' | 'interest_registration';
export type DeliveryStatus = 'waiting' | 'sending' | 'sent' | 'failed' | 'not_queued';

export interface SubmissionKindSummary {
  kind: SubmissionKindKey;
  label: string;
  total: number;
  waiting: number;
  failed: number;
}

export interface SubmissionDelivery {
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface Submission {
  kind: SubmissionKindKey;
  id: number;
  email: string;
  createdAt: string;
  fields: Array<{ key: string; label: string; value: string | null }>;
  delivery: SubmissionDelivery;
}

export interface SubmissionPage {
  items: Submission[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface SubmissionFilter {
  kind: SubmissionKindKey;
  search?: string;
  status?: string;
}

const SUBMISSION_FIELDS = `
  kind
  id
  email
  createdAt
  fields { key label value }
  delivery { status attempts lastError nextAttemptAt sentAt }
`;

export const SUBMISSION_KINDS_QUERY: TypedDocumentNode<{ submissionKinds: SubmissionKindSummary[] }, Record<string, never>> = gql`
  query SubmissionKinds {
    submissionKinds { kind label total waiting failed }
  }
`;

export const SUBMISSIONS_QUERY: TypedDocumentNode<{ submissions: SubmissionPage }, SubmissionFilter & { page?: number; pageSize?: number }> = gql`
  query Submissions($kind: String!, $search: String, $status: String, $page: Int, $pageSize: Int) {
    submissions(kind: $kind, search: $search, status: $status, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items { ${SUBMISSION_FIELDS} }
    }
  }
`;

export const SUBMISSIONS_CSV_QUERY: TypedDocumentNode<{ submissionsCsv: string }, SubmissionFilter> = gql`
  query SubmissionsCsv($kind: String!, $search: String, $status: String) {
    submissionsCsv(kind: $kind, search: $search, status: $status)
  }
`;

export const RETRY_DELIVERY_MUTATION: TypedDocumentNode<{ retrySubmissionDelivery: Submission }, { kind: SubmissionKindKey; id: number }> = gql`
  mutation RetrySubmissionDelivery($kind: String!, $id: Int!) {
    retrySubmissionDelivery(kind: $kind, id: $id) { ${SUBMISSION_FIELDS} }
  }
`;
