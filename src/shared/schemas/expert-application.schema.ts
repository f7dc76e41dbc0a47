import { object, type InferType } from 'yup';
import { email, honeypot, optionalText, requiredText, trimmedString } from './fields.js';

export const LINK_REQUIRED_MESSAGE = 'Please provide a website or social media URL';
export const LINK_URL_MESSAGE = 'Please enter a valid URL (including https://)';

/** A web address a person can open: http(s) with a host. */
function isWebUrl(value: string | undefined): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** SPEC section 5, Expert application. */
export const expertApplicationSchema = object({
  firstName: requiredText('First name must be at least 2 characters', 2, 100),
  lastName: requiredText('Last name must be at least 2 characters', 2, 100),
  email: email(),
  link: trimmedString(LINK_URL_MESSAGE).required(LINK_REQUIRED_MESSAGE).max(500, LINK_URL_MESSAGE)
    .test('url', LINK_URL_MESSAGE, isWebUrl),
  about: optionalText(2000),
  website: honeypot(),
});
export type ExpertApplicationInput = InferType<typeof expertApplicationSchema>;
