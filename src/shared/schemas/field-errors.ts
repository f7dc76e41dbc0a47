/**
 * One reading of a yup failure for the server and both UIs: the first message of each field,
 * keyed like the server's `errors` (an array item's message goes to its array field).
 */
import { ValidationError, type AnySchema } from 'yup';

export type FieldErrors = Record<string, string>;

export function fieldErrors(error: ValidationError, fallbackField = 'body'): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of error.inner.length > 0 ? error.inner : [error]) {
    const field = (detail.path || fallbackField).replace(/\[\d+\]$/, '');
    errors[field] ??= detail.message;
  }
  return errors;
}

/** react-final-form's `validate` from a shared schema. */
export function formValidator<Values extends object>(schema: AnySchema) {
  return (values: Values): FieldErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return fieldErrors(error);
    }
  };
}
