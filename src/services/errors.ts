/**
 * The errors services throw. One mapper turns them into HTTP answers (src/server/middleware/
 * error-handler.ts), another into GraphQL errors (graphql/errors.ts); both use `code`.
 */
export type ServiceErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'GONE' | 'CONFLICT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED';

export abstract class ServiceError extends Error {
  abstract readonly code: ServiceErrorCode;
  /** Messages by field name, when the error is about particular fields. */
  readonly errors?: Record<string, string>;

  constructor(message: string, errors?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
    this.errors = errors;
  }
}

export class ValidationError extends ServiceError {
  readonly code = 'BAD_USER_INPUT';
  declare readonly errors: Record<string, string>;

  constructor(errors: Record<string, string>, message?: string) {
    super(message ?? Object.values(errors)[0] ?? 'Invalid input', errors);
  }
}

export class NotFoundError extends ServiceError {
  readonly code = 'NOT_FOUND';
}

/** Was there once but no longer (a changes-feed cursor older than the log keeps): HTTP 410. */
export class GoneError extends ServiceError {
  readonly code = 'GONE';
}

export class ConflictError extends ServiceError {
  readonly code = 'CONFLICT';

  constructor(message: string, field?: string) {
    super(message, field ? { [field]: message } : undefined);
  }
}

export class UnauthenticatedError extends ServiceError {
  readonly code = 'UNAUTHENTICATED';

  constructor(message = 'You must be logged in as an administrator', errors?: Record<string, string>) {
    super(message, errors);
  }
}

/**
 * A save naming a version of a post that is no longer the current one (someone saved since):
 * HTTP 409 / GraphQL CONFLICT, with the post as it is now so the editor can compare (issue 20).
 */
export class StaleVersionError extends ConflictError {
  constructor(readonly current: unknown, readonly currentVersion: number) {
    super(`This post was changed by someone else since you opened it (it is now at version ${currentVersion}). Reload it, or save again naming version ${currentVersion} to overwrite.`, 'version');
  }
}

/** Known, but not allowed to do this (a content-scope API key asking for an admin operation): HTTP 403. */
export class ForbiddenError extends ServiceError {
  readonly code = 'FORBIDDEN';

  constructor(message = 'This API key has the content scope: it reads published content only. Admin operations need an admin key or a session.') {
    super(message);
  }
}

/** Too many attempts: the caller may try again after `retryAfterSeconds` (HTTP 429 with Retry-After). */
/** Where a caller stands in a rate limit's window (the IETF RateLimit header fields). */
export interface Allowance {
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

export class RateLimitedError extends ServiceError {
  readonly code = 'RATE_LIMITED';

  constructor(message: string, readonly retryAfterSeconds: number, readonly allowance?: Allowance) {
    super(message);
  }
}

/** "5 minutes", "40 seconds": how long to wait, for messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
