/**
 * Sends a public form to its REST path (SPEC section 7) and raises the toasts of section 8.
 * On failure it answers the server's field messages (a 400's `errors`), which react-final-form
 * shows next to the fields; the visitor's input stays as it was.
 */
import { ApiError, apiRequest } from '../../../src/shared/api-error.js';
import { fill, type CopySite } from '../../../src/shared/content/fill.js';
import type { FormToasts } from '../../../src/shared/content/form-messages.content.js';
import { TOAST_DURATION_MS } from '../../../src/shared/constants.js';
import { toast } from '../toast/use-toast.js';
import type { FieldErrors } from '../../../src/shared/schemas/field-errors.js';

export interface SubmitOptions {
  path: string;
  values: Record<string, unknown>;
  /** The payload's fields (the spec's), in order; the honeypot goes along only when filled. */
  fields: readonly string[];
  toasts: FormToasts;
  site: CopySite;
}

/** The person-facing text of a failure: the server's own sentence when it sent JSON, else the error text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.userMessage) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface SubmitOutcome {
  ok: boolean;
  /** The server's field messages (a 400's `errors`), if any. */
  fieldErrors?: FieldErrors;
}

export async function submitPublicForm({ path, values, fields, toasts, site }: SubmitOptions): Promise<SubmitOutcome> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) payload[field] = values[field] ?? '';
  if (typeof values.website === 'string' && values.website !== '') payload.website = values.website;
  try {
    await apiRequest('POST', path, payload);
  } catch (error) {
    toast({ title: toasts.failure.title, description: failureText(error, toasts.failure.fallback), variant: 'destructive' });
    const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
    return { ok: false, fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? { ...fieldErrors } : undefined };
  }
  toast({ title: toasts.success.title, description: fill(toasts.success.description, site), duration: TOAST_DURATION_MS });
  return { ok: true };
}
