/**
 * How the server behaves when things go wrong (docs/operations.md, "Hostile clients, faults and shutdown"): database time
 * limits, the drain time on SIGTERM, who may read the readiness details, and how many pages are
 * rendered at once.
 */
import { readBoolean, readText, readWholeNumber, type Env } from './env.js';

export interface OperationsSettings {
  /** A database statement that takes longer fails (and the visitor gets a 503) instead of waiting. */
  queryTimeoutMs: number;
  /** Waiting for a free database connection longer than this fails the same way. */
  acquireTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests under way get this long to finish before the process exits anyway. */
  drainMs: number;
  /** GET /health/ready shows its details to callers sending "Authorization: Bearer <token>" (and to loopback). */
  healthToken?: string;
  /**
   * Pages rendered at once (RENDER_CONCURRENCY); more wait their turn, up to `renderQueue`, and
   * past that answer 503. Rendering is CPU work on one thread: renders beyond a couple only keep
   * more half-done pages in memory at once, which the garbage collector then copies (an uncached
   * article cost 9-12 % less CPU with 2 at once than with 4, and more than that against no limit).
   */
  renderConcurrency: number;
  renderQueue: number;
  /** GET /metrics answers callers sending "Authorization: Bearer <token>" (and direct loopback connections). */
  metricsToken?: string;
  /** One log line per request (ACCESS_LOG); off when a proxy in front keeps the access log already. */
  accessLog: boolean;
}

export function readOperationsSettings(env: Env): OperationsSettings {
  return {
    queryTimeoutMs: readWholeNumber(env, 'DB_QUERY_TIMEOUT_MS', 10_000, { min: 100 }),
    acquireTimeoutMs: readWholeNumber(env, 'DB_ACQUIRE_TIMEOUT_MS', 5_000, { min: 100 }),
    drainMs: readWholeNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 10, { min: 1, max: 600 }) * 1000,
    healthToken: readText(env, 'HEALTH_TOKEN'),
    renderConcurrency: readWholeNumber(env, 'RENDER_CONCURRENCY', 2, { min: 1, max: 64 }),
    renderQueue: readWholeNumber(env, 'RENDER_QUEUE', 1000, { min: 1, max: 100_000 }),
    metricsToken: readText(env, 'METRICS_TOKEN'),
    accessLog: readBoolean(env, 'ACCESS_LOG', true),
  };
}
