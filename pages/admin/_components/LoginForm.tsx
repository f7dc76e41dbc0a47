/**
 * The login form: the shared login schema's messages next to the fields; success says so and
 * opens the page the admin was going to, else the dashboard; failure shows "Login failed" with the server's message (docs/product.md §8).
 */
import { Form } from 'react-final-form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { loginSchema } from '../../../src/shared/schemas/login.schema.js';
import { LOGIN_MUTATION } from '../../_graphql/operations/session.operations.js';
import { explainGraphQLError } from '../../_graphql/errors.js';
import { toast } from '../../_components/toast/use-toast.js';
import { TextField } from '../../_components/forms/Fields.js';
import { submitAndFocus } from '../../_components/forms/submit-and-focus.js';
import { formValidator } from '../../../src/shared/schemas/field-errors.js';
import { afterLoginPath, RETURN_PARAM } from './return-path.js';
import { RESET_PASSWORD_PATH } from './admin-paths.js';
import { useState } from 'react';

interface LoginValues {
  username: string;
  password: string;
  /** Asked for once the server says the account has two-factor sign-in. */
  code?: string;
}

const INITIAL_VALUES: LoginValues = { username: '', password: '' };
const CODE_NEEDED = /code from your authenticator app/;
const validate = formValidator<LoginValues>(loginSchema);

export function LoginForm() {
  const client = useApolloClient();
  const [login] = useMutation(LOGIN_MUTATION);
  // The admin page a deep link was going to (only an admin path of this site: return-path.ts).
  const target = afterLoginPath(usePageContext().urlParsed.search[RETURN_PARAM]);
  const [askCode, setAskCode] = useState(false);

  const onSubmit = async (values: LoginValues) => {
    try {
      const code = values.code?.trim();
      await login({ variables: { input: { username: values.username.trim(), password: values.password, ...(askCode && code ? { code } : {}) } } });
    } catch (error) {
      const message = explainGraphQLError(error, 'Invalid credentials');
      if (CODE_NEEDED.test(message) && !askCode) {
        setAskCode(true);
        return { code: 'Enter the 6-digit code from your authenticator app, or a recovery code.' };
      }
      // A network failure or an error page is said as such, not as "Invalid credentials".
      toast({ title: 'Login failed', description: explainGraphQLError(error, 'Invalid credentials'), variant: 'destructive' });
      return;
    }
    // Whatever was cached belonged to no one (or someone else).
    await client.clearStore();
    toast({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
    await navigate(target);
  };

  return (
    <Form<LoginValues> onSubmit={onSubmit} initialValues={INITIAL_VALUES} validate={validate}>
      {({ handleSubmit, submitting, form }) => (
        <form onSubmit={(event) => submitAndFocus(event, handleSubmit, form)} noValidate aria-label="Admin login">
          <TextField name="username" label="Username" autoComplete="username" autoFocus />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          {askCode ? <TextField name="code" label="Two-factor code" autoComplete="one-time-code" autoFocus help="From your authenticator app, or one of your recovery codes." /> : null}
          <div className="field">
            <button type="submit" className="button is-primary is-fullwidth" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Logging in...' : 'Log in'}
            </button>
          </div>
          <p className="has-text-centered"><a href={RESET_PASSWORD_PATH}>Forgot password?</a></p>
        </form>
      )}
    </Form>
  );
}
