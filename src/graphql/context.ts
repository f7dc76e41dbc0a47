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
  /**
   * Charges the operation's computed cost to the client's budget over time and puts where it
   * stands on the answer (the HTTP layer's, server/middleware/graphql-budget.ts); throws
   * RateLimitedError over the budget. Absent outside HTTP.
   */
  chargeCost?: (cost: number) => void;
}
