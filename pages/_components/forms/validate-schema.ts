import { ValidationError, type AnyObjectSchema } from 'yup';

export type FieldErrors = Record<string, string>;

/** final-form's `validate` from a shared yup schema: the first message of each invalid field. */
export function schemaValidator(schema: AnyObjectSchema) {
  return (values: object): FieldErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: FieldErrors = {};
      for (const item of error.inner.length ? error.inner : [error]) {
        if (item.path && !errors[item.path]) errors[item.path] = item.message;
      }
      return errors;
    }
  };
}
