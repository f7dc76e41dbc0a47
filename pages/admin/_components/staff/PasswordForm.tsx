/** The account screen's "Change password": the current one, then the new one (the server's strength rules). Other devices are signed out. */
import { useState, type FormEvent } from 'react';
import { toast } from '../../../_components/toast/use-toast.js';
import { StaffApiError, staffErrorText, staffRequest } from '../staff-api.js';
import { FormField } from './FormField.js';

export function PasswordForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const [currentPassword, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setFormError(undefined);
    try {
      const { endedSessions } = await staffRequest<{ endedSessions: number }>('PUT', '/api/admin/me/password', { currentPassword, password });
      setCurrent('');
      setPassword('');
      toast({ title: 'Password changed', description: endedSessions ? `Your password is changed. ${endedSessions} other device(s) were signed out.` : 'Your password is changed.' });
      await onChanged();
    } catch (failure) {
      const fields = failure instanceof StaffApiError ? failure.errors : {};
      setErrors(fields);
      if (!Object.keys(fields).length) setFormError(staffErrorText(failure, 'Your password was not changed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change password">
      {/* For password managers: whose password this is. */}
      <input type="text" autoComplete="username" hidden readOnly value="" />
      <FormField id="account-current-password" label="Current password" type="password" autoComplete="current-password" value={currentPassword}
        error={errors.currentPassword} onChange={(event) => setCurrent(event.target.value)} />
      <FormField id="account-new-password" label="New password" type="password" autoComplete="new-password" value={password}
        error={errors.password} onChange={(event) => setPassword(event.target.value)}
        hint="At least 12 characters; a passphrase of a few unrelated words is strong and easy to remember. Your other devices will be signed out." />
      {formError ? <div className="notification is-danger is-light" role="alert">{formError}</div> : null}
      <button type="submit" className="button is-primary" disabled={pending} aria-busy={pending}>{pending ? 'Changing...' : 'Change password'}</button>
    </form>
  );
}
