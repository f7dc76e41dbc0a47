/**
 * Decides once per request who is asking and keeps it as req.viewer for REST, GraphQL and the
 * pages. A session that no longer stands for an admin (user deleted, password reset, past its
 * absolute lifetime) is ended here, so no later step can read it differently.
 */
import type { RequestHandler } from 'express';
import { ANONYMOUS, type Services } from '../../services/index.js';
import { endSession } from '../session-handle.js';

export function identify(services: Services): RequestHandler {
  return async (req, res, next) => {
    req.viewer = ANONYMOUS;
    try {
      const verdict = await services.identity.fromSession(req.session?.admin);
      if (verdict.ended) await endSession(req, res);
      req.viewer = verdict.viewer;
      next();
    } catch (error) {
      next(error);
    }
  };
}
