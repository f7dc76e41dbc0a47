/**
 * Turns service errors into GraphQL errors with codes (BAD_USER_INPUT, NOT_FOUND, CONFLICT,
 * UNAUTHENTICATED) and field messages in extensions.errors; hides anything unexpected.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../config/logger.js';
import { RateLimitedError, ServiceError, StaleVersionError, UnauthenticatedError } from '../services/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../shared/database-unavailable.js';
import { asLimitError } from './limits.js';

export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
/** Apollo's code for a persisted query sent with a hash of another query (Apollo Router answers it the same). */
export const PERSISTED_QUERY_HASH_MISMATCH = 'PERSISTED_QUERY_HASH_MISMATCH';

/**
 * HTTP statuses REST would give: a database outage answers 503 with Retry-After; an operation of
 * one field refused by a rate limit answers 429 with Retry-After. An operation of several
 * mutation fields (aliases) runs them in order and stops at the first refused one, so the ones
 * before it took effect: it keeps 200, and the error's path says where it stopped.
 */
export const httpStatusPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, operation }) {
        if (response.body.kind !== 'single') return;
        const { errors } = response.body.singleResult;
        if (!errors?.length) return;
        if (errors.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE)) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
          return;
        }
        const oneField = operation?.selectionSet.selections.length === 1;
        if (oneField && errors.every((error) => error.extensions?.code === 'RATE_LIMITED')) {
          response.http.status = 429;
          const retryAfter = Math.max(...errors.map((error) => Number(error.extensions?.retryAfter) || 1));
          response.http.headers.set('retry-after', String(retryAfter));
        }
      },
    };
  },
};

export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof ServiceError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(original.errors ? { errors: original.errors } : {}),
          ...(original instanceof RateLimitedError ? { retryAfter: original.retryAfterSeconds } : {}),
          ...(original instanceof StaleVersionError ? { current: original.current } : {}),
        },
      };
    }
    const limit = asLimitError(formatted);
    if (limit) return limit;
    // Apollo refuses a persisted query whose hash is not the query's with a 400 but no code of its own.
    if (formatted.message === 'provided sha does not match query') {
      return { message: 'The persisted query\'s sha256Hash is not the SHA-256 of the query sent with it.', extensions: { code: PERSISTED_QUERY_HASH_MISMATCH } };
    }
    // type-graphql's own refusal of an @Authorized() field: the same words as REST's 401.
    if (formatted.extensions?.code === 'UNAUTHENTICATED') {
      return { ...formatted, message: new UnauthenticatedError().message };
    }
    // graphql-js stops reading variables after 50 bad values with an error of its own, without a code.
    if (/^Too many errors processing variables/.test(formatted.message)) {
      return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
    }
    if (isDatabaseUnavailable(original)) {
      return { message: UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: SERVICE_UNAVAILABLE, retryAfter: RETRY_AFTER_SECONDS } };
    }
    if (original instanceof GraphQLError || formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    logger.error({ event: 'graphql.error', err: original, path: formatted.path }, 'unhandled resolver error');
    return { message: 'Something went wrong on our side. Please try again in a moment.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
