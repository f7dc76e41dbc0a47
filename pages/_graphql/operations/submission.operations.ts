/**
 * Staff's view of the form submissions: counts per kind, one kind's page, the CSV export, a
 * retry. The types come from the schema (pages/_graphql/generated, `npm run codegen`).
 */
import { graphql } from '../generated/gql.js';
import type {
  DeliveryStatusFilter, SubmissionFieldsFragment, SubmissionKind, SubmissionKindsQuery, SubmissionsQueryVariables,
} from '../generated/graphql.js';

/** A form kind's key (src/shared/forms); the server sends each kind's label with its counts. */
export type SubmissionKindKey = SubmissionKind;
export type { DeliveryStatus, DeliveryStatusFilter } from '../generated/graphql.js';
export type SubmissionKindSummary = SubmissionKindsQuery['submissionKinds'][number];
export type Submission = SubmissionFieldsFragment;
export type SubmissionDelivery = Submission['delivery'];

/** The list's filter: one kind, an optional search and delivery status. */
export type SubmissionFilter = Pick<SubmissionsQueryVariables, 'kind' | 'search'> & { status?: DeliveryStatusFilter | null };

graphql(`
  fragment SubmissionFields on Submission {
    kind
    id
    email
    createdAt
    fields { key label value }
    delivery { status attempts lastError nextAttemptAt sentAt }
  }
`);

export const SUBMISSION_KINDS_QUERY = graphql(`
  query SubmissionKinds {
    submissionKinds { kind label total waiting failed }
  }
`);

export const SUBMISSIONS_QUERY = graphql(`
  query Submissions($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $page: Int, $pageSize: Int) {
    submissions(kind: $kind, search: $search, status: $status, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items { ...SubmissionFields }
    }
  }
`);

export const SUBMISSIONS_CSV_QUERY = graphql(`
  query SubmissionsCsv($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter) {
    submissionsCsv(kind: $kind, search: $search, status: $status)
  }
`);

export const RETRY_DELIVERY_MUTATION = graphql(`
  mutation RetrySubmissionDelivery($kind: SubmissionKind!, $id: Int!) {
    retrySubmissionDelivery(kind: $kind, id: $id) { ...SubmissionFields }
  }
`);
