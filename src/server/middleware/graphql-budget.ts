/**
 * Charges a GraphQL operation's cost to its client's budget (services/graphql-cost-budget.ts) and
 * says on the answer where the client stands: `X-GraphQL-Cost: <points charged>` and the
 * `"graphql-cost"` policy added to the RateLimit fields. Used twice, so both answer alike: by the
 * app once Apollo has computed the cost (src/graphql/limits.ts, through the context), and by the
 * response cache for a GraphQL GET it answers from memory (charged the cost the kept answer
 * carries in X-GraphQL-Cost). Over the budget it throws RateLimitedError, nothing charged.
 */
import type { ServerResponse } from 'node:http';
import { ANONYMOUS, budgetClient, RateLimitedError, type Services, type Viewer } from '../../services/index.js';
import { appendRateLimitHeaders } from './rate-limit-headers.js';

/** The response header naming what an operation was charged (its computed cost); the cache reads it from what it keeps. */
export const COST_HEADER = 'x-graphql-cost';

/** The app's charge: over the budget, the answer still says where the client stands, and RateLimitedError goes on to become the GraphQL error. */
export function chargeGraphqlCost(services: Pick<Services, 'graphqlBudget'>, res: ServerResponse, viewer: Viewer, clientIp: string | undefined, cost: number): void {
  try {
    charged(res, services.graphqlBudget.charge(budgetClient(viewer, clientIp), cost), cost);
  } catch (error) {
    if (error instanceof RateLimitedError && error.allowance) appendRateLimitHeaders(res, error.allowance, 'graphql-cost');
    throw error;
  }
}

/**
 * The response cache's charge for a kept GraphQL answer (only requests without a key or session
 * reach it): false when over the budget, the answer untouched, and the cache then lets the app
 * answer, which refuses it exactly as without the cache.
 */
export function chargeCachedGraphqlCost(services: Pick<Services, 'graphqlBudget'>, res: ServerResponse, clientIp: string, cost: number): boolean {
  try {
    charged(res, services.graphqlBudget.charge(budgetClient(ANONYMOUS, clientIp), cost), cost);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

function charged(res: ServerResponse, allowance: ReturnType<Services['graphqlBudget']['charge']>, cost: number): void {
  res.setHeader(COST_HEADER, String(cost));
  if (allowance) appendRateLimitHeaders(res, allowance, 'graphql-cost');
}
