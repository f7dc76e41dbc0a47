/**
 * The "Create a key" form: a name and a scope. Checked with the same schema the server uses; a
 * refusal puts each message under its field (announced, the first invalid field focused).
 */
import { useRef, useState, type FormEvent } from 'react';
import { readGraphQLError } from '../../../_graphql/errors.js';
import { apiKeySchema, type ApiKeyScopeName } from '../../../../src/shared/schemas/api-key.schema.js';
import { formValidator } from '../../../../src/shared/schemas/field-errors.js';

const SCOPES: Array<{ value: ApiKeyScopeName; label: string; hint: string }> = [
  { value: 'content', label: 'Content', hint: 'Read-only: published posts and categories, like any reader. For other sites and integrations.' },
  { value: 'admin', label: 'Admin', hint: 'Drafts and scheduled posts (preview) and every admin operation. Keep it on a server only.' },
];

interface Values {
  name: string;
  scope: ApiKeyScopeName | '';
}

const validate = formValidator<Values>(apiKeySchema);

export function CreateApiKeyForm({ onCreate }: { onCreate: (input: { name: string; scope: ApiKeyScopeName }) => Promise<unknown> }) {
  const [values, setValues] = useState<Values>({ name: '', scope: 'content' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values) as Record<string, string>;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      if (found.name) nameRef.current?.focus();
      return;
    }
    setPending(true);
    const failure = await onCreate({ name: values.name.trim(), scope: values.scope as ApiKeyScopeName });
    setPending(false);
    if (failure) {
      const info = readGraphQLError(failure);
      setErrors(info.fieldErrors);
      setFormError(Object.keys(info.fieldErrors).length ? null : info.message ?? info.transport ?? 'Failed to create the API key');
      if (info.fieldErrors.name) nameRef.current?.focus();
      return;
    }
    setValues({ name: '', scope: values.scope });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create a key">
      <div className="field">
        <label className="label" htmlFor="api-key-name">Name</label>
        <div className="control">
          <input
            id="api-key-name" ref={nameRef} className={`input${errors.name ? ' is-danger' : ''}`} type="text" maxLength={100}
            value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })}
            aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'api-key-name-error api-key-name-hint' : 'api-key-name-hint'}
            autoComplete="off"
          />
        </div>
        <p id="api-key-name-hint" className="help">Who or what will use it, e.g. “Partner site” or “Static build”.</p>
        {errors.name ? <p id="api-key-name-error" className="help is-danger" role="alert">{errors.name}</p> : null}
      </div>
      <fieldset className="field api-key-scopes">
        <legend className="label">Scope</legend>
        {SCOPES.map((scope) => (
          <div className="control" key={scope.value}>
            <label className="radio api-key-scope">
              <input
                type="radio" name="scope" value={scope.value} checked={values.scope === scope.value}
                onChange={() => setValues({ ...values, scope: scope.value })} aria-describedby={`api-key-scope-${scope.value}-hint`}
              />
              {' '}<strong>{scope.label}</strong>
              <span id={`api-key-scope-${scope.value}-hint`} className="api-key-scope-hint admin-muted">{scope.hint}</span>
            </label>
          </div>
        ))}
        {errors.scope ? <p className="help is-danger" role="alert">{errors.scope}</p> : null}
      </fieldset>
      {formError ? <div className="notification is-danger is-light" role="alert">{formError}</div> : null}
      <button type="submit" className="button is-primary" disabled={pending} aria-busy={pending}>
        {pending ? 'Creating...' : 'Create key'}
      </button>
    </form>
  );
}
