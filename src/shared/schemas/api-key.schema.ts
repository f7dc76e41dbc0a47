import { mixed, object, type InferType } from 'yup';
import { requiredText } from './fields.js';

/** What a Content API key may reach (issue 11): content = published content only; admin = drafts and every admin operation. */
export const API_KEY_SCOPES = ['content', 'admin'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_MESSAGE = 'Scope must be content or admin';

/** The admin's "Create API key" form; the server enforces the same. */
export const apiKeySchema = object({
  name: requiredText('Name is required', 1, 100),
  scope: mixed<ApiKeyScopeName>().transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required('Scope is required').oneOf([...API_KEY_SCOPES], API_KEY_SCOPE_MESSAGE),
});
export type ApiKeyInput = InferType<typeof apiKeySchema>;
