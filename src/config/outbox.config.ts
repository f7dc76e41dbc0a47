/** The outbox worker's tunables (docs/configuration.md lists them). Defaults suit production; tests shorten them. */
import { ConfigError, readBoolean, readWholeNumber, type Env } from './env.js';

export interface OutboxSettings {
  /** How long an idle worker waits before looking for due rows again. */
  pollMs: number;
  /** Rows claimed (and sent concurrently) per round. */
  batchSize: number;
  /** How long a claim holds its rows; a crashed process's rows are taken again after this. */
  leaseMs: number;
  /** Attempts before a row is marked failed (staff can retry it). */
  maxAttempts: number;
  /** Exponential backoff: first retry after about baseMs, doubling, at most maxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Time limit of one HTTP call to the provider. */
  timeoutMs: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollMs: 2_000,
  batchSize: 10,
  leaseMs: 120_000,
  maxAttempts: 20,
  backoffBaseMs: 5_000,
  backoffMaxMs: 60 * 60 * 1000,
  timeoutMs: 10_000,
};

export function readOutboxSettings(env: Env): OutboxSettings {
  const d = DEFAULT_OUTBOX_SETTINGS;
  const settings: OutboxSettings = {
    pollMs: readWholeNumber(env, 'OUTBOX_POLL_MS', d.pollMs, { min: 10 }),
    batchSize: readWholeNumber(env, 'OUTBOX_BATCH_SIZE', d.batchSize, { min: 1 }),
    leaseMs: readWholeNumber(env, 'OUTBOX_LEASE_MS', d.leaseMs, { min: 100 }),
    maxAttempts: readWholeNumber(env, 'OUTBOX_MAX_ATTEMPTS', d.maxAttempts, { min: 1 }),
    backoffBaseMs: readWholeNumber(env, 'OUTBOX_BACKOFF_BASE_MS', d.backoffBaseMs, { min: 1 }),
    backoffMaxMs: readWholeNumber(env, 'OUTBOX_BACKOFF_MAX_MS', d.backoffMaxMs, { min: 1 }),
    timeoutMs: readWholeNumber(env, 'KLAVIYO_TIMEOUT_MS', d.timeoutMs, { min: 10 }),
  };
  // A waitlist delivery makes two calls; a claim must outlive them or another worker resends.
  if (settings.leaseMs < 3 * settings.timeoutMs) {
    throw new ConfigError(`OUTBOX_LEASE_MS (${settings.leaseMs}) must be at least three times KLAVIYO_TIMEOUT_MS (${settings.timeoutMs})`);
  }
  if (settings.backoffMaxMs < settings.backoffBaseMs) {
    throw new ConfigError('OUTBOX_BACKOFF_MAX_MS must not be smaller than OUTBOX_BACKOFF_BASE_MS');
  }
  return settings;
}

/** Webhook deliveries (docs/api.md, "Webhooks"): they share the outbox's polling, lease, attempts and backoff. */
export interface WebhookSettings {
  /** Time limit of one delivery (connect, send, answer). */
  timeoutMs: number;
  /**
   * Whether webhooks may target loopback, private and link-local addresses. Off by default in
   * production (a staff account must not be able to make the server call its own network, SSRF);
   * on in development and tests, where receivers run on 127.0.0.1.
   */
  allowPrivateTargets: boolean;
}

export function readWebhookSettings(env: Env, production: boolean, leaseMs: number): WebhookSettings {
  const settings: WebhookSettings = {
    // By default within the claim's lease (a short OUTBOX_LEASE_MS shortens it); set explicitly, it must fit.
    timeoutMs: readWholeNumber(env, 'WEBHOOK_TIMEOUT_MS', Math.max(10, Math.min(10_000, Math.floor(leaseMs / 3))), { min: 10, max: 120_000 }),
    allowPrivateTargets: readBoolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', !production),
  };
  if (leaseMs < 2 * settings.timeoutMs) {
    throw new ConfigError(`OUTBOX_LEASE_MS (${leaseMs}) must be at least twice WEBHOOK_TIMEOUT_MS (${settings.timeoutMs})`);
  }
  return settings;
}
