/** Staff forms (issue 24): invitation, accepting it, password reset, TOTP code. Passwords are never trimmed. */
import { mixed, object, string } from 'yup';
import { STAFF_ROLES, type StaffRole } from '../staff-roles.js';
import { email, trimmedString } from './fields.js';

/** A TOTP or recovery code that does not match (sign-in and enrolment say the same). */
export const WRONG_CODE_MESSAGE = 'That code is not valid: enter the current 6-digit code from your authenticator app, or an unused recovery code.';

const ROLE_MESSAGE = 'Role must be administrator, editor, author or contributor';

export const roleField = () => mixed<StaffRole>().required(ROLE_MESSAGE).oneOf(STAFF_ROLES, ROLE_MESSAGE);

export const invitationSchema = object({
  email: email(),
  role: roleField(),
});

export const roleChangeSchema = object({ role: roleField() });

const token = () => string().typeError('Token is required').required('Token is required').max(200, 'This link is not valid');
const password = () => string().typeError('Password is required').required('Password is required').max(1000, 'Password is too long');

export const acceptInvitationSchema = object({
  token: token(),
  username: trimmedString('Username is required').required('Username is required'),
  name: trimmedString('Name is required').required('Name is required').max(120, 'Name must be at most 120 characters'),
  password: password(),
});

export const passwordResetRequestSchema = object({ email: email() });

export const passwordResetConfirmSchema = object({ token: token(), password: password() });

export const totpCodeSchema = object({
  code: trimmedString('Code is required').required('Code is required').max(40, 'Enter the 6-digit code or a recovery code'),
});

/** The account screen: one's own name and address. */
export const profileSchema = object({
  name: trimmedString('Name is required').required('Name is required').max(120, 'Name must be at most 120 characters'),
  email: email(),
});

/** The account screen: a new password, with the current one to prove it is you. */
export const passwordChangeSchema = object({
  currentPassword: string().typeError('Current password is required').required('Current password is required').max(1000, 'Password is too long'),
  password: password(),
});
