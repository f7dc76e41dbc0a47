/** One labelled input of the staff forms, with its hint and its error (announced, tied to the input). */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { formatShortDateTime } from '../../../../src/shared/dates.js';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ id, label, error, hint, className, ...input }, ref) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="label" htmlFor={id}>{label}</label>
      <div className="control">
        <input id={id} ref={ref} className={`input${error ? ' is-danger' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      </div>
      {hint ? <p id={`${id}-hint`} className="help">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="help is-danger field-error" role="alert">{error}</p> : null}
    </div>
  );
});

/** When, as a <time>, or what to say when there is no time. */
export function When({ value, none }: { value: string | null | undefined; none: string }) {
  return value ? <time dateTime={value}>{formatShortDateTime(value)}</time> : <span className="admin-muted">{none}</span>;
}
