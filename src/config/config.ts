/**
 * Reads process.env once, validates it and fails fast with a message that names the variable.
 * Every setting of the product is here (grouped by the part that uses it); docs/configuration.md and
 * .env.example list the same variables. Modules receive their section, never process.env.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { ADMIN_USERNAME_MESSAGE, ADMIN_USERNAME_PATTERN } from '../shared/constants.js';
import { passwordProblem } from '../shared/password-strength.js';
import { ConfigError, readBoolean, readText, readUrl, readWholeNumber, type Env } from './env.js';
import { readCacheSettings, type CacheSettings } from './cache.config.js';
import { readOutboxSettings, readWebhookSettings, type OutboxSettings, type WebhookSettings } from './outbox.config.js';
import { readOperationsSettings, type OperationsSettings } from './operations.config.js';
import { readSecuritySettings, type SecuritySettings } from './security.config.js';
import { readMediaSettings, type MediaSettings } from './media.config.js';
import { projectRoot } from './project-root.js';

export { ConfigError } from './env.js';
export type { OutboxSettings, WebhookSettings } from './outbox.config.js';
export type { CacheSettings } from './cache.config.js';
export type { ApiAddressLimits, ApiKeyLimits, CorsSettings, GraphQLLimits, LoginLimits, PasswordHashCost, SecuritySettings } from './security.config.js';
export type { OperationsSettings } from './operations.config.js';
export type { MediaSettings, S3MediaSettings } from './media.config.js';

export type AppEnv = 'development' | 'production' | 'test';

export interface SiteSettings {
  /** {product} and {brand} in the spec. */
  name: string;
  /** {email} in the spec. */
  contactEmail: string;
  /** {host} in the spec: the public origin, without a trailing slash. */
  publicUrl: string;
  social: { youtube: string; instagram: string; linkedin: string };
  /** SITE_TIME_ZONE (IANA, default UTC): the zone the editor and the admin lists show and take dates in. */
  timeZone: string;
}

export interface SessionSettings {
  /** Signs the session cookie. */
  secret: string;
  /** A session unused for this long ends (each request renews it). */
  idleTimeoutMs: number;
  /** A session ends this long after its login, however busy. */
  absoluteTimeoutMs: number;
}

/** The public forms' rate limit: submissions per client per window over REST, GraphQL and HTML posts together. */
export interface FormSettings {
  /** 0 switches the limit off. */
  limit: number;
  windowMs: number;
}

export interface Config {
  env: AppEnv;
  port: number;
  host: string;
  /** Express's "trust proxy": false, a hop count or a list of addresses (TRUST_PROXY). */
  trustProxy: false | number | string;
  databaseUrl: string;
  session: SessionSettings;
  site: SiteSettings;
  /** Create this admin at start when missing. */
  admin: { username?: string; password?: string };
  klaviyo: { apiKey?: string; baseUrl: string; waitlistListId?: string };
  outbox: OutboxSettings;
  /** Webhook deliveries: time limit, private targets. */
  webhooks: WebhookSettings;
  forms: FormSettings;
  /** The response cache and HTTP caching headers. */
  cache: CacheSettings;
  /** GraphQL limits and introspection, login throttling. */
  security: SecuritySettings;
  /** Database time limits, shutdown drain time, readiness details. */
  operations: OperationsSettings;
  /** The media library: storage, upload limits, processing slots. */
  media: MediaSettings;
  /** Seed the demo articles into an empty database (the categories are always seeded). */
  seedDemoContent: boolean;
  /** TRASH_DAYS: a trashed post is deleted for good after this many days. */
  trashDays: number;
  /** pino level; silent under NODE_ENV=test unless LOG_LEVEL says otherwise. */
  logLevel: string;
  /** Where the page build lives (BUILD_DIR, relative to the project). */
  buildDir: string;
  rootDir: string;
  dataDir: string;
}

function readPort(env: Env): number {
  return readWholeNumber(env, 'PORT', 3000, { min: 0, max: 65535 });
}

function readDatabaseUrl(env: Env): string {
  const raw = readText(env, 'DATABASE_URL', 'sqlite:data/site.sqlite');
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
  const given = readText(env, 'SESSION_SECRET');
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

function readSession(env: Env, appEnv: AppEnv, dataDir: string): SessionSettings {
  const idleMinutes = readWholeNumber(env, 'SESSION_IDLE_MINUTES', 8 * 60, { min: 1 });
  const absoluteHours = readWholeNumber(env, 'SESSION_MAX_HOURS', 7 * 24, { min: 1 });
  return {
    secret: readSessionSecret(env, appEnv, dataDir),
    idleTimeoutMs: idleMinutes * 60_000,
    absoluteTimeoutMs: absoluteHours * 3_600_000,
  };
}

/** Reads .env from the project root into process.env when it exists (never overriding the shell). */
export function loadDotEnv(): void {
  const file = join(projectRoot(), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

// An address, a CIDR range or one of proxy-addr's names; several separated by commas.
const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

/**
 * TRUST_PROXY: unset or "false" when clients connect directly; behind a load balancer the number
 * of proxies in front ("1") or their addresses ("loopback, 10.0.0.0/8"), so req.ip is the
 * visitor's. "true" is refused: it trusts any X-Forwarded-For a client sends, so anyone could
 * pick the IP their rate limits count against.
 */
function readTrustProxy(env: Env): false | number | string {
  const raw = readText(env, 'TRUST_PROXY');
  if (!raw || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return readWholeNumber(env, 'TRUST_PROXY', 0, { min: 0, max: 20 }) || false;
  const addresses = raw.split(',').map((item) => item.trim()).filter(Boolean);
  if (!addresses.length || !addresses.every((item) => PROXY_ADDRESS.test(item))) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. "loopback, 10.0.0.0/8"); got "${raw}"`,
    );
  }
  return addresses.join(', ');
}

const APP_ENVS: readonly AppEnv[] = ['development', 'production', 'test'];

/** NODE_ENV: unset means development; anything but the three names is refused (a typo such as "prod" would run development mode). */
function readAppEnv(env: Env): AppEnv {
  const raw = env.NODE_ENV?.trim() ?? '';
  if (!raw) return 'development';
  if (!(APP_ENVS as readonly string[]).includes(raw)) throw new ConfigError(`NODE_ENV must be development, production or test (got "${raw}")`);
  return raw as AppEnv;
}

/** Demo articles go into an empty database by default, except in production (SEED_DEMO_CONTENT=true asks for them there). */
function readSeedDemoContent(env: Env, appEnv: AppEnv): boolean {
  return readBoolean(env, 'SEED_DEMO_CONTENT', appEnv !== 'production');
}

/** SITE_TIME_ZONE: an IANA zone name the runtime knows (Europe/Berlin); UTC by default. */
function readTimeZone(env: Env): string {
  const zone = readText(env, 'SITE_TIME_ZONE', 'UTC');
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError(`SITE_TIME_ZONE must be an IANA time zone name such as Europe/Berlin or America/New_York (got "${zone}")`);
  }
}

/**
 * PUBLIC_URL: the site's public origin. Production must be given it: the sitemap, feeds,
 * canonical links, API answers and the cross-site check would otherwise name localhost.
 */
function readPublicUrl(env: Env, appEnv: AppEnv, port: number): string {
  if (appEnv === 'production' && !readText(env, 'PUBLIC_URL')) {
    throw new ConfigError('PUBLIC_URL is required in production: the site\'s public origin, e.g. https://www.example.com (links in the sitemap, feeds and API answers use it)');
  }
  return readUrl(env, 'PUBLIC_URL', `http://localhost:${port || 3000}`);
}

function dirSetting(rootDir: string, value: string): string {
  return isAbsolute(value) ? value : join(rootDir, value);
}

/**
 * Only what the database scripts (db:migrate, db:seed, admin:create) need: they run on a
 * production host without the server's SESSION_SECRET and must not generate one.
 */
export function loadDatabaseConfig(env: Env = process.env): Pick<Config, 'env' | 'databaseUrl' | 'rootDir' | 'seedDemoContent'> {
  const appEnv = readAppEnv(env);
  return { env: appEnv, databaseUrl: readDatabaseUrl(env), rootDir: projectRoot(), seedDemoContent: readSeedDemoContent(env, appEnv) };
}

export function loadConfig(env: Env = process.env): Config {
  const appEnv = readAppEnv(env);
  const rootDir = projectRoot();
  const dataDir = dirSetting(rootDir, readText(env, 'DATA_DIR', 'data'));
  const port = readPort(env);
  const adminUsername = readText(env, 'ADMIN_USERNAME');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminUsername && !adminPassword) throw new ConfigError('ADMIN_USERNAME is set but ADMIN_PASSWORD is not');
  // Checked here too, so a bad start-up admin stops the server with a clear line, not a stack trace.
  if (adminUsername && !ADMIN_USERNAME_PATTERN.test(adminUsername)) throw new ConfigError(`ADMIN_USERNAME: ${ADMIN_USERNAME_MESSAGE}`);
  const passwordIssue = adminUsername ? passwordProblem(adminPassword!, adminUsername) : null;
  if (passwordIssue) throw new ConfigError(`ADMIN_PASSWORD ${passwordIssue.replace(/^Password /, '')}`);

  const outbox = readOutboxSettings(env);
  return {
    env: appEnv,
    port,
    host: readText(env, 'HOST', '0.0.0.0'),
    trustProxy: readTrustProxy(env),
    databaseUrl: readDatabaseUrl(env),
    session: readSession(env, appEnv, dataDir),
    site: {
      name: readText(env, 'SITE_NAME', 'Mindful Miles'),
      contactEmail: readText(env, 'CONTACT_EMAIL', 'hello@example.com'),
      publicUrl: readPublicUrl(env, appEnv, port),
      social: {
        youtube: readUrl(env, 'SOCIAL_YOUTUBE_URL', 'https://www.youtube.com/'),
        instagram: readUrl(env, 'SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/'),
        linkedin: readUrl(env, 'SOCIAL_LINKEDIN_URL', 'https://www.linkedin.com/'),
      },
      timeZone: readTimeZone(env),
    },
    admin: { username: adminUsername, password: adminPassword },
    klaviyo: {
      apiKey: readText(env, 'KLAVIYO_API_KEY'),
      baseUrl: readUrl(env, 'KLAVIYO_BASE_URL', 'https://a.klaviyo.com'),
      waitlistListId: readText(env, 'KLAVIYO_WAITLIST_LIST_ID'),
    },
    outbox,
    webhooks: readWebhookSettings(env, appEnv === 'production', outbox.leaseMs),
    forms: {
      // Off by default under NODE_ENV=test so unrelated tests are not throttled; tests of the limit set it.
      limit: readWholeNumber(env, 'FORM_RATE_LIMIT', appEnv === 'test' ? 0 : 20, { min: 0 }),
      windowMs: readWholeNumber(env, 'FORM_RATE_LIMIT_WINDOW_SECONDS', 600, { min: 1 }) * 1000,
    },
    cache: readCacheSettings(env),
    security: readSecuritySettings(env, appEnv),
    operations: readOperationsSettings(env),
    media: readMediaSettings(env, dataDir, (value) => dirSetting(rootDir, value)),
    seedDemoContent: readSeedDemoContent(env, appEnv),
    trashDays: readWholeNumber(env, 'TRASH_DAYS', 30, { min: 1, max: 3650 }),
    logLevel: readText(env, 'LOG_LEVEL', appEnv === 'test' ? 'silent' : 'info'),
    buildDir: dirSetting(rootDir, readText(env, 'BUILD_DIR', 'dist')),
    rootDir,
    dataDir,
  };
}
