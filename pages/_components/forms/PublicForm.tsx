/**
 * A public form from its declaration (src/shared/forms): react-final-form with the declared
 * schema, fields, texts and REST path, the honeypot, the pending submit button, focus on the
 * first invalid field, and submitPublicForm() for the call and its toasts. A success resets the
 * form; a failure keeps everything the visitor typed.
 *
 * With JavaScript the outcome also stays in the form after the toast has gone (issue 26): the
 * thanks, or the failure, in a message that takes focus unless a field with a message does.
 *
 * Without JavaScript it is a plain HTML form posting to the page it sits on: the server answers
 * with the page, showing the thanks, or the field messages with the values kept (posted-form.ts).
 *
 * The schema starts checking when the visitor first comes into the form (focus, or a submit
 * without one), not as the page hydrates: that first run of the rules was a good part of a long
 * task of the home page and /team on a slow phone (issue 26, item 1), for a form most readers
 * never touch. A message shows only for a field left (touched), so nothing shows differently.
 */
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { FormApi } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { fill } from '../../../src/shared/content/fill.js';
import { FORM_KIND_FIELD, initialValues as emptyValues, type FormDeclaration } from '../../../src/shared/forms/index.js';
import { formValidator } from '../../../src/shared/schemas/field-errors.js';
import { useSite } from '../ui/use-site.js';
import { DeclaredFields } from './DeclaredFields.js';
import { Honeypot } from './Fields.js';
import { FormIdContext, PostedErrorsContext } from './form-context.js';
import { usePostedForm } from './posted-form.js';
import { submitAndFocus } from './submit-and-focus.js';
import { submitPublicForm, type SubmitOutcome } from './submit-form.js';

export interface PublicFormProps {
  form: FormDeclaration;
  /** The form element's id; field ids derive from it (default `<path>-form`). */
  id?: string;
  /** Where to start (e.g. a kept draft); by default the declaration's empty form. */
  initialValues?: Record<string, string>;
  onSuccess?: () => void;
  /** Told about every change of the values (e.g. to keep a draft). */
  onValuesChange?: (values: Record<string, string>) => void;
  firstFieldRef?: Ref<HTMLInputElement>;
  submitClassName?: string;
}

const NO_ERRORS: Record<string, string> = {};

export function PublicForm(props: PublicFormProps) {
  const { form, id = `${form.path}-form`, onSuccess, onValuesChange, firstFieldRef, submitClassName } = props;
  const { site, t } = useSite();
  const { posted, sent, action } = usePostedForm(form);
  // A notice from a post without JavaScript gives way once the visitor sends with it.
  const [sentWithScript, setSentWithScript] = useState(false);
  // The last outcome of a send with JavaScript, shown in the form (focus moves to it).
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const notice = outcomeRef.current;
    if (!notice) return;
    // A field with a message takes focus instead (submit-and-focus.ts): the reader fixes it first.
    if (!notice.closest('form')?.querySelector('[aria-invalid="true"]')) notice.focus();
  }, [outcome]);
  const validate = useMemo(() => formValidator(form.schema), [form]);
  const formElement = useRef<HTMLFormElement>(null);
  const formApi = useRef<FormApi<Record<string, string>> | null>(null);
  const checking = useRef(false);
  const startChecking = () => {
    if (checking.current || !formApi.current) return;
    checking.current = true;
    formApi.current.setConfig('validate', validate);
  };
  // A visitor may have typed before the page hydrated: hydrating keeps the text in the fields but
  // not in the form's state, so it is read back from them; and one still in a field is in the form.
  // This effect is PublicForm's (the form's api is kept from its render, above it in the tree): it
  // runs after react-final-form's own mount effect, which resumes the form's notifications. In a
  // component inside the form it would run first, and the change would reach no field.
  useEffect(() => {
    const element = formElement.current;
    const api = formApi.current;
    if (!element || !api) return;
    const { values } = api.getState();
    for (const name of Object.keys(values)) {
      const control = element.elements.namedItem(name);
      if (control && 'value' in control && control.value !== values[name]) api.change(name, control.value);
    }
    if (element.contains(document.activeElement)) startChecking();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at mount
  const [initialValues] = useState(() => ({ ...emptyValues(form), ...props.initialValues, ...posted?.values }));
  const { toasts } = form.texts;

  return (
    <Form<Record<string, string>>
      initialValues={initialValues}
      onSubmit={async (values, api) => {
        setSentWithScript(true);
        setOutcome(null);
        const outcome = await submitPublicForm(form, values, site);
        setOutcome(outcome);
        if (!outcome.ok) return outcome.fieldErrors;
        // After final-form has finished this submission: a clean form with no "touched" errors.
        setTimeout(() => api.restart(emptyValues(form)));
        onSuccess?.();
        return undefined;
      }}
      render={({ handleSubmit, submitting, form: api }) => {
        formApi.current = api;
        return (
          <form ref={formElement} id={id} className="public-form" method="post" action={`${action}#${id}`} noValidate aria-busy={submitting}
            onFocus={startChecking}
            onSubmit={(event) => {
              startChecking();
              submitAndFocus(event, handleSubmit, api);
            }}>
            {onValuesChange ? <FormSpy<Record<string, string>> subscription={{ values: true }} onChange={({ values }) => onValuesChange(values)} /> : null}
            {sent && !sentWithScript ? (
              <div className="notification is-success is-light form-notice" role="status">
                <strong>{toasts.success.title}</strong> {fill(toasts.success.description, site)}
              </div>
            ) : null}
            {posted && !sentWithScript ? (
              <div className="notification is-danger is-light form-notice" role="alert">
                <strong>{toasts.failure.title}</strong> {posted.message}
              </div>
            ) : null}
            {outcome ? (
              <div ref={outcomeRef} tabIndex={-1} className={`notification is-light form-notice ${outcome.ok ? 'is-success' : 'is-danger'}`}
                role={outcome.ok ? 'status' : 'alert'}>
                <strong>{outcome.title}</strong> {outcome.message}
              </div>
            ) : null}
            <input type="hidden" name={FORM_KIND_FIELD} value={form.path} />
            <FormIdContext.Provider value={id}>
              <PostedErrorsContext.Provider value={sentWithScript ? NO_ERRORS : posted?.errors ?? NO_ERRORS}>
                <DeclaredFields form={form} firstFieldRef={firstFieldRef} />
              </PostedErrorsContext.Provider>
              <Honeypot />
            </FormIdContext.Provider>
            <div className="field form-actions">
              <button type="submit" className={`button ${submitClassName ?? 'is-primary'}`} disabled={submitting}>
                {t(submitting ? form.texts.pending : form.texts.submit)}
              </button>
            </div>
          </form>
        );
      }}
    />
  );
}
