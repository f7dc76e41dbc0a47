import { object, type InferType } from 'yup';
import { email, honeypot, requiredText } from './fields.js';

/** SPEC section 5, Waitlist. */
export const waitlistSchema = object({
  firstName: requiredText('First name is required', 1, 100),
  lastName: requiredText('Last name is required', 1, 100),
  email: email(),
  website: honeypot(),
});
export type WaitlistInput = InferType<typeof waitlistSchema>;
