import type { Request, Response } from 'express';
import type { Services } from '../src/services/index.js';

/** What every resolver receives: the services and the HTTP request with its session. */
export interface GraphQLContext {
  services: Services;
  req: Request;
  res: Response;
}

export function buildContext(services: Services) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<GraphQLContext> => ({ services, req, res });
}
