/**
 * Staff's view of the form submissions: counts per kind, one kind's page, the CSV export, a
 * retry. The types come from the schema (pages/_graphql/generated, `npm run codegen`).
 */
import { graphql } from '../generated/gql.js';
import type {
  DeliveryStatusFilter, EmailProviderStatusQuery, SubmissionFieldsFragment, SubmissionKind, SubmissionKindsQuery, SubmissionsQueryVariables,
} from '../generated/graphql.js';

/** A form kind's key (src/shared/forms); the server sends each kind's label with its counts. */
export type SubmissionKindKey = SubmissionKind;
export type { DeliveryStatus, DeliveryStatusFilter, SubmissionDeleteReason, SubmissionState, SubmissionStateFilter } from '../generated/graphql.js';
export type EmailProviderStatus = EmailProviderStatusQuery['emailProviderStatus'];
export type SubmissionKindSummary = SubmissionKindsQuery['submissionKinds'][number];
export type Submission = SubmissionFieldsFragment;
export type SubmissionDelivery = Submission['delivery'];

/** The list's filter: one kind, an optional search, inbox state and delivery status. */
export type SubmissionFilter = Pick<SubmissionsQueryVariables, 'kind' | 'search' | 'state'> & { status?: DeliveryStatusFilter | null };

graphql(`
  fragment SubmissionFields on Submission {
    kind
    id
    email
    createdAt
    fields { key label value }
    delivery { status attempts lastError nextAttemptAt sentAt }
    state
    note
  }
`);

export const SUBMISSION_KINDS_QUERY = graphql(`
  query SubmissionKinds {
    submissionKinds { kind label total waiting failed new }
  }
`);

export const SUBMISSIONS_QUERY = graphql(`
  query Submissions($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter, $page: Int, $pageSize: Int) {
    submissions(kind: $kind, search: $search, status: $status, state: $state, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items { ...SubmissionFields }
    }
  }
`);

export const SUBMISSIONS_CSV_QUERY = graphql(`
  query SubmissionsCsv($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter) {
    submissionsCsv(kind: $kind, search: $search, status: $status, state: $state)
  }
`);

export const RETRY_DELIVERY_MUTATION = graphql(`
  mutation RetrySubmissionDelivery($kind: SubmissionKind!, $id: Int!) {
    retrySubmissionDelivery(kind: $kind, id: $id) { ...SubmissionFields }
  }
`);

export const EMAIL_PROVIDER_STATUS_QUERY = graphql(`
  query EmailProviderStatus {
    emailProviderStatus { state explanation waitingKinds lastSentAt lastFailureAt lastError }
  }
`);

export const SET_SUBMISSION_STATE_MUTATION = graphql(`
  mutation SetSubmissionState($kind: SubmissionKind!, $ids: [Int!]!, $state: SubmissionState!) {
    setSubmissionState(kind: $kind, ids: $ids, state: $state) { ...SubmissionFields }
  }
`);

export const SET_SUBMISSION_NOTE_MUTATION = graphql(`
  mutation SetSubmissionNote($kind: SubmissionKind!, $id: Int!, $note: String) {
    setSubmissionNote(kind: $kind, id: $id, note: $note) { ...SubmissionFields }
  }
`);

export const DELETE_SUBMISSIONS_MUTATION = graphql(`
  mutation DeleteSubmissions($kind: SubmissionKind!, $ids: [Int!]!, $reason: SubmissionDeleteReason!) {
    deleteSubmissions(kind: $kind, ids: $ids, reason: $reason) { deleted sentToProvider }
  }
`);
