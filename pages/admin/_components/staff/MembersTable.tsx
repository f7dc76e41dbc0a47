/**
 * The members: name and username, e-mail, role, status, last sign-in, 2FA, and what may be done to
 * each. The last active administrator's row says why it cannot be suspended, removed or demoted
 * (the server refuses it too). On a narrow screen the table scrolls sideways in its own box.
 */
import { ROLE_LABELS } from '../../../../src/shared/staff-roles.js';
import type { StaffMember } from './staff-types.js';
import { When } from './FormField.js';

export type MemberAction = 'role' | 'suspend' | 'unsuspend' | 'remove' | 'reset2fa';

export const LAST_ADMIN_NOTE = 'The last active administrator: make someone else an administrator before changing this account.';

export function isLastActiveAdmin(member: StaffMember, members: StaffMember[]): boolean {
  const active = members.filter((item) => item.role === 'administrator' && item.status === 'active');
  return active.length === 1 && active[0]!.id === member.id;
}

export function MembersTable({ members, selfId, onAction }: {
  members: StaffMember[];
  selfId: number;
  onAction: (action: MemberAction, member: StaffMember) => void;
}) {
  return (
    <div className="table-container staff-table-wrap" role="region" aria-label="Staff members" tabIndex={0}>
      <table className="table is-fullwidth staff-table">
        <caption className="is-sr-only">Staff members, by username</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">2FA</th>
            <th scope="col"><span className="is-sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const self = member.id === selfId;
            const last = isLastActiveAdmin(member, members);
            const who = member.name || member.username;
            return (
              <tr key={member.id} data-testid="staff-row" data-username={member.username}>
                <th scope="row">
                  <span className="staff-name">{member.name || member.username}</span>
                  {self ? <span className="tag is-info is-light staff-you">You</span> : null}
                  <span className="staff-username admin-muted">{member.username}</span>
                </th>
                <td>{member.email ?? <span className="admin-muted">—</span>}</td>
                <td>{ROLE_LABELS[member.role]}</td>
                <td>{member.status === 'active' ? <span className="staff-active">Active</span> : <span className="tag is-warning is-light">Suspended</span>}</td>
                <td><When value={member.lastSignInAt} none="Never" /></td>
                <td>{member.twoFactor ? 'On' : <span className="admin-muted">Off</span>}</td>
                <td>
                  {last ? <p className="staff-last-admin admin-muted" id={`last-admin-${member.id}`}>{LAST_ADMIN_NOTE}</p> : null}
                  <div className="buttons staff-actions">
                    <button type="button" className="button is-small" onClick={() => onAction('role', member)} disabled={last}
                      aria-describedby={last ? `last-admin-${member.id}` : undefined} aria-label={`Change role of ${who}`}>Change role</button>
                    {self ? null : member.status === 'active' ? (
                      <button type="button" className="button is-small is-warning is-light" onClick={() => onAction('suspend', member)} disabled={last}
                        aria-describedby={last ? `last-admin-${member.id}` : undefined} aria-label={`Suspend ${who}`}>Suspend</button>
                    ) : (
                      <button type="button" className="button is-small" onClick={() => onAction('unsuspend', member)} aria-label={`Reactivate ${who}`}>Reactivate</button>
                    )}
                    {member.twoFactor && !self ? (
                      <button type="button" className="button is-small" onClick={() => onAction('reset2fa', member)} aria-label={`Reset two-factor sign-in of ${who}`}>Reset 2FA</button>
                    ) : null}
                    {self ? null : (
                      <button type="button" className="button is-small is-danger is-outlined" onClick={() => onAction('remove', member)} disabled={last}
                        aria-describedby={last ? `last-admin-${member.id}` : undefined} aria-label={`Remove ${who}`}>Remove</button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
