/**
 * The keys: name, scope (and the origins it is limited to), prefix (never the token), created, last used, and whether it is revoked.
 * On a narrow screen the table scrolls sideways in its box, a named region that takes keyboard focus.
 */
import { formatShortDateTime } from '../../../../src/shared/dates.js';
import type { ApiKeyRow } from '../../../_graphql/operations/api-key.operations.js';

const SCOPE_LABELS: Record<ApiKeyRow['scope'], string> = { content: 'Content', preview: 'Preview', admin: 'Admin' };

function When({ value, none }: { value: string | null | undefined; none: string }) {
  return value ? <time dateTime={value}>{formatShortDateTime(value)}</time> : <span className="admin-muted">{none}</span>;
}

export function ApiKeysTable({ keys, onRevoke }: { keys: ApiKeyRow[]; onRevoke: (key: ApiKeyRow) => void }) {
  return (
    <div className="table-container api-key-table-wrap" role="region" aria-label="API keys, newest first" tabIndex={0}>
      <table className="table is-fullwidth api-key-table">
        <caption className="is-sr-only">API keys, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scope</th>
            <th scope="col">Key starts with</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col"><span className="is-sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-testid="api-key-row">
              <th scope="row">{key.name}</th>
              <td>
                <span className={`tag ${key.scope === 'content' ? 'is-info' : 'is-warning'} is-light`}>{SCOPE_LABELS[key.scope]}</span>
                {key.allowedOrigins.length ? <span className="api-key-origins admin-muted">Only from {key.allowedOrigins.join(', ')}</span> : null}
              </td>
              <td><code>{key.prefix}…</code></td>
              <td><When value={key.createdAt} none="—" />{key.createdBy ? <span className="admin-muted api-key-by"> by {key.createdBy}</span> : null}</td>
              <td><When value={key.lastUsedAt} none="Never" /></td>
              <td>{key.revokedAt ? <span>Revoked <When value={key.revokedAt} none="" /></span> : <span className="api-key-active">Active</span>}</td>
              <td>
                {key.revokedAt ? null : (
                  <button type="button" className="button is-small is-danger is-outlined" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
