/** Field builders the form schemas share, so a rule and its message are written once. */
import { string } from 'yup';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export function requiredText(message: string, min = 1, max = 200) {
  return string()
    .trim()
    .required(message)
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);
}

export function optionalText(max: number) {
  return string().trim().max(max, `Must be at most ${max} characters`).default('');
}

export function email() {
  return string().trim().required(EMAIL_MESSAGE).email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE);
}

/** The invisible field bots fill in; people never see it (issue 5: dropped silently). */
export function honeypot() {
  return string().strip().optional();
}
