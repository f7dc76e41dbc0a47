/** The response cache and the HTTP caching headers (docs/caching.md). */
import { ConfigError, readBoolean, readWholeNumber, type Env } from './env.js';

export interface CacheSettings {
  /** Answer anonymous page and public API reads from memory (CACHE_ENABLED). */
  enabled: boolean;
  /** Upper bound of the stored responses, every encoding counted (CACHE_MAX_MB). */
  maxBytes: number;
  /** How often a process reads the content-change log to purge what other processes changed. */
  syncMs: number;
  /** How long the content-change log keeps changes: the changes feed's reach (CONTENT_CHANGES_KEEP_DAYS). */
  changesKeepMs: number;
  /** Opt-in for a CDN in front: `s-maxage` seconds on public responses (null: not sent). */
  sMaxAge: number | null;
  /** Opt-in: `stale-while-revalidate` seconds on public responses (null: not sent). */
  staleWhileRevalidate: number | null;
}

export const DEFAULT_CACHE_SETTINGS: CacheSettings = {
  enabled: true,
  maxBytes: 64 * 1024 * 1024,
  syncMs: 1000,
  changesKeepMs: 30 * 24 * 3_600_000,
  sMaxAge: null,
  staleWhileRevalidate: null,
};

function optionalSeconds(env: Env, name: string): number | null {
  const value = readWholeNumber(env, name, -1, { min: 0, max: 31_536_000 });
  return value < 0 ? null : value;
}

export function readCacheSettings(env: Env): CacheSettings {
  const megabytes = readWholeNumber(env, 'CACHE_MAX_MB', DEFAULT_CACHE_SETTINGS.maxBytes / 1024 / 1024, { min: 1, max: 65_536 });
  const settings: CacheSettings = {
    enabled: readBoolean(env, 'CACHE_ENABLED', DEFAULT_CACHE_SETTINGS.enabled),
    maxBytes: megabytes * 1024 * 1024,
    syncMs: readWholeNumber(env, 'CACHE_SYNC_MS', DEFAULT_CACHE_SETTINGS.syncMs, { min: 50, max: 60_000 }),
    // More than a day: a client of the changes feed that syncs daily must not find its cursor gone.
    changesKeepMs: readWholeNumber(env, 'CONTENT_CHANGES_KEEP_DAYS', DEFAULT_CACHE_SETTINGS.changesKeepMs / 86_400_000, { min: 2, max: 3650 }) * 86_400_000,
    sMaxAge: optionalSeconds(env, 'CACHE_S_MAXAGE'),
    staleWhileRevalidate: optionalSeconds(env, 'CACHE_STALE_WHILE_REVALIDATE'),
  };
  if (settings.staleWhileRevalidate !== null && settings.sMaxAge === null) {
    throw new ConfigError('CACHE_STALE_WHILE_REVALIDATE needs CACHE_S_MAXAGE (it is for a CDN in front of the site)');
  }
  return settings;
}
