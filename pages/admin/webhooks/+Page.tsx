// https://vike.dev/Page — /admin/webhooks (issue 11, deliverable 5): register URLs for content events, see their deliveries.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ADMIN_WEBHOOKS_QUERY, CREATE_WEBHOOK_MUTATION, DELETE_WEBHOOK_MUTATION, PING_WEBHOOK_MUTATION, REDELIVER_WEBHOOK_DELIVERY_MUTATION, UPDATE_WEBHOOK_MUTATION,
  type AdminWebhook, type AdminWebhookDelivery, type WebhookEvent as GraphQLWebhookEvent,
} from '../../_graphql/operations/webhook.operations.js';
import { readGraphQLError } from '../../_graphql/errors.js';
import { isWebhookEvent, type WebhookEvent } from '../../../src/shared/webhooks.js';
import { toast } from '../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../_components/ConfirmDialog.js';
import { DeliveriesTable } from '../_components/webhooks/DeliveriesTable.js';
import { WebhookForm, type WebhookFormValues } from '../_components/webhooks/WebhookForm.js';
import '../_components/webhooks/webhooks.css';
import { AdminBackButton } from '../_components/AdminBackButton.js';

const REFETCH = { refetchQueries: ['AdminWebhooks'], awaitRefetchQueries: true };
/** GraphQL spells `post.published` as `post_published`. */
const toGraphQL = (event: WebhookEvent) => event.replace('.', '_') as GraphQLWebhookEvent;
const fromGraphQL = (event: string) => event.replace('_', '.');

function formValues(webhook: AdminWebhook): WebhookFormValues {
  return { name: webhook.name, url: webhook.url, events: webhook.events.map(fromGraphQL).filter(isWebhookEvent) };
}

export default function Page() {
  const { data, loading, error, refetch } = useQuery(ADMIN_WEBHOOKS_QUERY, { pollInterval: 3_000 });
  const [createMutation, { loading: creating }] = useMutation(CREATE_WEBHOOK_MUTATION, REFETCH);
  const [updateMutation, { loading: updating }] = useMutation(UPDATE_WEBHOOK_MUTATION, REFETCH);
  const [deleteMutation, { loading: deleting }] = useMutation(DELETE_WEBHOOK_MUTATION, REFETCH);
  const [pingMutation] = useMutation(PING_WEBHOOK_MUTATION, REFETCH);
  const [redeliverMutation] = useMutation(REDELIVER_WEBHOOK_DELIVERY_MUTATION, REFETCH);
  const [redelivering, setRedelivering] = useState<number | null>(null);
  const [createErrors, setCreateErrors] = useState<Record<string, string>>({});
  const [editErrors, setEditErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<AdminWebhook | null>(null);
  const [removing, setRemoving] = useState<AdminWebhook | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [created, setCreated] = useState<AdminWebhook | null>(null);
  const webhooks = data?.webhooks ?? [];
  const deliveries = data?.webhookDeliveries ?? [];
  const nameOf = (id: number) => webhooks.find((webhook) => webhook.id === id)?.name ?? `#${id}`;

  const failed = (caught: unknown, fallback: string) => {
    const { message, fieldErrors } = readGraphQLError(caught);
    toast({ title: 'Error', description: message ?? fallback, variant: 'destructive' });
    return fieldErrors;
  };
  const input = (values: WebhookFormValues) => ({ name: values.name.trim(), url: values.url.trim(), events: values.events.map(toGraphQL) });

  const create = async (values: WebhookFormValues) => {
    try {
      const result = await createMutation({ variables: { input: input(values) } });
      setCreateErrors({});
      setCreated(result.data?.createWebhook ?? null);
      setFormKey((key) => key + 1);
      toast({ title: 'Success', description: 'Webhook created' });
    } catch (caught) {
      setCreateErrors(failed(caught, 'Failed to create the webhook'));
    }
  };
  const update = async (values: WebhookFormValues) => {
    if (!editing) return;
    try {
      await updateMutation({ variables: { id: editing.id, input: input(values) } });
      setEditErrors({});
      setEditing(null);
      toast({ title: 'Success', description: 'Webhook updated' });
    } catch (caught) {
      setEditErrors(failed(caught, 'Failed to update the webhook'));
    }
  };
  const setActive = async (webhook: AdminWebhook, active: boolean) => {
    try {
      await updateMutation({ variables: { id: webhook.id, input: { active } } });
      toast({ title: 'Success', description: active ? `“${webhook.name}” enabled` : `“${webhook.name}” disabled` });
    } catch (caught) {
      failed(caught, 'Failed to change the webhook');
    }
  };
  const redeliver = async (delivery: AdminWebhookDelivery) => {
    setRedelivering(delivery.id);
    try {
      await redeliverMutation({ variables: { id: delivery.id } });
      toast({ title: 'Success', description: `Delivery #${delivery.id} queued again` });
    } catch (failure) {
      toast({ title: 'Error', description: readGraphQLError(failure).message ?? 'Failed to redeliver', variant: 'destructive' });
    }
    setRedelivering(null);
  };

  const ping = async (webhook: AdminWebhook) => {
    try {
      await pingMutation({ variables: { id: webhook.id } });
      toast({ title: 'Success', description: `Test delivery queued for “${webhook.name}”` });
    } catch (caught) {
      failed(caught, 'Failed to send the test');
    }
  };
  const confirmDelete = async () => {
    if (!removing) return;
    try {
      await deleteMutation({ variables: { id: removing.id } });
      toast({ title: 'Success', description: 'Webhook deleted' });
    } catch (caught) {
      failed(caught, 'Failed to delete the webhook');
    }
    setRemoving(null);
  };

  return (
    <div className="container admin-container admin-page webhooks-page">
      <AdminBackButton />
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Webhooks</h1>
          <p className="admin-muted">
            Other sites are told when content changes: each chosen event is POSTed as signed JSON, and failed deliveries are retried.
          </p>
        </div>
      </header>

      {loading && !data ? <p role="status" className="admin-muted">Loading webhooks...</p> : null}
      {error && !data ? (
        <div className="notification is-danger is-light" role="alert">
          Failed to load webhooks. <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
        </div>
      ) : null}

      <WebhookForm key={formKey} heading="Add a webhook" submitLabel="Add webhook" pending={creating} errors={createErrors} onSubmit={(values) => void create(values)} />
      {created ? (
        <div className="notification is-success is-light" role="status">
          <p>“{created.name}” was added. Its signing secret (also shown under the webhook):</p>
          <code className="webhook-secret">{created.secret}</code>
        </div>
      ) : null}

      {data ? (
        <section aria-labelledby="webhooks-list-heading" className="webhooks-list">
          <h2 className="title is-4" id="webhooks-list-heading">Registered webhooks ({webhooks.length})</h2>
          {!webhooks.length ? <p className="admin-empty">No webhooks yet.</p> : null}
          {webhooks.map((webhook) => (
            <article key={webhook.id} className="box webhook-card" data-testid="webhook" aria-labelledby={`webhook-${webhook.id}-name`}>
              {editing?.id === webhook.id ? (
                <WebhookForm heading={`Edit “${webhook.name}”`} submitLabel="Save changes" initial={formValues(webhook)} pending={updating}
                  errors={editErrors} onSubmit={(values) => void update(values)} onCancel={() => { setEditing(null); setEditErrors({}); }} />
              ) : (
                <>
                  <h3 className="title is-5" id={`webhook-${webhook.id}-name`}>
                    {webhook.name}{' '}
                    <span className={`tag ${webhook.active ? 'is-success' : 'is-light'}`}>{webhook.active ? 'Active' : 'Disabled'}</span>
                  </h3>
                  <p className="webhook-url"><span className="admin-muted">URL: </span>{webhook.url}</p>
                  <p><span className="admin-muted">Events: </span>{webhook.events.map(fromGraphQL).join(', ')}</p>
                  <details className="webhook-secret-details">
                    <summary>Show signing secret</summary>
                    <code className="webhook-secret">{webhook.secret}</code>
                  </details>
                  <div className="buttons webhook-actions">
                    <button type="button" className="button is-small" onClick={() => void ping(webhook)} disabled={!webhook.active}>Send test</button>
                    <button type="button" className="button is-small" onClick={() => { setEditing(webhook); setEditErrors({}); }}>Edit</button>
                    <button type="button" className="button is-small" onClick={() => void setActive(webhook, !webhook.active)}>
                      {webhook.active ? 'Disable' : 'Enable'}
                    </button>
                    <button type="button" className="button is-small is-danger is-light" onClick={() => setRemoving(webhook)}>Delete</button>
                  </div>
                </>
              )}
            </article>
          ))}
        </section>
      ) : null}

      {data ? <DeliveriesTable deliveries={deliveries} nameOf={nameOf} onRefresh={() => void refetch()} onRedeliver={(delivery) => void redeliver(delivery)} redelivering={redelivering} /> : null}

      <ConfirmDialog
        open={!!removing}
        title="Delete this webhook?"
        description={removing ? `“${removing.name}” will be deleted with its deliveries; waiting ones are not sent. This cannot be undone.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
