import { ValidationError as YupValidationError, type AnySchema, type InferType } from 'yup';
import { fieldErrors } from '../shared/schemas/field-errors.js';
import { parseWholeNumber } from '../shared/numbers.js';
import { ValidationError } from './errors.js';

/** Names an object inherits (toString, constructor, …) plus __proto__ and prototype. */
const PROTOTYPE_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype']);
/** No form nests this deep; anything deeper is cut (and then fails its field's type check). */
const MAX_DEPTH = 20;

/** A copy of JSON input without keys that shadow what objects inherit, at any depth. */
function withoutPrototypeNames(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return {};
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeNames(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!PROTOTYPE_NAMES.has(key)) copy[key] = withoutPrototypeNames((value as Record<string, unknown>)[key], depth + 1);
  }
  return copy;
}

/**
 * Only the keys the schema declares, own properties of both, and their values without keys that
 * shadow inherited ones. yup looks a key up in its plain `fields` object, so a JSON key such as
 * `constructor`, `toString` or `__proto__` found Object.prototype's function there and crashed
 * validation (a 500 on every form); and a value `{ "toString": "x" }` crashed yup's string cast.
 */
function knownKeys(schema: AnySchema, input: object): Record<string, unknown> {
  const fields = (schema as { fields?: Record<string, unknown> }).fields;
  const clean = withoutPrototypeNames(input) as Record<string, unknown>;
  if (!fields) return clean;
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(clean)) {
    if (Object.hasOwn(fields, key)) known[key] = clean[key];
  }
  return known;
}

/**
 * Validates input with one of the shared yup schemas (the same the browser uses) and returns
 * the cleaned value; on failure throws a ValidationError with the first message of each field.
 */
export async function validate<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError({ body: 'The request body must be a JSON object' });
  }
  try {
    return await schema.validate(knownKeys(schema, input), { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof YupValidationError)) throw error;
    throw new ValidationError(fieldErrors(error));
  }
}

/** A positive whole-number id from a path or argument, or a 404-worthy miss. */
export function parseId(value: unknown): number | null {
  // Ids are INTEGER columns: anything past 2^31 cannot exist (and MySQL would refuse to compare it).
  return parseWholeNumber(value, { min: 1, max: 2_147_483_647 });
}
