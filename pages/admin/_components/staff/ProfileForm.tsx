/** The account screen's "Your details": name and e-mail address (where password reset links go). */
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../../_components/toast/use-toast.js';
import { StaffApiError, staffErrorText, staffRequest } from '../staff-api.js';
import { FormField } from './FormField.js';
import type { StaffMember } from './staff-types.js';

export function ProfileForm({ member, onSaved }: { member: StaffMember; onSaved: () => Promise<void> }) {
  const [name, setName] = useState(member.name ?? '');
  const [email, setEmail] = useState(member.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    setName(member.name ?? '');
    setEmail(member.email ?? '');
  }, [member]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setFormError(undefined);
    try {
      await staffRequest('PUT', '/api/admin/me', { name, email });
      toast({ title: 'Saved', description: 'Your details are saved.' });
      await onSaved();
    } catch (failure) {
      const fields = failure instanceof StaffApiError ? failure.errors : {};
      setErrors(fields);
      if (!Object.keys(fields).length) setFormError(staffErrorText(failure, 'Your details were not saved'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Your details">
      <p className="admin-muted">Username: <strong>{member.username}</strong></p>
      <FormField id="account-name" label="Name" autoComplete="name" value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
      <FormField id="account-email" label="E-mail" type="email" autoComplete="email" value={email} error={errors.email}
        onChange={(event) => setEmail(event.target.value)} hint="Password reset links are sent here." />
      {formError ? <div className="notification is-danger is-light" role="alert">{formError}</div> : null}
      <button type="submit" className="button is-primary" disabled={pending} aria-busy={pending}>{pending ? 'Saving...' : 'Save details'}</button>
    </form>
  );
}
