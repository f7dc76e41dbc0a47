/** Field builders the form schemas share, so a rule and its message are written once. */
import { string } from 'yup';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * A trimmed string without NUL characters (SQLite cuts a query at one). yup's own trim() calls
 * .trim() on whatever arrives, so an object or array from an API client crashed validation (a
 * 500); here it fails the type check with `typeMessage`.
 */
export function trimmedString(typeMessage: string) {
  return string()
    .typeError(typeMessage)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\0/g, '').trim() : value));
}

export function requiredText(message: string, min = 1, max = 200) {
  return trimmedString(message)
    .required(message)
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);
}

/** Optional text: missing, null and blank all read as ''. */
export function optionalText(max: number) {
  return trimmedString('Must be text')
    .transform((value: unknown) => value ?? '')
    .max(max, `Must be at most ${max} characters`)
    .default('');
}

/**
 * An address mail can reach: yup's e-mail rule (which takes `a@b`, valid on an intranet but
 * never for our visitors) plus a dotted domain, so `a@b` and `a@b.` fail with the same message.
 */
const DOTTED_DOMAIN = /@(?:[^\s@.]+\.)+[^\s@.]+$/;

export function email() {
  return trimmedString(EMAIL_MESSAGE).required(EMAIL_MESSAGE).email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE)
    .matches(DOTTED_DOMAIN, { message: EMAIL_MESSAGE, excludeEmptyString: true });
}

/** The invisible field bots fill in; people never see it (issue 5: dropped silently). */
export function honeypot() {
  return string().strip().optional();
}
