/**
 * The labelled Bulma fields of every form (public and admin), bound to react-final-form. The
 * message sits under the field, tied to it with aria-describedby and aria-invalid; when it shows
 * is fieldError()'s one rule.
 */
import type { FocusEvent, ReactNode, Ref } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import { useFieldError } from './field-error.js';
import { useFieldId } from './form-context.js';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  optional?: boolean;
  help?: ReactNode;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, optional, help, error, children }: FieldShellProps) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
        {optional ? <span className="label-optional"> (optional)</span> : null}
      </label>
      <div className="control">{children}</div>
      {help ? <p id={`${id}-help`} className="help">{help}</p> : null}
      {error ? <p id={`${id}-error`} className="help is-danger field-error">{error}</p> : null}
    </div>
  );
}

interface BaseProps {
  name: string;
  label: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Announced as required (aria-required). */
  required?: boolean;
  help?: ReactNode;
  placeholder?: string;
  autoFocus?: boolean;
  /** Runs after the form value changed (e.g. to derive a slug). */
  onValueChange?: (value: string) => void;
}

/** What every control shares: id, name, value, the handlers and the ARIA of its state. */
function useControl(name: string, { required, help, autoFocus, onValueChange }: BaseProps) {
  const id = useFieldId(name);
  const { input, meta } = useField<string>(name);
  const error = useFieldError(name, meta as FieldMetaState<unknown>);
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error,
    props: {
      id,
      name: input.name,
      value: input.value ?? '',
      autoFocus,
      'data-autofocus': autoFocus ? '' : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-required': required ? true : undefined,
      'aria-describedby': describedBy,
      onBlur: () => input.onBlur(),
      onChange: (event: { target: { value: string } }) => {
        input.onChange(event.target.value);
        onValueChange?.(event.target.value);
      },
    },
    onFocus: () => input.onFocus(),
  };
}

export function TextField(props: BaseProps & {
  type?: 'text' | 'email' | 'url' | 'password' | 'datetime-local';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const { id, error, props: control, onFocus } = useControl(props.name, props);
  return (
    <FieldShell id={id} label={props.label} optional={props.optional} help={props.help} error={error}>
      <input {...control} ref={props.inputRef} type={props.type ?? 'text'} placeholder={props.placeholder} autoComplete={props.autoComplete}
        className={`input${error ? ' is-danger' : ''}`}
        onFocus={(event) => { onFocus(); props.onFocus?.(event); }} />
    </FieldShell>
  );
}

export function TextareaField(props: BaseProps & { rows?: number }) {
  const { id, error, props: control, onFocus } = useControl(props.name, props);
  return (
    <FieldShell id={id} label={props.label} optional={props.optional} help={props.help} error={error}>
      <textarea {...control} rows={props.rows ?? 3} placeholder={props.placeholder} onFocus={onFocus}
        className={`textarea${error ? ' is-danger' : ''}`} />
    </FieldShell>
  );
}

export function SelectField(props: Omit<BaseProps, 'placeholder'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown while nothing is chosen; not selectable again. */
  placeholder?: string;
  /** An empty choice that is a real value (e.g. "None"). */
  emptyLabel?: string;
}) {
  const { id, error, props: control, onFocus } = useControl(props.name, props);
  return (
    <FieldShell id={id} label={props.label} optional={props.optional} help={props.help} error={error}>
      <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
        <select {...control} onFocus={onFocus}>
          {props.placeholder ? <option value="" disabled>{props.placeholder}</option> : null}
          {props.emptyLabel ? <option value="">{props.emptyLabel}</option> : null}
          {props.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
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
