/**
 * The worker's tunables, from the environment (defaults suit production; tests shorten them).
 * Kept apart from src/config so the outbox owns its knobs; README lists them.
 */
import { ConfigError } from '../config/config.js';

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

const VARIABLES: Array<[keyof OutboxSettings, string, number]> = [
  ['pollMs', 'OUTBOX_POLL_MS', 10],
  ['batchSize', 'OUTBOX_BATCH_SIZE', 1],
  ['leaseMs', 'OUTBOX_LEASE_MS', 100],
  ['maxAttempts', 'OUTBOX_MAX_ATTEMPTS', 1],
  ['backoffBaseMs', 'OUTBOX_BACKOFF_BASE_MS', 1],
  ['backoffMaxMs', 'OUTBOX_BACKOFF_MAX_MS', 1],
  ['timeoutMs', 'KLAVIYO_TIMEOUT_MS', 10],
];

export function outboxSettingsFromEnv(env: Record<string, string | undefined> = process.env): OutboxSettings {
  const settings = { ...DEFAULT_OUTBOX_SETTINGS };
  for (const [key, name, min] of VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
    settings[key] = value;
  }
  // A waitlist delivery makes two calls; a claim must outlive them or another worker resends.
  if (settings.leaseMs < 3 * settings.timeoutMs) {
    throw new ConfigError(`OUTBOX_LEASE_MS (${settings.leaseMs}) must be at least three times KLAVIYO_TIMEOUT_MS (${settings.timeoutMs})`);
  }
  if (settings.backoffMaxMs < settings.backoffBaseMs) {
    throw new ConfigError('OUTBOX_BACKOFF_MAX_MS must not be smaller than OUTBOX_BACKOFF_BASE_MS');
  }
  return settings;
}
