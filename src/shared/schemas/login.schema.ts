import { object, string, type InferType } from 'yup';
import { trimmedString } from './fields.js';

/** docs/product.md §5, Login. Passwords are never trimmed. */
export const loginSchema = object({
  username: trimmedString('Username is required').required('Username is required').max(100, 'Username is required'),
  password: string().typeError('Password is required').required('Password is required').max(1000, 'Password is too long'),
  /** The second factor (issue 24): a TOTP code or a recovery code, once 2FA is on. */
  code: trimmedString('Code must be text').max(40, 'Enter the 6-digit code or a recovery code').optional(),
});
export type LoginInput = InferType<typeof loginSchema>;
