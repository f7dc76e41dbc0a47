import type { RequestHandler } from 'express';
import { adminOperationRefused, isAdmin, UnauthenticatedError } from '../../services/index.js';

/**
 * Every admin REST route passes here; who the viewer is was decided by identify. A session or an
 * admin API key passes; a content or preview API key is known but not allowed (403); anyone else 401.
 */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (isAdmin(req.viewer)) return next();
  next(req.viewer.kind === 'api-key' ? adminOperationRefused(req.viewer.scope) : new UnauthenticatedError());
};
