// https://vike.dev/Page — /admin/invite?token=… (issue 24): an invited person chooses a username, name and password.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { usePageContext } from 'vike-react/usePageContext';
import { object, string } from 'yup';
import { TextField } from '../../_components/forms/Fields.js';
import { submitAndFocus } from '../../_components/forms/submit-and-focus.js';
import { toast } from '../../_components/toast/use-toast.js';
import { formValidator } from '../../../src/shared/schemas/field-errors.js';
import { DASHBOARD_PATH } from '../_components/admin-paths.js';
import { postStaffApi } from '../_components/staff-api.js';

interface InviteValues {
  username: string;
  name: string;
  password: string;
}

const validate = formValidator<InviteValues>(object({
  username: string().trim().required('Username is required'),
  name: string().trim().required('Name is required'),
  password: string().required('Password is required'),
}));

export default function Page() {
  const token = String(usePageContext().urlParsed.search.token ?? '');
  const [problem, setProblem] = useState(token ? '' : 'This invitation link is not complete: open the link from the e-mail again.');

  const onSubmit = async (values: InviteValues) => {
    const result = await postStaffApi('/api/admin/staff/invitations/accept', { token, ...values });
    if (!result.ok) {
      if (result.errors?.token) return void setProblem(result.errors.token);
      toast({ title: 'Could not create your account', description: result.message ?? 'Please try again.', variant: 'destructive' });
      return result.errors;
    }
    toast({ title: 'Welcome aboard', description: 'Your account is ready.' });
    // A full load: the new session cookie decides what the admin shows.
    window.location.assign(DASHBOARD_PATH);
  };

  return (
    <section className="admin-login">
      <div className="card admin-login-card">
        <div className="card-content">
          <h1 className="title is-4">Join the team</h1>
          {problem ? (
            <p className="notification is-danger is-light" role="alert">{problem} Ask an administrator to send a new invitation.</p>
          ) : (
            <>
              <p className="subtitle is-6 admin-muted">Choose how you will sign in.</p>
              <Form<InviteValues> onSubmit={onSubmit} initialValues={{ username: '', name: '', password: '' }} validate={validate}>
                {({ handleSubmit, submitting, form }) => (
                  <form onSubmit={(event) => submitAndFocus(event, handleSubmit, form)} noValidate aria-label="Accept the invitation">
                    <TextField name="name" label="Your name" autoComplete="name" autoFocus />
                    <TextField name="username" label="Username" autoComplete="username" help="3 to 100 letters, digits or . _ @ -" />
                    <TextField name="password" label="Password" type="password" autoComplete="new-password" help="At least 12 characters; a passphrase of several words works well." />
                    <div className="field">
                      <button type="submit" className="button is-primary is-fullwidth" disabled={submitting} aria-busy={submitting}>
                        {submitting ? 'Creating your account...' : 'Create my account'}
                      </button>
                    </div>
                  </form>
                )}
              </Form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
