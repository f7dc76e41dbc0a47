import { object, type InferType } from 'yup';
import { DEFAULT_SUGGESTION_TYPE } from '../constants.js';
import { email, honeypot, requiredText, trimmedString } from './fields.js';

/** SPEC section 5, Suggestion. "type" is any string per the spec; the form offers four. */
export const suggestionSchema = object({
  name: requiredText('Name must be at least 2 characters', 2, 100),
  email: email(),
  type: trimmedString('Type must be text').max(50, 'Must be at most 50 characters').default(DEFAULT_SUGGESTION_TYPE)
    .transform((value: string | undefined) => value || DEFAULT_SUGGESTION_TYPE),
  message: requiredText('Your suggestion must be at least 10 characters', 10, 5000),
  website: honeypot(),
});
export type SuggestionInput = InferType<typeof suggestionSchema>;
