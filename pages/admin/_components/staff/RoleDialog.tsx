/**
 * "Change role": the four roles as radio buttons, what each may do, Save or Cancel. The dialog is
 * built each time it opens, its choice from the member: the first frame shows their role.
 */
import { useState } from 'react';
import { Modal } from '../../../_components/ui/Modal.js';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../src/shared/staff-roles.js';
import { ROLE_HINTS } from './InviteForm.js';
import type { StaffMember } from './staff-types.js';

interface RoleDialogProps {
  member: StaffMember | null;
  pending: boolean;
  onSave: (role: StaffRole) => void;
  onCancel: () => void;
}

export function RoleDialog({ member, ...props }: RoleDialogProps) {
  return member ? <OpenRoleDialog key={member.id} member={member} {...props} /> : null;
}

function OpenRoleDialog({ member, pending, onSave, onCancel }: RoleDialogProps & { member: StaffMember }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const who = member.name || member.username;
  return (
    <Modal
      open
      title={`Change the role of ${who}`}
      description="What they may do changes at their next request."
      busy={pending}
      onClose={onCancel}
      className="admin-dialog"
      footer={
        <div className="buttons admin-dialog-actions">
          <button type="button" className="button" onClick={onCancel} disabled={pending}>Cancel</button>
          <button type="button" className="button is-primary" onClick={() => onSave(role)} disabled={pending || role === member.role} aria-busy={pending}>
            {pending ? 'Saving...' : 'Save role'}
          </button>
        </div>
      }
    >
      <fieldset className="staff-role-choices">
        <legend className="is-sr-only">Role</legend>
        {STAFF_ROLES.map((item) => (
          <div className="control" key={item}>
            <label className="radio staff-role-choice">
              <input type="radio" name="staff-role" value={item} checked={role === item} onChange={() => setRole(item)} data-autofocus={item === member.role ? true : undefined} />
              {' '}<strong>{ROLE_LABELS[item]}</strong>
              <span className="admin-muted staff-role-hint"> — {ROLE_HINTS[item]}</span>
            </label>
          </div>
        ))}
      </fieldset>
    </Modal>
  );
}
