/** "Join Our Team of Experts" (/team): docs/product.md §2-5 and 8. */
import { optionalText, requiredText, trimmedString } from '../schemas/fields.js';
import { defineForm, emailField, stringColumn, textColumn } from './form-kind.js';

export const LINK_REQUIRED_MESSAGE = 'Please provide a website or social media URL';
export const LINK_URL_MESSAGE = 'Please enter a valid URL (including https://)';

/** A web address a person can open: http(s) with a dotted host. */
function isWebUrl(value: string | undefined): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const expertApplicationForm = defineForm({
  kind: 'expert_application',
  path: 'expert-application',
  mutation: 'submitExpertApplication',
  table: 'expert_applications',
  label: 'Expert applications',
  fields: [
    { key: 'firstName', label: 'First name', rule: requiredText('First name must be at least 2 characters', 2, 100), column: stringColumn(100),
      input: { autoComplete: 'given-name', half: true } },
    { key: 'lastName', label: 'Last name', rule: requiredText('Last name must be at least 2 characters', 2, 100), column: stringColumn(100),
      input: { autoComplete: 'family-name', half: true } },
    emailField(),
    { key: 'link', label: 'Link', column: stringColumn(500),
      rule: trimmedString(LINK_URL_MESSAGE).required(LINK_REQUIRED_MESSAGE).max(500, LINK_URL_MESSAGE).test('url', LINK_URL_MESSAGE, isWebUrl),
      input: { label: 'Website or social media', type: 'url', autoComplete: 'url', placeholder: 'https://', hint: 'A link where we can learn about your work.' } },
    { key: 'about', label: 'About', rule: optionalText(2000), column: textColumn(true),
      input: { label: 'About you', control: 'textarea', rows: 4, placeholder: 'Your background, speciality and the athletes you work with.' } },
  ],
  texts: {
    toasts: {
      success: { title: 'Thanks for reaching out!', description: "We've received your details and will be in touch." },
      failure: { title: 'Submission failed', fallback: 'Please try again in a moment.' },
    },
    submit: 'Submit Application',
    pending: 'Submitting...',
  },
  delivery: { type: 'event', metric: 'Submitted Expert Application' },
});
