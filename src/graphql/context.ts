import type { Services, SessionHandle, Viewer } from '../services/index.js';

/**
 * What every resolver receives: the services, who is asking (decided once per request by the HTTP
 * layer's identify middleware), the request's session for login and logout, and the client's
 * address (rate limits count against it).
 */
export interface GraphQLContext {
  services: Services;
  viewer: Viewer;
  session: SessionHandle;
  clientIp?: string;
}
