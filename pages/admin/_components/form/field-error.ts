import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: the server's answer, its own rule once the form was
 * submitted, or after the admin changed and left it. Merely passing through an empty field says
 * nothing yet (and no message appears under a field just as a click lands on the button below).
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  if (meta.error && (meta.submitFailed || (meta.touched && meta.modified))) return String(meta.error);
  return undefined;
}
