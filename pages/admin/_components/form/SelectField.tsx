/** A labelled Bulma select bound to react-final-form; an empty placeholder option is optional. */
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './field-error.js';

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown while nothing is chosen; not selectable again. */
  placeholder?: string;
  /** An empty choice that is a real value (e.g. "None"). */
  emptyLabel?: string;
  help?: ReactNode;
}

export function SelectField({ name, label, options, placeholder, emptyLabel, help }: SelectFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const error = fieldError(meta);
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>{label}</label>
      <div className="control">
        <div className={`select is-fullwidth ${error ? 'is-danger' : ''}`}>
          <select
            id={id}
            name={input.name}
            value={input.value ?? ''}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            {placeholder ? <option value="" disabled>{placeholder}</option> : null}
            {emptyLabel ? <option value="">{emptyLabel}</option> : null}
            {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </div>
      </div>
      {help ? <p id={`${id}-help`} className="help">{help}</p> : null}
      {error ? <p id={`${id}-error`} className="help is-danger">{error}</p> : null}
    </div>
  );
}
