/**
 * How the server behaves when things go wrong (README, "Faults and shutdown"): database time
 * limits, the drain time on SIGTERM and who may read the readiness details.
 */
import { readText, readWholeNumber, type Env } from './env.js';

export interface OperationsSettings {
  /** A database statement that takes longer fails (and the visitor gets a 503) instead of waiting. */
  queryTimeoutMs: number;
  /** Waiting for a free database connection longer than this fails the same way. */
  acquireTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests under way get this long to finish before the process exits anyway. */
  drainMs: number;
  /** GET /health/ready shows its details to callers sending "Authorization: Bearer <token>" (and to loopback). */
  healthToken?: string;
}

export function readOperationsSettings(env: Env): OperationsSettings {
  return {
    queryTimeoutMs: readWholeNumber(env, 'DB_QUERY_TIMEOUT_MS', 10_000, { min: 100 }),
    acquireTimeoutMs: readWholeNumber(env, 'DB_ACQUIRE_TIMEOUT_MS', 5_000, { min: 100 }),
    drainMs: readWholeNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 10, { min: 1, max: 600 }) * 1000,
    healthToken: readText(env, 'HEALTH_TOKEN'),
  };
}
