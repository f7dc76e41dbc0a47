/** The suggestion form (home, #suggest-topic): docs/product.md §2-5 and 8. "type" is any string; the form offers four. */
import { DEFAULT_SUGGESTION_TYPE, SUGGESTION_TYPES } from '../constants.js';
import { requiredText, trimmedString } from '../schemas/fields.js';
import { defineForm, emailField, stringColumn, textColumn } from './form-kind.js';

export const suggestionForm = defineForm({
  kind: 'suggestion',
  path: 'suggestion',
  mutation: 'submitSuggestion',
  table: 'suggestions',
  label: 'Suggestions',
  fields: [
    { key: 'name', label: 'Name', rule: requiredText('Name must be at least 2 characters', 2, 100), column: stringColumn(100),
      input: { autoComplete: 'name', half: true } },
    { ...emailField(), input: { type: 'email', autoComplete: 'email', half: true } },
    { key: 'type', label: 'Type', column: stringColumn(50), options: SUGGESTION_TYPES, initial: DEFAULT_SUGGESTION_TYPE, input: { control: 'select' },
      rule: trimmedString('Type must be text').max(50, 'Must be at most 50 characters').default(DEFAULT_SUGGESTION_TYPE)
        .transform((value: string | undefined) => value || DEFAULT_SUGGESTION_TYPE) },
    { key: 'message', label: 'Message', rule: requiredText('Your suggestion must be at least 10 characters', 10, 5000), column: textColumn(),
      input: { label: 'Your suggestion', control: 'textarea', rows: 4, placeholder: 'What would you like us to cover, or whom should we talk to?' } },
  ],
  texts: {
    toasts: {
      success: { title: 'Thanks for your suggestion!', description: "We've received your idea and will consider it for future content." },
      failure: { title: 'Something went wrong', fallback: 'Failed to submit your suggestion. Please try again.' },
    },
    submit: 'Submit Suggestion',
    pending: 'Submitting...',
  },
  delivery: { type: 'event', metric: 'Submitted Topic Suggestion' },
});
