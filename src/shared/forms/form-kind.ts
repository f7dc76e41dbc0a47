/**
 * What a public form kind is made of, declared once per kind in `<kind>.form.ts`. Everything else
 * is derived from these declarations: the REST route and GraphQL mutation, the yup schema, the
 * table's model, the outbox delivery, the rate limit, the staff's Submissions screen and its CSV.
 * Browser-safe: plain data and yup rules only.
 */
import { object, type AnyObjectSchema, type AnySchema } from 'yup';
import { email, honeypot } from '../schemas/fields.js';

/** A column of the kind's table (docs/product.md §3 names the existing ones; their migration creates them). */
export type ColumnSpec =
  | { type: 'string'; length: number; nullable?: boolean; unique?: boolean }
  | { type: 'text'; nullable?: boolean };

/** How the public form shows a field (the layout of the page around it is the page's business). */
export interface FieldInput {
  /** The public form's label, when it differs from the staff label. */
  label?: string;
  control?: 'input' | 'textarea' | 'select';
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  rows?: number;
  /** Half width: two half fields in a row sit side by side. */
  half?: boolean;
}

export interface FormField {
  /** Payload key and column name. */
  key: string;
  /** What staff see (Submissions screen, CSV header). */
  label: string;
  /** The rule and its messages (docs/product.md §5), shared by browser and server. */
  rule: AnySchema;
  column: ColumnSpec;
  input?: FieldInput;
  /** A select's choices; their keys also describe the GraphQL input field. */
  options?: ReadonlyArray<{ readonly key: string; readonly label: string }>;
  /** The form's starting value (default ''). */
  initial?: string;
}

/** docs/product.md §8's toasts: exact wording. `{brand}` is filled with the site name. */
export interface FormToasts {
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

/**
 * Where a stored submission goes at the e-mail provider: an event with a metric name on the
 * submitter's profile, or (the waitlist) the profile subscribed to the configured list.
 */
export type FormDelivery = { type: 'event'; metric: string } | { type: 'subscription'; source: string };

export interface FormSpec<K extends string = string> {
  /** The kind's key: outbox rows, the Submissions screen and its GraphQL `kind` argument use it. */
  kind: K;
  /** REST: POST /api/klaviyo/<path>; without JavaScript the form posts to the page it sits on. */
  path: string;
  /** GraphQL mutation name; its input type is `<Kind>Input`. */
  mutation: string;
  table: string;
  /** The staff's name for the kind. */
  label: string;
  /** In the order the public form shows them; one of them is `email` (emailField()). */
  fields: readonly FormField[];
  texts: { toasts: FormToasts; submit: string; pending: string };
  delivery: FormDelivery;
  /** 'email': one row per address; a second sign-up adds nothing and answers the same. */
  dedupe?: 'email';
}

export interface FormDeclaration<K extends string = string> extends FormSpec<K> {
  /** The fields' rules plus the honeypot `website`, which bots fill in and people never see. */
  schema: AnyObjectSchema;
}

/** The honeypot's name: no field may take it. */
export const HONEYPOT_FIELD = 'website';

export function defineForm<const K extends string>(spec: FormSpec<K>): FormDeclaration<K> {
  const keys = spec.fields.map((field) => field.key);
  if (!keys.includes('email')) throw new Error(`Form "${spec.kind}" needs an email field`);
  if (new Set(keys).size !== keys.length || keys.includes(HONEYPOT_FIELD) || keys.some((key) => !/^[a-z][A-Za-z0-9]*$/.test(key))) {
    throw new Error(`Form "${spec.kind}": field keys must be distinct camelCase names other than "${HONEYPOT_FIELD}"`);
  }
  const shape = Object.fromEntries(spec.fields.map((field) => [field.key, field.rule]));
  return { ...spec, schema: object({ ...shape, [HONEYPOT_FIELD]: honeypot() }) };
}

/** Every kind's e-mail: 254 characters; `unique` for a kind that keeps one row per address. */
export function emailField({ unique = false }: { unique?: boolean } = {}): FormField {
  return {
    key: 'email', label: 'Email', rule: email(), column: { type: 'string', length: 254, unique },
    input: { type: 'email', autoComplete: 'email' },
  };
}

export const stringColumn = (length: number, nullable = false): ColumnSpec => ({ type: 'string', length, nullable });
export const textColumn = (nullable = false): ColumnSpec => ({ type: 'text', nullable });
