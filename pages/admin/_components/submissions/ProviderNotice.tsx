/**
 * Above the submissions: why deliveries to the e-mail provider wait or fail, in the server's
 * plain words (issue 20, item 9); nothing while everything works.
 */
import type { EmailProviderStatus } from '../../../_graphql/operations/submission.operations.js';

const HEADINGS: Record<string, string> = {
  not_configured: 'The e-mail provider is not connected',
  failing: 'The e-mail provider is failing',
  working: 'Some submissions are waiting for a setting',
};

export function ProviderNotice({ status }: { status: EmailProviderStatus | undefined }) {
  if (!status?.explanation) return null;
  const tone = status.state === 'failing' ? 'is-danger' : 'is-warning';
  return (
    <div className={`notification ${tone} is-light submission-provider`} role="status" data-testid="provider-status">
      <p className="has-text-weight-semibold">{HEADINGS[status.state] ?? HEADINGS.working}</p>
      <p>{status.explanation}</p>
    </div>
  );
}
