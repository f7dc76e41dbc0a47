import type { FormEvent } from 'react';
import type { FormApi } from 'final-form';

/**
 * Submits a react-final-form form and, when a rule or the server stops it, moves focus to the
 * first field with a message, so keyboard and screen-reader users land on what needs fixing.
 * Every form (public and admin) submits through this.
 */
export function submitAndFocus<Values>(event: FormEvent<HTMLFormElement>, handleSubmit: (event: FormEvent) => unknown, form: FormApi<Values>): void {
  const element = event.currentTarget;
  void Promise.resolve(handleSubmit(event)).then(() => {
    const state = form.getState();
    if (!state.hasValidationErrors && !state.hasSubmitErrors) return;
    requestAnimationFrame(() => {
      const first = element.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target = first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first;
      const field = target ?? first;
      field?.focus();
      // Focus does not scroll to a field that already has it (a press of the button keeps it there:
      // keep-field-focus.ts), so it is brought into view as well.
      field?.scrollIntoView({ block: 'nearest' });
    });
  });
}
