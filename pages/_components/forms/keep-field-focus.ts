import { useEffect } from 'react';

const FIELD = 'input, textarea, select';

/**
 * A press of a form's button keeps the focus in the field that has it. Leaving a changed field
 * shows its message (field-error.ts), which moves everything below it down: with a mouse, the
 * button slid away between press and release, and the click landed on nothing (a visitor who
 * typed a bad e-mail address and pressed "Join The Movement" saw one message, and no submit).
 * With the focus kept, the click lands: a submit shows every message and moves the focus to the
 * first (submit-and-focus.ts), another button does what it says. Keyboard and touch are not
 * affected (a tap's events reach the element first pressed).
 */
export function keepFieldFocus(event: MouseEvent): void {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  const field = document.activeElement;
  if (!button?.form || !field?.matches(FIELD) || !button.form.contains(field)) return;
  event.preventDefault();
}

/** Installs keepFieldFocus() for the page's life (pages/+Layout.tsx: every form, public and admin). */
export function useKeepFieldFocus(): void {
  useEffect(() => {
    document.addEventListener('mousedown', keepFieldFocus);
    return () => document.removeEventListener('mousedown', keepFieldFocus);
  }, []);
}
