import { array, mixed, object, type InferType } from 'yup';
import { requiredText, trimmedString } from './fields.js';

/**
 * What a Content API key may reach (issues 11, 23): content = published content only (publishable
 * in a browser); preview = that plus drafts and scheduled posts, read-only; admin = drafts and
 * every admin operation (a secret: servers only).
 */
export const API_KEY_SCOPES = ['content', 'preview', 'admin'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_MESSAGE = 'Scope must be content, preview or admin';
export const ALLOWED_ORIGIN_MESSAGE = 'Allowed origins must be origins such as https://www.example.org (scheme, host and optional port; no path)';
export const MAX_ALLOWED_ORIGINS = 20;

/** `https://www.example.org` as a browser sends it in Origin, or null when the text is not an origin. */
export function originOf(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, '');
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.origin.toLowerCase() === trimmed.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/** The admin's "Create API key" form; the server enforces the same. */
export const apiKeySchema = object({
  name: requiredText('Name is required', 1, 100),
  scope: mixed<ApiKeyScopeName>().transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required('Scope is required').oneOf([...API_KEY_SCOPES], API_KEY_SCOPE_MESSAGE),
  // Several origins may come as one comma- or line-separated text (the form) or as a list (the API).
  allowedOrigins: array(trimmedString(ALLOWED_ORIGIN_MESSAGE).required(ALLOWED_ORIGIN_MESSAGE)
    .test('origin', ALLOWED_ORIGIN_MESSAGE, (value) => originOf(value) !== null)
    .transform((value: unknown) => (typeof value === 'string' ? originOf(value) ?? value : value)))
    .typeError(ALLOWED_ORIGIN_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value ?? []))
    .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} allowed origins`)
    .default([]),
});
export type ApiKeyInput = InferType<typeof apiKeySchema>;
