/**
 * The recent deliveries: when, to which webhook, what, where each stands, and for a delivery that
 * failed (or was sent) a "Redeliver" button. "Inspect" opens the last attempt's request and the
 * receiver's answer (status, headers, the start of the body).
 */
import { formatShortDateTime } from '../../../../src/shared/dates.js';
import type { AdminWebhookDelivery } from '../../../_graphql/operations/webhook.operations.js';

const STATUS_CLASS: Record<string, string> = { sent: 'is-success', failed: 'is-danger', waiting: 'is-warning', sending: 'is-info' };
const fromGraphQL = (event: string) => event.replace('_', '.');

type Exchange = NonNullable<AdminWebhookDelivery['lastExchange']>;

function Headers({ headers, label }: { headers: Array<{ name: string; value: string }>; label: string }) {
  return (
    <dl className="webhook-headers" aria-label={label}>
      {headers.map((header) => (
        <div key={header.name}><dt>{header.name}</dt><dd>{header.value}</dd></div>
      ))}
    </dl>
  );
}

function Inspector({ exchange }: { exchange: Exchange }) {
  return (
    <div className="webhook-inspector" data-testid="webhook-inspector">
      <p className="admin-muted">Attempted <time dateTime={exchange.attemptedAt}>{formatShortDateTime(exchange.attemptedAt)}</time></p>
      <h4 className="title is-6">Request</h4>
      <p><code>{exchange.request.method} {exchange.request.url}</code></p>
      <Headers headers={exchange.request.headers} label="Request headers" />
      <h4 className="title is-6">Response</h4>
      {exchange.response ? (
        <>
          <p>Status <strong>{exchange.response.statusCode}</strong></p>
          <Headers headers={exchange.response.headers} label="Response headers" />
          {exchange.response.bodyExcerpt
            ? <pre className="webhook-body" aria-label="Response body (start)">{exchange.response.bodyExcerpt}</pre>
            : <p className="admin-muted">Empty body.</p>}
        </>
      ) : <p className="admin-muted">No answer.</p>}
      {exchange.error ? <p className="has-text-danger">{exchange.error}</p> : null}
    </div>
  );
}

export function DeliveriesTable({ deliveries, nameOf, onRefresh, onRedeliver, redelivering }: {
  deliveries: AdminWebhookDelivery[];
  nameOf: (id: number) => string;
  onRefresh: () => void;
  onRedeliver: (delivery: AdminWebhookDelivery) => void;
  /** The delivery being redelivered now (its button is busy). */
  redelivering: number | null;
}) {
  return (
    <section aria-labelledby="deliveries-heading" className="webhook-deliveries">
      <div className="webhook-deliveries-header">
        <h2 className="title is-4" id="deliveries-heading">Recent deliveries</h2>
        <button type="button" className="button is-small" onClick={onRefresh}>Refresh</button>
      </div>
      {!deliveries.length ? <p className="admin-empty">No deliveries yet.</p> : (
        <div className="table-container" role="region" aria-label="Recent deliveries" tabIndex={0}>
          <table className="table is-fullwidth is-narrow webhook-deliveries-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Webhook</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col"><span className="is-sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} data-testid="webhook-delivery">
                  <td><time dateTime={delivery.createdAt}>{formatShortDateTime(delivery.createdAt)}</time></td>
                  <td>{nameOf(delivery.webhookId)}</td>
                  <td><code>{fromGraphQL(delivery.event)}</code>{delivery.subjectId ? ` #${delivery.subjectId}` : ''}</td>
                  <td>
                    <span className={`tag ${STATUS_CLASS[delivery.status] ?? ''}`}>{delivery.status}</span>
                    {delivery.status === 'waiting' && delivery.nextAttemptAt
                      ? <span className="admin-muted"> next {formatShortDateTime(delivery.nextAttemptAt)}</span> : null}
                  </td>
                  <td>{delivery.attempts}</td>
                  <td className="webhook-error">{delivery.lastError ?? <span className="admin-muted">—</span>}</td>
                  <td className="webhook-actions">
                    {delivery.lastExchange ? (
                      <details className="webhook-inspect">
                        <summary>Inspect<span className="is-sr-only"> delivery {delivery.id}</span></summary>
                        <Inspector exchange={delivery.lastExchange} />
                      </details>
                    ) : null}
                    {delivery.status === 'failed' || delivery.status === 'sent' ? (
                      <button
                        type="button" className="button is-small" onClick={() => onRedeliver(delivery)}
                        disabled={redelivering === delivery.id} aria-busy={redelivering === delivery.id}
                      >
                        Redeliver<span className="is-sr-only"> delivery {delivery.id}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
