import { object, string, type InferType } from 'yup';

/** SPEC section 5, Login. Passwords are never trimmed. */
export const loginSchema = object({
  username: string().trim().required('Username is required').max(100, 'Username is required'),
  password: string().required('Password is required').max(1000, 'Password is too long'),
});
export type LoginInput = InferType<typeof loginSchema>;
