/**
 * Labelled Bulma fields bound to react-final-form. The error text sits next to the field and is
 * tied to it with aria-describedby and aria-invalid; a server's field message shows until the
 * visitor edits the field again.
 */
import type { ReactNode, Ref } from 'react';
import { useField } from 'react-final-form';
import type { FieldMetaState } from 'react-final-form';
import { useFieldId } from './form-context.js';

/**
 * A field's own message shows once the visitor has typed in it and left it, or tried to send the
 * form; leaving an empty field alone does not nag (nor shift the button being clicked).
 */
function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (typeof meta.error === 'string' && meta.touched && (meta.modified || meta.submitFailed)) return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, optional, hint, error, children }: FieldShellProps) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
        {optional ? <span className="label-optional"> (optional)</span> : null}
      </label>
      <div className="control">{children}</div>
      {hint ? <p id={`${id}-hint`} className="help">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="help is-danger field-error">{error}</p> : null}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface BaseProps {
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  placeholder?: string;
}

export function TextField({ name, label, optional, hint, placeholder, type = 'text', autoComplete, inputRef }: BaseProps & {
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useFieldId(name);
  const { input, meta } = useField<string>(name, { type });
  const error = fieldError(meta);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input {...input} ref={inputRef} id={id} type={type} placeholder={placeholder} autoComplete={autoComplete}
        className={`input${error ? ' is-danger' : ''}`} aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true} aria-describedby={describedBy(id, hint, error)} />
    </FieldShell>
  );
}

export function TextareaField({ name, label, optional, hint, placeholder, rows = 4 }: BaseProps & { rows?: number }) {
  const id = useFieldId(name);
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <textarea {...input} id={id} rows={rows} placeholder={placeholder} className={`textarea${error ? ' is-danger' : ''}`}
        aria-invalid={error ? true : undefined} aria-required={optional ? undefined : true} aria-describedby={describedBy(id, hint, error)} />
    </FieldShell>
  );
}

export function SelectField({ name, label, optional, hint, options, placeholder }: BaseProps & {
  options: ReadonlyArray<{ key: string; label: string }>;
}) {
  const id = useFieldId(name);
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
        <select {...input} id={id} aria-invalid={error ? true : undefined} aria-required={optional ? undefined : true}
          aria-describedby={describedBy(id, hint, error)}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => <option key={option.key} value={option.key}>{option.label}</option>)}
        </select>
      </div>
    </FieldShell>
  );
}

/** The trap for bots (field "website"): off screen, out of the tab order, hidden from assistive tech. */
export function Honeypot() {
  const id = useFieldId('website');
  const { input } = useField<string>('website');
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input {...input} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
