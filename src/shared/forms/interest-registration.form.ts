/** Interest in group discussions and coaching (home, #offerings). The spec leaves its screen and texts to us. */
import { optionalText, requiredText, trimmedString } from '../schemas/fields.js';
import { defineForm, emailField, stringColumn, textColumn } from './form-kind.js';

export const INTEREST_MESSAGE = 'Please choose what you are interested in';

export const INTEREST_OPTIONS = [
  { key: 'group-discussions', label: 'Group Discussions' },
  { key: 'coaching', label: 'Coaching' },
  { key: 'both', label: 'Both' },
] as const;

export const interestRegistrationForm = defineForm({
  kind: 'interest_registration',
  path: 'interest-registration',
  mutation: 'registerInterest',
  table: 'interest_registrations',
  label: 'Interest registrations',
  fields: [
    { key: 'name', label: 'Name', rule: requiredText('Name must be at least 2 characters', 2, 100), column: stringColumn(100),
      input: { autoComplete: 'name' } },
    emailField(),
    { key: 'interest', label: 'Interest', column: stringColumn(100), options: INTEREST_OPTIONS,
      rule: trimmedString(INTEREST_MESSAGE).required(INTEREST_MESSAGE).oneOf(INTEREST_OPTIONS.map((option) => option.key), INTEREST_MESSAGE),
      input: { label: "I'm interested in", control: 'select', placeholder: 'Choose an option' } },
    { key: 'message', label: 'Message', rule: optionalText(2000), column: textColumn(true),
      input: { label: 'Anything we should know?', control: 'textarea', rows: 3 } },
  ],
  texts: {
    toasts: {
      success: { title: 'Thanks for registering your interest!', description: "We'll let you know as soon as group discussions and coaching open." },
      failure: { title: 'Something went wrong', fallback: 'Failed to register your interest. Please try again.' },
    },
    submit: 'Register My Interest',
    pending: 'Submitting...',
  },
  delivery: { type: 'event', metric: 'Registered Interest' },
});
