/**
 * Reads process.env once, validates it and fails fast with a message that names the variable.
 * Every setting of the product is here; README.md and .env.example list the same variables.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { ADMIN_USERNAME_MESSAGE, ADMIN_USERNAME_PATTERN, MIN_ADMIN_PASSWORD_LENGTH } from '../shared/constants.js';
import { projectRoot } from './project-root.js';

export type AppEnv = 'development' | 'production' | 'test';

export interface SiteSettings {
  /** {product} and {brand} in the spec. */
  name: string;
  /** {email} in the spec. */
  contactEmail: string;
  /** {host} in the spec: the public origin, without a trailing slash. */
  publicUrl: string;
  social: { youtube: string; instagram: string; linkedin: string };
}

export interface Config {
  env: AppEnv;
  port: number;
  host: string;
  /** Express's "trust proxy": false, true, a hop count or a list of addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  databaseUrl: string;
  sessionSecret: string;
  site: SiteSettings;
  admin: { username?: string; password?: string };
  klaviyo: { apiKey?: string; baseUrl: string; waitlistListId?: string };
  rootDir: string;
  dataDir: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readPort(env: Env): number {
  const raw = env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535 (got "${raw}")`);
  }
  return port;
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = (env[name] ?? '').trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

function readDatabaseUrl(env: Env): string {
  const raw = (env.DATABASE_URL ?? '').trim() || 'sqlite:data/site.sqlite';
  if (!/^sqlite:.+/.test(raw) && !/^(mysql|mariadb):\/\/.+/.test(raw)) {
    throw new ConfigError(
      `DATABASE_URL must be "sqlite:<file>" or "mysql://user:pass@host:3306/db" (got "${raw.replace(/:[^:@/]*@/, ':***@')}")`,
    );
  }
  return raw;
}

/**
 * Production must be given SESSION_SECRET. Development generates one on first start and keeps
 * it under data/ so sessions survive restarts; tests get a throwaway one.
 */
function readSessionSecret(env: Env, appEnv: AppEnv, dataDir: string): string {
  const given = env.SESSION_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
    return given;
  }
  if (appEnv === 'production') {
    throw new ConfigError('SESSION_SECRET is required in production (a random string of at least 32 characters)');
  }
  if (appEnv === 'test') return randomBytes(32).toString('hex');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Reads .env from the project root into process.env when it exists (never overriding the shell). */
export function loadDotEnv(): void {
  const file = join(projectRoot(), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * TRUST_PROXY: unset or "false" when clients connect directly; behind a load balancer "1" (hops),
 * "true", or addresses such as "loopback, 10.0.0.0/8", so req.ip (rate limits, logs) is the visitor's.
 */
function readTrustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function readAppEnv(env: Env): AppEnv {
  return env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
}

/**
 * Only what the database scripts (db:migrate, db:seed, admin:create) need: they run on a
 * production host without the server's SESSION_SECRET and must not generate one.
 */
export function loadDatabaseConfig(env: Env = process.env): Pick<Config, 'env' | 'databaseUrl' | 'rootDir'> {
  return { env: readAppEnv(env), databaseUrl: readDatabaseUrl(env), rootDir: projectRoot() };
}

export function loadConfig(env: Env = process.env): Config {
  const appEnv = readAppEnv(env);
  const rootDir = projectRoot();
  const dataDir = env.DATA_DIR ? (isAbsolute(env.DATA_DIR) ? env.DATA_DIR : join(rootDir, env.DATA_DIR)) : join(rootDir, 'data');
  const port = readPort(env);
  const adminUsername = env.ADMIN_USERNAME?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminUsername && !adminPassword) throw new ConfigError('ADMIN_USERNAME is set but ADMIN_PASSWORD is not');
  // Checked here too, so a bad start-up admin stops the server with a clear line, not a stack trace.
  if (adminUsername && !ADMIN_USERNAME_PATTERN.test(adminUsername)) throw new ConfigError(`ADMIN_USERNAME: ${ADMIN_USERNAME_MESSAGE}`);
  if (adminUsername && adminPassword!.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }

  return {
    env: appEnv,
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    trustProxy: readTrustProxy(env),
    databaseUrl: readDatabaseUrl(env),
    sessionSecret: readSessionSecret(env, appEnv, dataDir),
    site: {
      name: env.SITE_NAME?.trim() || 'Mindful Miles',
      contactEmail: env.CONTACT_EMAIL?.trim() || 'hello@example.com',
      publicUrl: readUrl(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`),
      social: {
        youtube: readUrl(env, 'SOCIAL_YOUTUBE_URL', 'https://www.youtube.com/'),
        instagram: readUrl(env, 'SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/'),
        linkedin: readUrl(env, 'SOCIAL_LINKEDIN_URL', 'https://www.linkedin.com/'),
      },
    },
    admin: { username: adminUsername, password: adminPassword },
    klaviyo: {
      apiKey: env.KLAVIYO_API_KEY?.trim() || undefined,
      baseUrl: readUrl(env, 'KLAVIYO_BASE_URL', 'https://a.klaviyo.com'),
      waitlistListId: env.KLAVIYO_WAITLIST_LIST_ID?.trim() || undefined,
    },
    rootDir,
    dataDir,
  };
}
