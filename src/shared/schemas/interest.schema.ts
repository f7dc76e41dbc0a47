import { object, type InferType } from 'yup';
import { INTEREST_OPTIONS } from '../constants.js';
import { email, honeypot, optionalText, requiredText, trimmedString } from './fields.js';

export const INTEREST_MESSAGE = 'Please choose what you are interested in';

/** Interest registration (Group Discussions & Coaching); the spec leaves its screen open. */
export const interestSchema = object({
  name: requiredText('Name must be at least 2 characters', 2, 100),
  email: email(),
  interest: trimmedString(INTEREST_MESSAGE).required(INTEREST_MESSAGE)
    .oneOf(INTEREST_OPTIONS.map((option) => option.key), INTEREST_MESSAGE),
  message: optionalText(2000),
  website: honeypot(),
});
export type InterestInput = InferType<typeof interestSchema>;
