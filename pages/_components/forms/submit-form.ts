/**
 * Sends a public form to its REST path (docs/product.md §7) and raises the toasts of section 8.
 * On failure it answers the server's field messages (a 400's `errors`), which react-final-form
 * shows next to the fields; the visitor's input stays as it was. A request without an answer
 * ends after FORM_SUBMIT_TIMEOUT_MS with a clear message, so the button comes back.
 */
import { ApiError, apiRequest } from '../../../src/shared/api-error.js';
import { fill, type CopySite } from '../../../src/shared/content/fill.js';
import { TOAST_DURATION_MS } from '../../../src/shared/constants.js';
import { formApiPath, type FormDeclaration } from '../../../src/shared/forms/index.js';
import type { FieldErrors } from '../../../src/shared/schemas/field-errors.js';
import { toast } from '../toast/use-toast.js';

/** How long a visitor waits for the server before hearing that it took too long. */
export const FORM_SUBMIT_TIMEOUT_MS = 15_000;

/** The person-facing text of a failure: the server's own sentence when it sent JSON, else the error text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.userMessage) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface SubmitOutcome {
  ok: boolean;
  /** What the toast said (its title and description), for the form to show too. */
  title: string;
  message: string;
  /** The server's field messages (a 400's `errors`), if any. */
  fieldErrors?: FieldErrors;
}

export async function submitPublicForm(form: FormDeclaration, values: Record<string, unknown>, site: CopySite): Promise<SubmitOutcome> {
  // The spec's payload order: the e-mail first, then the form's other fields; the honeypot only when filled.
  const payload: Record<string, unknown> = { email: values.email ?? '' };
  for (const field of form.fields) payload[field.key] = values[field.key] ?? '';
  if (typeof values.website === 'string' && values.website !== '') payload.website = values.website;
  const { toasts } = form.texts;
  try {
    await apiRequest('POST', formApiPath(form), payload, { timeoutMs: FORM_SUBMIT_TIMEOUT_MS });
  } catch (error) {
    const message = failureText(error, toasts.failure.fallback);
    toast({ title: toasts.failure.title, description: message, variant: 'destructive' });
    const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
    return { ok: false, title: toasts.failure.title, message, fieldErrors: fieldErrors && typeof fieldErrors === 'object' ? { ...fieldErrors } : undefined };
  }
  const message = fill(toasts.success.description, site);
  toast({ title: toasts.success.title, description: message, duration: TOAST_DURATION_MS });
  return { ok: true, title: toasts.success.title, message };
}
