/**
 * Turns a shared yup schema (src/shared/schemas) into a react-final-form `validate` function:
 * the first message of each field, keyed like the server's extensions.errors.
 */
import { ValidationError, type AnySchema } from 'yup';

export type FieldErrors = Record<string, string>;

export function yupValidate<Values extends object>(schema: AnySchema) {
  return (values: Values): FieldErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: FieldErrors = {};
      for (const detail of error.inner.length > 0 ? error.inner : [error]) {
        const field = (detail.path ?? '').replace(/\[\d+\]$/, '');
        errors[field] ??= detail.message;
      }
      return errors;
    }
  };
}
