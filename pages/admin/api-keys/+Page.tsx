// https://vike.dev/Page — /admin/api-keys (issue 11): staff create, list and revoke Content API keys.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  API_KEYS_QUERY, CREATE_API_KEY_MUTATION, REVOKE_API_KEY_MUTATION, type ApiKeyRow,
} from '../../_graphql/operations/api-key.operations.js';
import { explainGraphQLError } from '../../_graphql/errors.js';
import { toast } from '../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../_components/ConfirmDialog.js';
import { CreateApiKeyForm, type NewApiKey } from '../_components/api-keys/CreateApiKeyForm.js';
import { ApiKeysTable } from '../_components/api-keys/ApiKeysTable.js';
import { NewTokenNotice } from '../_components/api-keys/NewTokenNotice.js';
import '../_components/api-keys/api-keys.css';
import { AdminBackButton } from '../_components/AdminBackButton.js';

export default function Page() {
  const { data, loading, error, refetch } = useQuery(API_KEYS_QUERY);
  const [createKey] = useMutation(CREATE_API_KEY_MUTATION, { refetchQueries: ['ApiKeys'], awaitRefetchQueries: true });
  const [revokeKey, revoking] = useMutation(REVOKE_API_KEY_MUTATION, { refetchQueries: ['ApiKeys'], awaitRefetchQueries: true });
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revokingKey, setRevokingKey] = useState<ApiKeyRow | null>(null);
  const keys = data?.apiKeys ?? [];

  const create = async (input: NewApiKey) => {
    try {
      const result = await createKey({ variables: { input } });
      const answer = result.data?.createApiKey;
      if (answer) setCreated({ name: answer.key.name, token: answer.token });
      return undefined;
    } catch (failure) {
      return failure;
    }
  };

  const confirmRevoke = async () => {
    if (!revokingKey) return;
    try {
      await revokeKey({ variables: { id: revokingKey.id } });
      toast({ title: 'Success', description: `API key "${revokingKey.name}" revoked. Requests with it are refused from now on.` });
    } catch (failure) {
      toast({ title: 'Error', description: explainGraphQLError(failure, 'Failed to revoke the API key'), variant: 'destructive' });
    }
    setRevokingKey(null);
  };

  return (
    <div className="container admin-container admin-page">
      <AdminBackButton />
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">API keys</h1>
          <p className="admin-muted">
            Keys let other sites and server-side integrations use the Content API. They send the key in the
            {' '}<code>Authorization: Bearer &lt;key&gt;</code> or <code>X-Api-Key</code> header.
          </p>
        </div>
      </header>

      {created ? <NewTokenNotice name={created.name} token={created.token} onDone={() => setCreated(null)} /> : null}

      <section className="box api-key-create" aria-labelledby="create-api-key-title">
        <h2 id="create-api-key-title" className="title is-5">Create a key</h2>
        <CreateApiKeyForm onCreate={create} />
      </section>

      <section aria-labelledby="api-key-list-title">
        <h2 id="api-key-list-title" className="title is-5">Keys</h2>
        {loading && !data ? <p role="status" className="admin-muted">Loading API keys...</p> : null}
        {error && !data ? (
          <div className="notification is-danger is-light" role="alert">
            Failed to load API keys. <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
          </div>
        ) : null}
        {data && keys.length === 0 ? <p className="admin-empty">No API keys yet.</p> : null}
        {keys.length ? <ApiKeysTable keys={keys} onRevoke={setRevokingKey} /> : null}
      </section>

      <ConfirmDialog
        open={!!revokingKey}
        title="Revoke this API key?"
        description={revokingKey ? `"${revokingKey.name}" (${revokingKey.prefix}…) stops working at once: every request with it will be refused. This cannot be undone.` : ''}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        pending={revoking.loading}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevokingKey(null)}
      />
    </div>
  );
}
