/** A submission's delivery to the e-mail provider: a status tag, attempts, and the last error. */
import { formatShortDateTime } from '../../../../src/shared/dates.js';
import type { Submission } from '../../../_graphql/operations/submission.operations.js';

const STATUS: Record<string, { label: string; tag: string }> = {
  waiting: { label: 'Waiting', tag: 'is-warning' },
  sending: { label: 'Sending', tag: 'is-info' },
  sent: { label: 'Sent', tag: 'is-success' },
  failed: { label: 'Failed', tag: 'is-danger' },
  not_queued: { label: 'Not queued', tag: 'is-light' },
};

function attempts(count: number): string {
  return count === 1 ? '1 attempt' : `${count} attempts`;
}

export function DeliveryCell({ submission, waitingReason, retrying, onRetry }: {
  submission: Submission;
  /** Why a waiting delivery has not been tried (the provider lacks a setting for this kind), if so. */
  waitingReason: string | null;
  retrying: boolean;
  onRetry: (submission: Submission) => void;
}) {
  const { delivery } = submission;
  const status = STATUS[delivery.status] ?? { label: delivery.status, tag: 'is-light' };
  return (
    <div className="submission-delivery" data-testid="delivery">
      <span className={`tag ${status.tag} is-light admin-status-tag`}>{status.label}</span>
      <span className="admin-muted submission-attempts">{attempts(delivery.attempts)}</span>
      {delivery.status === 'sent' && delivery.sentAt ? (
        <span className="admin-muted">on <time dateTime={delivery.sentAt}>{formatShortDateTime(delivery.sentAt)}</time></span>
      ) : null}
      {delivery.status === 'waiting' && delivery.attempts > 0 && delivery.nextAttemptAt ? (
        <span className="admin-muted">next try <time dateTime={delivery.nextAttemptAt}>{formatShortDateTime(delivery.nextAttemptAt)}</time></span>
      ) : null}
      {delivery.lastError && delivery.status !== 'sent' ? <p className="submission-error">{delivery.lastError}</p> : null}
      {waitingReason && (delivery.status === 'waiting' || delivery.status === 'not_queued') && !delivery.attempts ? (
        <p className="submission-reason">{waitingReason}</p>
      ) : null}
      {delivery.status === 'failed' ? (
        <button type="button" className={`button is-small is-danger is-outlined${retrying ? ' is-loading' : ''}`} disabled={retrying}
          aria-label={`Retry delivery of the submission from ${submission.email}`} onClick={() => onRetry(submission)}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
