/**
 * Limits for hostile or careless clients (docs/api.md, "Limits"): the GraphQL document and response
 * limits, whether the schema is shown to strangers, and login throttling. Defaults suit
 * production; tests that are about a limit set it.
 */
import { ConfigError, readBoolean, readList, readText, readWholeNumber, type Env } from './env.js';

export interface GraphQLLimits {
  /** Introspection and "Did you mean …" suggestions; off by default in production. */
  introspection: boolean;
  /** Estimated cost of one operation: page sizes multiply what is selected inside them. */
  maxCost: number;
  maxAliases: number;
  maxDepth: number;
  /** Tokens in the document (the parser stops counting past this). */
  maxTokens: number;
  /** Bytes of one JSON answer. */
  maxResponseBytes: number;
}

export interface LoginLimits {
  /** Failed logins for one username (from anywhere) before it is locked out; 0 switches login throttling off. */
  maxFailuresPerAccount: number;
  /** Failed logins from one IP address (any usernames) per hour before it is locked out. */
  maxFailuresPerIp: number;
  /** First lock-out; each further failure while counted doubles it, up to maxLockoutMs. */
  lockoutMs: number;
  maxLockoutMs: number;
  /** Password hashes computed at once (argon2 shares libuv's thread pool with the database driver). */
  hashConcurrency: number;
  /** Logins waiting for a hashing slot beyond this are told to retry (429). */
  hashQueue: number;
  /** What one argon2id hash of a new password costs; a stored hash keeps the cost it was made with. */
  hashCost: PasswordHashCost;
}

export interface PasswordHashCost {
  /** Memory per hash in KiB (argon2's default, 64 MiB, unless set). */
  memoryKib: number;
  /** Passes over that memory. */
  timeCost: number;
}

/** OWASP's least argon2id cost (19 MiB, 2 passes); production refuses anything cheaper. */
export const LEAST_PRODUCTION_HASH_COST: PasswordHashCost = { memoryKib: 19_456, timeCost: 2 };

/** Content API keys (issue 11): each key's request allowance and how often its last use is recorded. */
export interface ApiKeyLimits {
  /** Requests per key per window (REST, GraphQL and pages together); 0 switches the limit off. */
  limit: number;
  windowMs: number;
  /** lastUsedAt is written at most this often per key, so reads do not write on every request. */
  lastUsedEveryMs: number;
}

/** The API's allowance for requests without a key, per client address (counted in each process's memory). */
export interface ApiAddressLimits {
  /** Requests per address per window to /api and /graphql without a key; 0 switches the limit (and its headers) off. */
  limit: number;
  windowMs: number;
}

/** The GraphQL cost budget per client over a window (docs/api.md, "Cost budget"; counted in each process's memory). */
export interface GraphQLBudgetSettings {
  /** Cost points one client may spend per window; 0 switches the budget (and its headers) off. */
  points: number;
  windowMs: number;
}

/** Cross-origin reads of the public API (GraphQL and the public REST reads). */
export interface CorsSettings {
  /** '*': any origin, the same headers for all (default); otherwise the origins allowed, answered with Vary: Origin. */
  origins: '*' | readonly string[];
}

export interface SecuritySettings {
  /**
   * TOTP_ENCRYPTION_KEY: what the key that encrypts staff TOTP secrets at rest is derived from
   * (32+ characters). Unset: the session secret (config.session.secret) serves.
   */
  totpEncryptionKey?: string;
  graphql: GraphQLLimits;
  login: LoginLimits;
  apiKeys: ApiKeyLimits;
  apiAddresses: ApiAddressLimits;
  graphqlBudget: GraphQLBudgetSettings;
  cors: CorsSettings;
}

/** CORS_ORIGINS: unset or "*" for any origin, else comma-separated origins such as https://www.example.org. */
function readCorsOrigins(env: Env): CorsSettings['origins'] {
  const items = readList(env, 'CORS_ORIGINS', ['*']);
  if (items.length === 1 && items[0] === '*') return '*';
  return items.map((item) => {
    let origin: string | null = null;
    try {
      const url = new URL(item);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === item.replace(/\/+$/, '')) origin = url.origin;
    } catch {
      origin = null;
    }
    if (!origin) throw new ConfigError(`CORS_ORIGINS must be "*" or comma-separated origins such as https://www.example.org (no path); got "${item}"`);
    return origin;
  });
}

/** GRAPHQL_COST_BUDGET: 0 (off) or at least one most expensive allowed operation, which could never run otherwise. */
function readGraphqlBudget(env: Env, appEnv: 'development' | 'production' | 'test', maxCost: number): GraphQLBudgetSettings {
  // Off by default under NODE_ENV=test, like the other per-client limits; tests of the budget set it.
  const points = readWholeNumber(env, 'GRAPHQL_COST_BUDGET', appEnv === 'test' ? 0 : 100_000, { min: 0 });
  if (points > 0 && points < maxCost) {
    throw new ConfigError(`GRAPHQL_COST_BUDGET must be 0 (off) or at least GRAPHQL_MAX_COST (${maxCost}), or the most expensive allowed query could never run; got ${points}`);
  }
  return { points, windowMs: readWholeNumber(env, 'GRAPHQL_COST_BUDGET_WINDOW_SECONDS', 60, { min: 1 }) * 1000 };
}

export function readSecuritySettings(env: Env, appEnv: 'development' | 'production' | 'test'): SecuritySettings {
  const production = appEnv === 'production';
  const maxCost = readWholeNumber(env, 'GRAPHQL_MAX_COST', 5_000, { min: 1 });
  const totpEncryptionKey = readText(env, 'TOTP_ENCRYPTION_KEY');
  if (totpEncryptionKey !== undefined && totpEncryptionKey.length < 32) throw new ConfigError('TOTP_ENCRYPTION_KEY must be at least 32 characters long');
  return {
    ...(totpEncryptionKey !== undefined && { totpEncryptionKey }),
    graphql: {
      introspection: readBoolean(env, 'GRAPHQL_INTROSPECTION', !production),
      maxCost,
      maxAliases: readWholeNumber(env, 'GRAPHQL_MAX_ALIASES', 10, { min: 0 }),
      maxDepth: readWholeNumber(env, 'GRAPHQL_MAX_DEPTH', 8, { min: 1 }),
      maxTokens: readWholeNumber(env, 'GRAPHQL_MAX_TOKENS', 1_000, { min: 50 }),
      maxResponseBytes: readWholeNumber(env, 'GRAPHQL_MAX_RESPONSE_KB', 4_096, { min: 1 }) * 1024,
    },
    login: {
      // Off by default under NODE_ENV=test so unrelated tests are not locked out; tests of throttling set it.
      maxFailuresPerAccount: readWholeNumber(env, 'LOGIN_MAX_FAILURES', appEnv === 'test' ? 0 : 5, { min: 0 }),
      maxFailuresPerIp: readWholeNumber(env, 'LOGIN_MAX_FAILURES_PER_IP', 50, { min: 1 }),
      lockoutMs: readWholeNumber(env, 'LOGIN_LOCKOUT_SECONDS', 60, { min: 1 }) * 1000,
      maxLockoutMs: readWholeNumber(env, 'LOGIN_MAX_LOCKOUT_MINUTES', 60, { min: 1 }) * 60_000,
      hashConcurrency: readWholeNumber(env, 'PASSWORD_HASH_CONCURRENCY', 2, { min: 1, max: 64 }),
      hashQueue: readWholeNumber(env, 'PASSWORD_HASH_QUEUE', 20, { min: 0 }),
      // Cheaper costs are for test runs (test/helpers/database.ts), never for production.
      hashCost: {
        memoryKib: readWholeNumber(env, 'PASSWORD_HASH_MEMORY_KIB', 65_536, { min: production ? LEAST_PRODUCTION_HASH_COST.memoryKib : 64, max: 4_194_304 }),
        timeCost: readWholeNumber(env, 'PASSWORD_HASH_TIME_COST', 3, { min: production ? LEAST_PRODUCTION_HASH_COST.timeCost : 1, max: 100 }),
      },
    },
    apiKeys: {
      limit: readWholeNumber(env, 'API_KEY_RATE_LIMIT', 600, { min: 0 }),
      windowMs: readWholeNumber(env, 'API_KEY_RATE_WINDOW_SECONDS', 60, { min: 1 }) * 1000,
      lastUsedEveryMs: readWholeNumber(env, 'API_KEY_LAST_USED_SECONDS', 60, { min: 0 }) * 1000,
    },
    apiAddresses: {
      // Off by default under NODE_ENV=test, like the login and form limits; tests of the limit set it.
      limit: readWholeNumber(env, 'API_ADDRESS_RATE_LIMIT', appEnv === 'test' ? 0 : 1200, { min: 0 }),
      windowMs: readWholeNumber(env, 'API_ADDRESS_RATE_WINDOW_SECONDS', 60, { min: 1 }) * 1000,
    },
    graphqlBudget: readGraphqlBudget(env, appEnv, maxCost),
    cors: { origins: readCorsOrigins(env) },
  };
}
