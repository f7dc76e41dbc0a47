/**
 * The "Create a key" form: a name, a scope and the browser origins it may be used from (optional). Checked with the same schema the server uses; a
 * refusal puts each message under its field (announced, the first invalid field focused).
 */
import { useRef, useState, type FormEvent } from 'react';
import { readGraphQLError } from '../../../_graphql/errors.js';
import { apiKeySchema, type ApiKeyScopeName } from '../../../../src/shared/schemas/api-key.schema.js';
import { formValidator } from '../../../../src/shared/schemas/field-errors.js';

const SCOPES: Array<{ value: ApiKeyScopeName; label: string; hint: string }> = [
  { value: 'content', label: 'Content', hint: 'Read-only: published posts and categories, like any reader. Safe in a browser page (limit it to your sites below).' },
  { value: 'preview', label: 'Preview', hint: 'Read-only: published posts plus drafts and scheduled posts. For a staff preview site; keep it off public pages.' },
  { value: 'admin', label: 'Admin', hint: 'Drafts and scheduled posts (preview) and every admin operation. Keep it on a server only.' },
];

export interface NewApiKey {
  name: string;
  scope: ApiKeyScopeName;
  allowedOrigins: string[];
}

interface Values {
  name: string;
  scope: ApiKeyScopeName | '';
  allowedOrigins: string;
}

/** The origins typed one per line or comma-separated. */
function originList(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

const validate = formValidator<Values>(apiKeySchema);

export function CreateApiKeyForm({ onCreate }: { onCreate: (input: NewApiKey) => Promise<unknown> }) {
  const [values, setValues] = useState<Values>({ name: '', scope: 'content', allowedOrigins: '' });
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
    const failure = await onCreate({ name: values.name.trim(), scope: values.scope as ApiKeyScopeName, allowedOrigins: originList(values.allowedOrigins) });
    setPending(false);
    if (failure) {
      const info = readGraphQLError(failure);
      setErrors(info.fieldErrors);
      setFormError(Object.keys(info.fieldErrors).length ? null : info.message ?? info.transport ?? 'Failed to create the API key');
      if (info.fieldErrors.name) nameRef.current?.focus();
      return;
    }
    setValues({ name: '', scope: values.scope, allowedOrigins: '' });
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
      <div className="field">
        <label className="label" htmlFor="api-key-origins">Allowed origins <span className="admin-muted">(optional)</span></label>
        <div className="control">
          <textarea
            id="api-key-origins" className={`textarea${errors.allowedOrigins ? ' is-danger' : ''}`} rows={2}
            value={values.allowedOrigins} onChange={(event) => setValues({ ...values, allowedOrigins: event.target.value })}
            aria-invalid={errors.allowedOrigins ? true : undefined}
            aria-describedby={errors.allowedOrigins ? 'api-key-origins-error api-key-origins-hint' : 'api-key-origins-hint'}
            placeholder="https://www.example.org" autoComplete="off" spellCheck={false}
          />
        </div>
        <p id="api-key-origins-hint" className="help">One per line. Browser pages on other sites are refused this key. Leave empty for any site or a server.</p>
        {errors.allowedOrigins ? <p id="api-key-origins-error" className="help is-danger" role="alert">{errors.allowedOrigins}</p> : null}
      </div>
      {formError ? <div className="notification is-danger is-light" role="alert">{formError}</div> : null}
      <button type="submit" className="button is-primary" disabled={pending} aria-busy={pending}>
        {pending ? 'Creating...' : 'Create key'}
      </button>
    </form>
  );
}
