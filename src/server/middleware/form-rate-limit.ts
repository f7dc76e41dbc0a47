/**
 * One rate limit per client IP over the public forms, REST (/api/klaviyo/*) and the GraphQL form
 * mutations alike, so switching API does not double the allowance. The count lives in this
 * process's memory: with N server processes behind a load balancer a client gets up to N times
 * the limit (README). Behind a proxy, Express's `trust proxy` decides what the client IP is.
 */
import { rateLimit } from 'express-rate-limit';
import { parse, type OperationDefinitionNode } from 'graphql';
import type { Request, RequestHandler } from 'express';
import { ConfigError, type AppEnv } from '../../config/config.js';

export interface FormRateLimitOptions {
  /** Submissions per client per window; 0 switches the limit off. */
  limit: number;
  windowMs: number;
}

export const FORM_MUTATIONS = new Set(['joinWaitlist', 'submitSuggestion', 'submitExpertApplication', 'registerInterest']);

/** FORM_RATE_LIMIT (default 20; off under NODE_ENV=test unless set) per FORM_RATE_LIMIT_WINDOW_SECONDS (600). */
export function formRateLimitFromEnv(env: Record<string, string | undefined>, appEnv: AppEnv): FormRateLimitOptions {
  const read = (name: string, fallback: number, min: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
    return value;
  };
  return { limit: read('FORM_RATE_LIMIT', appEnv === 'test' ? 0 : 20, 0), windowMs: read('FORM_RATE_LIMIT_WINDOW_SECONDS', 600, 1) * 1000 };
}

function isFormMutation(body: unknown): boolean {
  const requests = Array.isArray(body) ? body : [body];
  return requests.some((request) => {
    const query = (request as { query?: unknown } | null)?.query;
    if (typeof query !== 'string') return false;
    try {
      return parse(query).definitions.some((definition) =>
        definition.kind === 'OperationDefinition' && (definition as OperationDefinitionNode).operation === 'mutation' &&
        definition.selectionSet.selections.some((selection) => selection.kind === 'Field' && FORM_MUTATIONS.has(selection.name.value)));
    } catch {
      return false; // Not valid GraphQL: Apollo answers that itself.
    }
  });
}

function isFormSubmission(req: Request): boolean {
  if (req.method !== 'POST') return false;
  return req.baseUrl.startsWith('/graphql') ? isFormMutation(req.body) : true;
}

/** Mount on ['/api/klaviyo', '/graphql'] after the JSON body parser. */
export function formRateLimit(options: FormRateLimitOptions): RequestHandler {
  if (options.limit <= 0) return (_req, _res, next) => next();
  const minutes = Math.max(1, Math.ceil(options.windowMs / 60_000));
  const message = `Too many submissions from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !isFormSubmission(req),
    handler: (req, res) => {
      const body = req.baseUrl.startsWith('/graphql')
        ? { errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] }
        : { message };
      res.status(429).json(body);
    },
  });
}
