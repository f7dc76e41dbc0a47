/**
 * The frame of every public form: react-final-form with a shared yup schema, the honeypot, the
 * pending submit button, focus on the first invalid field, and submitPublicForm() for the call
 * and its toasts. A success resets the form; a failure keeps everything the visitor typed.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { AnyObjectSchema } from 'yup';
import { NO_SCRIPT_NOTE, type FormToasts } from '../../../src/shared/content/form-messages.content.js';
import { useSite } from '../ui/use-site.js';
import { Honeypot } from './Fields.js';
import { FormIdContext } from './form-context.js';
import { submitPublicForm } from './submit-form.js';
import { formValidator } from '../../../src/shared/schemas/field-errors.js';

export interface PublicFormProps {
  id: string;
  schema: AnyObjectSchema;
  path: string;
  fields: readonly string[];
  toasts: FormToasts;
  /** A module constant: a new object on every render would wipe the form. */
  initialValues: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  onSuccess?: () => void;
  /** Told about every change of the values (e.g. to keep a draft). */
  onValuesChange?: (values: Record<string, string>) => void;
  submitClassName?: string;
  children: ReactNode;
}

export function PublicForm(props: PublicFormProps) {
  const { id, schema, path, fields, toasts, initialValues, submitLabel, pendingLabel, onSuccess, onValuesChange, submitClassName, children } = props;
  const { site, t } = useSite();
  const validate = useMemo(() => formValidator(schema), [schema]);
  const formElement = useRef<HTMLFormElement>(null);

  return (
    <Form<Record<string, string>>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, form) => {
        const outcome = await submitPublicForm({ path, values, fields, toasts, site });
        if (!outcome.ok) return outcome.fieldErrors;
        // After final-form has finished this submission: a clean form with no "touched" errors.
        setTimeout(() => form.restart());
        onSuccess?.();
        return undefined;
      }}
      render={({ handleSubmit, submitting, form }) => (
        <form
          id={id}
          ref={formElement}
          className="public-form"
          method="post"
          noValidate
          aria-busy={submitting}
          onSubmit={(event) => {
            void handleSubmit(event);
            const { errors = {} } = form.getState();
            const invalid = [...(formElement.current?.elements ?? [])].find(
              (element) => element instanceof HTMLElement && (element as HTMLInputElement).name in errors,
            ) as HTMLElement | undefined;
            invalid?.focus();
          }}
        >
          {onValuesChange ? <FormSpy<Record<string, string>> subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} /> : null}
          <FormIdContext.Provider value={id}>
            {children}
            <Honeypot />
          </FormIdContext.Provider>
          <noscript><p className="help">{t(NO_SCRIPT_NOTE)}</p></noscript>
          <div className="field form-actions">
            <button type="submit" className={`button ${submitClassName ?? 'is-primary'}`} disabled={submitting}>
              {submitting ? pendingLabel : submitLabel}
            </button>
          </div>
        </form>
      )}
    />
  );
}
