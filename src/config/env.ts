/**
 * Readers for environment variables: each validates its value and throws a ConfigError that names
 * the variable and the rule, so a bad setting stops start-up with one clear line.
 */
import { parseWholeNumber } from '../shared/numbers.js';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A whole number in [min, max]; the fallback when unset or blank. */
export function readWholeNumber(env: Env, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  const value = parseWholeNumber(text, { min, max });
  if (value === null) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `between ${min} and ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range} (got "${text}")`);
  }
  return value;
}

/** "true"/"false" (also 1/0, yes/no); the fallback when unset. */
export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const text = raw(env, name)?.toLowerCase();
  if (text === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  throw new ConfigError(`${name} must be true or false (got "${text}")`);
}

/** An http(s) URL without a trailing slash. */
export function readUrl(env: Env, name: string, fallback: string): string {
  const text = raw(env, name) ?? fallback;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${text}")`);
  }
  return text.replace(/\/+$/, '');
}

/** Free text, trimmed; the fallback when unset or blank. */
export function readText(env: Env, name: string, fallback: string): string;
export function readText(env: Env, name: string): string | undefined;
export function readText(env: Env, name: string, fallback?: string): string | undefined {
  return raw(env, name) ?? fallback;
}

/** A comma-separated list, trimmed, blanks dropped. */
export function readList(env: Env, name: string, fallback: string[] = []): string[] {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  return text.split(',').map((item) => item.trim()).filter(Boolean);
}

/** One of a closed set of words. */
export function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const text = raw(env, name);
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) throw new ConfigError(`${name} must be one of ${choices.join(', ')} (got "${text}")`);
  return text as T;
}
