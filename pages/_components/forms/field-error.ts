import { useContext } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { PostedErrorsContext } from './form-context.js';

/**
 * The one rule for when a field's message shows, in every form (public and admin): the server's
 * answer until the field is edited again; its own rule once the form was sent, or after the
 * field was changed and left. Merely passing through an empty field says nothing yet (and no
 * message appears under a field just as a click lands on the button below it).
 */
export function fieldError(meta: FieldMetaState<unknown>, posted?: string): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  // The answer to a form posted without JavaScript (the page came back with it).
  if (posted && !meta.modified) return posted;
  if (meta.error && (meta.submitFailed || (meta.touched && meta.modified))) return String(meta.error);
  return undefined;
}

/** fieldError() for a named field, with the server's answer to a post without JavaScript. */
export function useFieldError(name: string, meta: FieldMetaState<unknown>): string | undefined {
  return fieldError(meta, useContext(PostedErrorsContext)[name]);
}
