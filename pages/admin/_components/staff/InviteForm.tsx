/** "Invite a colleague": an e-mail address and a role; the server mails the link. Refusals go under their field. */
import { useRef, useState, type FormEvent } from 'react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../src/shared/staff-roles.js';
import { invitationSchema } from '../../../../src/shared/schemas/staff.schema.js';
import { formValidator } from '../../../../src/shared/schemas/field-errors.js';
import { StaffApiError, staffErrorText, staffRequest } from '../staff-api.js';
import { FormField } from './FormField.js';

const ROLE_HINTS: Record<StaffRole, string> = {
  administrator: 'everything, including staff, API keys, webhooks and the audit log',
  editor: 'every post, categories, media and submissions',
  author: 'writes and publishes their own posts',
  contributor: 'writes drafts of their own; cannot publish',
};

const validate = formValidator<{ email: string; role: StaffRole }>(invitationSchema);

export function InviteForm({ onInvited }: { onInvited: (email: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('author');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ email, role }) as Record<string, string>;
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return emailRef.current?.focus();
    setPending(true);
    try {
      await staffRequest('POST', '/api/admin/staff/invitations', { email: email.trim(), role });
      setEmail('');
      await onInvited(email.trim());
    } catch (failure) {
      const fields = failure instanceof StaffApiError ? failure.errors : {};
      setErrors(fields);
      if (fields.email) emailRef.current?.focus();
      else setFormError(staffErrorText(failure, 'Failed to send the invitation'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Invite a colleague" className="staff-invite-form">
      <FormField
        id="invite-email" ref={emailRef} label="E-mail" type="email" autoComplete="off" value={email} error={errors.email}
        onChange={(event) => setEmail(event.target.value)} hint="They get a link to choose a username and password (valid for 7 days)."
      />
      <div className="field">
        <label className="label" htmlFor="invite-role">Role</label>
        <div className="control">
          <div className="select">
            <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)} aria-describedby="invite-role-hint">
              {STAFF_ROLES.map((item) => <option key={item} value={item}>{ROLE_LABELS[item]}</option>)}
            </select>
          </div>
        </div>
        <p id="invite-role-hint" className="help">{ROLE_LABELS[role]}: {ROLE_HINTS[role]}.</p>
        {errors.role ? <p className="help is-danger field-error" role="alert">{errors.role}</p> : null}
      </div>
      {formError ? <div className="notification is-danger is-light" role="alert">{formError}</div> : null}
      <button type="submit" className="button is-primary" disabled={pending} aria-busy={pending}>
        {pending ? 'Sending...' : 'Send invitation'}
      </button>
    </form>
  );
}

export { ROLE_HINTS };
