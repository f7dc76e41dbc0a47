/**
 * Decides once per request who is asking and keeps it as req.viewer for REST, GraphQL and the
 * pages. A session that no longer stands for an admin (user deleted, password reset, past its
 * absolute lifetime) is ended here, so no later step can read it differently.
 *
 * An API key (issue 11) is sent by server-side clients as `Authorization: Bearer <key>` or
 * `X-Api-Key: <key>`; when one is sent it decides who is asking (a session cookie beside it is
 * not read). A key that is malformed, unknown or revoked is refused here with 401, never served
 * as anonymous; each request with a valid key counts against that key's allowance (429 with
 * Retry-After once used up; counted per key and client address), and every answer to a key says
 * where it stands (rate-limit-headers.ts). A key limited to allowed origins is refused with 403
 * when a browser page of another origin sends it. Refusals answer JSON: `{ message }`, or a
 * GraphQL error (code UNAUTHENTICATED / FORBIDDEN / RATE_LIMITED) on /graphql.
 */
import type { Request, RequestHandler, Response } from 'express';
import { ANONYMOUS, ForbiddenError, originAllowed, originRefusedMessage, RateLimitedError, ServiceError, type Services } from '../../services/index.js';
import { logRefusal } from '../observability/security-log.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';
import { endSession } from '../session-handle.js';

/** The API key a request carries: X-Api-Key, else an `Authorization: Bearer` token; undefined when none. */
export function apiKeyOf(req: Request): string | undefined {
  const header = req.headers['x-api-key'];
  if (header !== undefined) return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const authorization = req.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(.*)$/i);
  return bearer ? bearer[1]!.trim() : undefined;
}

const STATUS: Partial<Record<string, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, RATE_LIMITED: 429 };

function refuse(req: Request, res: Response, error: ServiceError): void {
  logRefusal(req, undefined, STATUS[error.code] ?? 400, error.message);
  res.status(STATUS[error.code] ?? 400).set('Cache-Control', 'no-store');
  if (error instanceof RateLimitedError) {
    res.set('Retry-After', String(error.retryAfterSeconds));
    if (error.allowance) setRateLimitHeaders(res, error.allowance);
  }
  if (error.code === 'UNAUTHENTICATED') res.set('WWW-Authenticate', 'Bearer realm="api", error="invalid_token"');
  if (req.path === '/graphql') {
    const extensions = { code: error.code, ...(error instanceof RateLimitedError ? { retryAfter: error.retryAfterSeconds } : {}) };
    res.json({ errors: [{ message: error.message, extensions }] });
  } else {
    res.json({ message: error.message });
  }
}

export function identify(services: Services): RequestHandler {
  return async (req, res, next) => {
    req.viewer = ANONYMOUS;
    try {
      const token = apiKeyOf(req);
      if (token !== undefined) {
        const viewer = await services.apiKeys.authenticate(token);
        // A key limited to some sites is refused on a page of any other (its Origin); servers send none.
        if (!originAllowed(viewer, req.headers.origin)) throw new ForbiddenError(originRefusedMessage(req.headers.origin!));
        req.viewer = viewer;
        const allowance = await services.apiKeys.countRequest(viewer, req.ip);
        if (allowance) setRateLimitHeaders(res, allowance);
        return next();
      }
      const verdict = await services.identity.fromSession(req.session?.admin);
      if (verdict.ended) await endSession(req, res);
      req.viewer = verdict.viewer;
      next();
    } catch (error) {
      if (error instanceof ServiceError && STATUS[error.code]) return refuse(req, res, error);
      next(error);
    }
  };
}
