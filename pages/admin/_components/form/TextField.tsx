/** A labelled Bulma text input or textarea bound to react-final-form, with its message below. */
import { useId, type FocusEvent, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './field-error.js';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'password' | 'url' | 'datetime-local';
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  help?: ReactNode;
  autoFocus?: boolean;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Runs after the form value changed (e.g. to derive a slug). */
  onValueChange?: (value: string) => void;
}

export function TextField({ name, label, type = 'text', placeholder, autoComplete, multiline, rows = 3, help, autoFocus, onFocus, onValueChange }: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const error = fieldError(meta);
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: input.name,
    value: input.value ?? '',
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoFocus,
    'data-autofocus': autoFocus ? '' : undefined,
    onBlur: input.onBlur,
    onFocus: (event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      input.onFocus(event);
      onFocus?.(event);
    },
    onChange: (event: { target: { value: string } }) => {
      input.onChange(event.target.value);
      onValueChange?.(event.target.value);
    },
  };
  return (
    <div className="field">
      <label className="label" htmlFor={id}>{label}</label>
      <div className="control">
        {multiline
          ? <textarea className={`textarea ${error ? 'is-danger' : ''}`} rows={rows} {...shared} />
          : <input className={`input ${error ? 'is-danger' : ''}`} type={type} autoComplete={autoComplete} {...shared} />}
      </div>
      {help ? <p id={`${id}-help`} className="help">{help}</p> : null}
      {error ? <p id={`${id}-error`} className="help is-danger">{error}</p> : null}
    </div>
  );
}
