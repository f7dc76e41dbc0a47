/**
 * The one place that turns errors into HTTP answers: JSON { message, errors? } with 400, 401,
 * 404, 409, 413 or 429 for the caller's mistakes, 503 with Retry-After when the database is
 * unavailable or every page render slot is taken, and a 500 without details for ours.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../../config/logger.js';
import { RateLimitedError, ServiceError, StaleVersionError, type ServiceErrorCode } from '../../services/errors.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../../shared/database-unavailable.js';
import { ServerBusyError } from '../../shared/work-slots.js';
import { logRefusal } from '../observability/security-log.js';

const STATUS_BY_CODE: Record<ServiceErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

interface HttpParserError {
  type?: string;
  status?: number;
  limit?: number;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof ServiceError) {
      if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
      logRefusal(req, logger, STATUS_BY_CODE[error.code], error.message);
      res.status(STATUS_BY_CODE[error.code]).json({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        // A stale save gets the post as it is now (issue 20).
        ...(error instanceof StaleVersionError ? { current: error.current } : {}),
      });
      return;
    }
    const parserError = error as HttpParserError;
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ message: `The request body is too large (at most ${Math.round((parserError.limit ?? 0) / 1024)} KB)` });
      return;
    }
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'The request body is not valid JSON' });
      return;
    }
    if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
      // Uploads refused for their file (services/media/media-errors.ts) name the field too.
      const fields = (error as { errors?: Record<string, string> }).errors;
      res.status(parserError.status).json({ message: (error as Error).message || 'Bad request', ...(fields ? { errors: fields } : {}) });
      return;
    }
    if (error instanceof ServerBusyError) {
      logger.warn({ event: 'http.busy', method: req.method, path: req.path }, 'every render slot taken and the queue full');
      unavailable(req, res, error.message, error.retryAfterSeconds);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ event: 'db.unavailable', err: error, method: req.method, path: req.path }, 'database unavailable');
      unavailable(req, res, UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS);
      return;
    }
    logger.error({ event: 'http.error', err: error, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again in a moment.' });
  };
}

/** 503 with Retry-After: JSON for the APIs, a short page for everything else. */
function unavailable(req: Request, res: Response, message: string, retryAfterSeconds: number): void {
  res.status(503).set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' });
  if (/^\/(api|graphql)(\/|$)/.test(req.originalUrl)) res.json({ message });
  else res.type('html').send(`<!doctype html><html lang="en"><title>Temporarily unavailable</title><h1>Temporarily unavailable</h1><p>${message}</p></html>`);
}

/** Unknown /api paths answer JSON, not the site's HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}` });
};
