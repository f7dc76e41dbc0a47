/** The waitlist ("Join the Movement"): docs/product.md §2-5 and 8. One row per e-mail address. */
import { requiredText } from '../schemas/fields.js';
import { defineForm, emailField, stringColumn } from './form-kind.js';

export const waitlistForm = defineForm({
  kind: 'waitlist',
  path: 'waitlist',
  mutation: 'joinWaitlist',
  table: 'waitlist_entries',
  label: 'Waitlist',
  fields: [
    { key: 'firstName', label: 'First name', rule: requiredText('First name is required', 1, 100), column: stringColumn(100),
      input: { autoComplete: 'given-name', half: true } },
    { key: 'lastName', label: 'Last name', rule: requiredText('Last name is required', 1, 100), column: stringColumn(100),
      input: { autoComplete: 'family-name', half: true } },
    emailField({ unique: true }),
  ],
  texts: {
    toasts: {
      success: { title: 'Thank you for joining!', description: "We'll keep you updated with the latest {brand} news." },
      failure: { title: 'Something went wrong', fallback: 'Failed to join the waitlist. Please try again.' },
    },
    submit: 'Join The Movement',
    pending: 'Joining...',
  },
  delivery: { type: 'subscription', source: 'Website waitlist' },
  dedupe: 'email',
});
