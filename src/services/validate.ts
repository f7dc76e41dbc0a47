import { ValidationError as YupValidationError, type AnySchema, type InferType } from 'yup';
import { fieldErrors } from '../shared/schemas/field-errors.js';
import { ValidationError } from './errors.js';

/**
 * Validates input with one of the shared yup schemas (the same the browser uses) and returns
 * the cleaned value; on failure throws a ValidationError with the first message of each field.
 */
export async function validate<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError({ body: 'The request body must be a JSON object' });
  }
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof YupValidationError)) throw error;
    throw new ValidationError(fieldErrors(error));
  }
}

/** A positive whole-number id from a path or argument, or a 404-worthy miss. */
export function parseId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
