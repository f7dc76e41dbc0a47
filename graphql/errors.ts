/**
 * Turns service errors into GraphQL errors with codes (BAD_USER_INPUT, NOT_FOUND, CONFLICT,
 * UNAUTHENTICATED) and field messages in extensions.errors; hides anything unexpected.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from '../src/config/logger.js';
import { ServiceError, UnauthenticatedError } from '../src/services/errors.js';

export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof ServiceError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...(original.errors ? { errors: original.errors } : {}) },
      };
    }
    // type-graphql's own refusal of an @Authorized() field: the same words as REST's 401.
    if (formatted.extensions?.code === 'UNAUTHENTICATED') {
      return { ...formatted, message: new UnauthenticatedError().message };
    }
    if (original instanceof GraphQLError || formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    logger.error({ event: 'graphql.error', err: original, path: formatted.path }, 'unhandled resolver error');
    return { message: 'Something went wrong on our side. Please try again in a moment.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
