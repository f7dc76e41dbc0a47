import { object, string, type InferType } from 'yup';
import { trimmedString } from './fields.js';

/** docs/product.md §5, Login. Passwords are never trimmed. */
export const loginSchema = object({
  username: trimmedString('Username is required').required('Username is required').max(100, 'Username is required'),
  password: string().typeError('Password is required').required('Password is required').max(1000, 'Password is too long'),
});
export type LoginInput = InferType<typeof loginSchema>;
