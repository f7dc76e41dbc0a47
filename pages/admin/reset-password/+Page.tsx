// https://vike.dev/Page — /admin/reset-password (issue 24): without a token, ask for a link by e-mail; with one, choose a new password.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { usePageContext } from 'vike-react/usePageContext';
import { object, string } from 'yup';
import { TextField } from '../../_components/forms/Fields.js';
import { submitAndFocus } from '../../_components/forms/submit-and-focus.js';
import { formValidator } from '../../../src/shared/schemas/field-errors.js';
import { LOGIN_PATH } from '../_components/admin-paths.js';
import { postStaffApi } from '../_components/staff-api.js';

const emailValidate = formValidator<{ email: string }>(object({ email: string().trim().required('Please enter a valid email address').email('Please enter a valid email address') }));
const passwordValidate = formValidator<{ password: string }>(object({ password: string().required('Password is required') }));

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="admin-login">
      <div className="card admin-login-card">
        <div className="card-content">
          <h1 className="title is-4">{title}</h1>
          {children}
          <p className="mt-4"><a href={LOGIN_PATH}>Back to sign in</a></p>
        </div>
      </div>
    </section>
  );
}

function RequestLink() {
  const [sent, setSent] = useState('');
  const onSubmit = async (values: { email: string }) => {
    const result = await postStaffApi('/api/admin/password-reset', { email: values.email.trim() });
    if (!result.ok) return result.errors ?? { email: result.message ?? 'Please try again.' };
    setSent(result.message ?? 'Check your e-mail.');
  };
  if (sent) return <p className="notification is-success is-light" role="status">{sent}</p>;
  return (
    <Form<{ email: string }> onSubmit={onSubmit} initialValues={{ email: '' }} validate={emailValidate}>
      {({ handleSubmit, submitting, form }) => (
        <form onSubmit={(event) => submitAndFocus(event, handleSubmit, form)} noValidate aria-label="Ask for a password reset link">
          <p className="subtitle is-6 admin-muted">Enter your staff e-mail address and we will send you a link to choose a new password.</p>
          <TextField name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
          <button type="submit" className="button is-primary is-fullwidth" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Sending...' : 'Send me a link'}
          </button>
        </form>
      )}
    </Form>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const onSubmit = async (values: { password: string }) => {
    const result = await postStaffApi('/api/admin/password-reset/confirm', { token, password: values.password });
    if (result.ok) return void setOutcome({ ok: true, text: result.message ?? 'Your password is set.' });
    if (result.errors?.token) return void setOutcome({ ok: false, text: result.errors.token });
    return result.errors ?? { password: result.message ?? 'Please try again.' };
  };
  if (outcome) {
    return <p className={`notification is-light ${outcome.ok ? 'is-success' : 'is-danger'}`} role="status">{outcome.text}</p>;
  }
  return (
    <Form<{ password: string }> onSubmit={onSubmit} initialValues={{ password: '' }} validate={passwordValidate}>
      {({ handleSubmit, submitting, form }) => (
        <form onSubmit={(event) => submitAndFocus(event, handleSubmit, form)} noValidate aria-label="Choose a new password">
          <p className="subtitle is-6 admin-muted">Every device signed in to your account will be signed out.</p>
          <TextField name="password" label="New password" type="password" autoComplete="new-password" autoFocus help="At least 12 characters; a passphrase of several words works well." />
          <button type="submit" className="button is-primary is-fullwidth" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Saving...' : 'Set my new password'}
          </button>
        </form>
      )}
    </Form>
  );
}

export default function Page() {
  const token = String(usePageContext().urlParsed.search.token ?? '');
  return token
    ? <Card title="Choose a new password"><ChoosePassword token={token} /></Card>
    : <Card title="Forgot your password?"><RequestLink /></Card>;
}
