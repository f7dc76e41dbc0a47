/**
 * Forms without JavaScript: each public form is also a plain HTML form that posts to the page it
 * sits on, naming its kind in a hidden field. The server validates and stores it like the REST
 * call, then answers with the page: after a success a 303 to the page with `?sent=<path>` (the
 * form shows its thanks), after a failure the page itself with the field messages and the
 * values kept (`PostedForm`, in the page context).
 */
import type { FormDeclaration } from './form-kind.js';

/** The hidden field that names the kind (its `path`). */
export const FORM_KIND_FIELD = '_form';
/** The query parameter of the page a successful post returns to. */
export const SENT_PARAM = 'sent';

/** A form posted without JavaScript that the server answered with its page. */
export interface PostedForm {
  /** The kind's key. */
  kind: string;
  /** What the visitor sent, by declared field (the honeypot never comes back). */
  values: Record<string, string>;
  /** The messages by field, as the REST call answers them. */
  errors: Record<string, string>;
  /** The sentence for the whole form (the first field message, a rate limit, our own failure). */
  message: string;
  /** The page's HTTP status: 400, 429 or 500. */
  status: number;
}

/** The declared fields of a posted body as strings; anything else is dropped. */
export function postedValues(form: FormDeclaration, body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { key } of form.fields) {
    const value = body[key];
    values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}
