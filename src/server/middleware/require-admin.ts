import type { NextFunction, Request, Response } from 'express';
import { UnauthenticatedError, type Services } from '../../services/index.js';

/**
 * Every admin REST route passes here. The account must still exist: deleting a user ends its
 * sessions.
 */
export function requireAdmin(services: Services) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const id = req.session?.adminId;
    if (!id || !(await services.auth.findAdmin(id))) return next(new UnauthenticatedError());
    next();
  };
}
