/**
 * Reading Apollo Client 4 errors the way the admin screens present them: the server's message
 * (for a toast) and its per-field messages (extensions.errors, shown next to the fields). When
 * the server said nothing (no answer at all, or a proxy's HTML error page), `transport` says
 * what went wrong on the way, for a screen whose fallback would otherwise blame the visitor
 * (the login's "Invalid credentials").
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { ERROR_PAGE_MESSAGE, NETWORK_FAILURE_MESSAGE } from '../../src/shared/api-error.js';

export interface GraphQLErrorInfo {
  /** The server's own sentence, when it answered with one. */
  message?: string;
  /** What went wrong on the way when the server said nothing: a network failure or an error page. */
  transport?: string;
  /** extensions.code of the first error (BAD_USER_INPUT, CONFLICT, UNAUTHENTICATED, RATE_LIMITED, ...). */
  code?: string;
  /** Messages by field name. */
  fieldErrors: Record<string, string>;
  /** A refused stale save's extensions.current: the post as it is now. */
  current?: unknown;
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && Object.values(value).every((item) => typeof item === 'string');
}

function fromErrors(errors: readonly GraphQLErrorLike[]): GraphQLErrorInfo {
  const [first] = errors;
  const fieldErrors: Record<string, string> = {};
  for (const item of errors) {
    const itemErrors = item.extensions?.errors;
    if (isStringRecord(itemErrors)) Object.assign(fieldErrors, itemErrors);
  }
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
  const current = first?.extensions?.current;
  return { message: typeof first?.message === 'string' && first.message ? first.message : undefined, code, fieldErrors, ...(current ? { current } : {}) };
}

/** A non-2xx answer: the server's GraphQL errors when it sent them (the rate limit's 429 does), else a sentence with the status. */
function fromServerAnswer(status: number, bodyText: string): GraphQLErrorInfo {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    if (Array.isArray(body.errors) && body.errors.length > 0) return fromErrors(body.errors as GraphQLErrorLike[]);
  } catch {
    // Not JSON: an error page.
  }
  return { transport: `${status}: ${ERROR_PAGE_MESSAGE}`, fieldErrors: {} };
}

export function readGraphQLError(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) return fromErrors(error.errors);
  if (ServerError.is(error) || ServerParseError.is(error)) return fromServerAnswer(error.statusCode, error.bodyText);
  // fetch() rejects with a TypeError when no answer arrives (offline, DNS, refused, reset).
  if (error instanceof TypeError) return { transport: NETWORK_FAILURE_MESSAGE, fieldErrors: {} };
  return { fieldErrors: {} };
}

/** The server's message, or the screen's fallback (docs/product.md §8). */
export function graphQLErrorMessage(error: unknown, fallback: string): string {
  return readGraphQLError(error).message ?? fallback;
}

/** The server's message, else what went wrong on the way, else the fallback. */
export function explainGraphQLError(error: unknown, fallback: string): string {
  const info = readGraphQLError(error);
  return info.message ?? info.transport ?? fallback;
}
