/**
 * Reading Apollo Client 4 errors the way the admin screens present them: the server's message
 * (for a toast) and its per-field messages (extensions.errors, shown next to the fields).
 */
import { CombinedGraphQLErrors } from '@apollo/client';

export interface GraphQLErrorInfo {
  /** The server's own sentence, when it answered with one. */
  message?: string;
  /** extensions.code of the first error (BAD_USER_INPUT, CONFLICT, UNAUTHENTICATED, ...). */
  code?: string;
  /** Messages by field name. */
  fieldErrors: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && Object.values(value).every((item) => typeof item === 'string');
}

export function readGraphQLError(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const [first] = error.errors;
    const fieldErrors: Record<string, string> = {};
    for (const item of error.errors) {
      const errors = item.extensions?.errors;
      if (isStringRecord(errors)) Object.assign(fieldErrors, errors);
    }
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
    return { message: first.message || undefined, code, fieldErrors };
  }
  // Network failures and other non-GraphQL errors carry no sentence meant for a person.
  return { fieldErrors: {} };
}

/** The server's message, or the screen's fallback. */
export function graphQLErrorMessage(error: unknown, fallback: string): string {
  return readGraphQLError(error).message ?? fallback;
}
