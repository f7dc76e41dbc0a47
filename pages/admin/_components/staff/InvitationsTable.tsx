/** Invitations not yet accepted: address, role, when the link expires; re-send (a fresh link) or withdraw. */
import { ROLE_LABELS } from '../../../../src/shared/staff-roles.js';
import type { Invitation } from './staff-types.js';
import { When } from './FormField.js';

export function InvitationsTable({ invitations, busyId, onResend, onRevoke }: {
  invitations: Invitation[];
  busyId: number | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}) {
  return (
    <div className="table-container staff-table-wrap" role="region" aria-label="Pending invitations" tabIndex={0}>
      <table className="table is-fullwidth staff-table">
        <caption className="is-sr-only">Pending invitations, newest first</caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Sent</th>
            <th scope="col">Expires</th>
            <th scope="col"><span className="is-sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id} data-testid="invitation-row">
              <th scope="row">{invitation.email}</th>
              <td>{ROLE_LABELS[invitation.role]}</td>
              <td><When value={invitation.createdAt} none="—" /></td>
              <td><When value={invitation.expiresAt} none="—" /></td>
              <td>
                <div className="buttons staff-actions">
                  <button type="button" className="button is-small" disabled={busyId === invitation.id} onClick={() => onResend(invitation)}
                    aria-label={`Resend the invitation to ${invitation.email}`}>{busyId === invitation.id ? 'Sending...' : 'Resend'}</button>
                  <button type="button" className="button is-small is-danger is-outlined" disabled={busyId === invitation.id} onClick={() => onRevoke(invitation)}
                    aria-label={`Withdraw the invitation to ${invitation.email}`}>Withdraw</button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
