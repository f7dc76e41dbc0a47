import type { RequestHandler } from 'express';
import { isAdmin, UnauthenticatedError } from '../../services/index.js';

/** Every admin REST route passes here; who the viewer is was decided by identify. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(isAdmin(req.viewer) ? undefined : new UnauthenticatedError());
};
