/**
 * Content API keys (issue 11): staff create, list and revoke them; server-side clients send one
 * with each request (the HTTP layer reads the header) and are identified by it.
 *
 * A key is `mfk_` and 43 characters of base64url: 32 random bytes from the operating system's
 * CSPRNG. It is shown once, at creation; the database keeps only its SHA-256 and its first 12
 * characters (the prefix staff recognise it by). A plain fast hash is right here, unlike for
 * passwords: the token has 256 bits of entropy, so nobody can guess it from the hash however fast
 * the guessing, and a fast hash lets every request find its key through the unique index on
 * `tokenHash` without a slow KDF per request.
 *
 * `lastUsedAt` is written at most once per `lastUsedEveryMs` per key (a conditional UPDATE, so
 * several processes do not all write), not on every read. Each key has its own request allowance
 * per window, counted in the shared `rate_limits` table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiKey, User } from '../../models/index.js';
import type { RateLimitStore } from '../db/rate-limiter.js';
import { apiKeySchema, originOf, type ApiKeyScopeName } from '../shared/schemas/api-key.schema.js';
import { ForbiddenError, NotFoundError, RateLimitedError, UnauthenticatedError, waitText, type Allowance } from './errors.js';
import type { Viewer } from './identity.service.js';
import { parseId, validate } from './validate.js';
import type { Sequelize } from 'sequelize-typescript';
import type { AuditRecorder } from './audit-log.service.js';
import { withWriteTransaction } from './write-transaction.js';

export const API_KEY_TOKEN_PREFIX = 'mfk_';
const TOKEN_PATTERN = /^mfk_[A-Za-z0-9_-]{43}$/;
const VISIBLE_CHARS = 12;

export const ADMIN_KEY_NEEDS_SESSION_MESSAGE = 'Only staff signed in to the admin can create admin keys; an API key may create content and preview keys only.';

export const PREVIEW_KEY_MESSAGE = 'This API key has the preview scope: it reads published content, drafts and scheduled posts only. Admin operations need an admin key or a session.';

/** The refusal of an admin operation to a key without the admin scope (403 / FORBIDDEN), naming its scope. */
export function adminOperationRefused(scope: ApiKeyScopeName): ForbiddenError {
  return scope === 'preview' ? new ForbiddenError(PREVIEW_KEY_MESSAGE) : new ForbiddenError();
}

/** A key with allowed origins used from a page on another origin. */
export function originRefusedMessage(origin: string): string {
  return `This API key may not be used from ${origin}: add the origin to the key's allowed origins, or use a key made for that site.`;
}

export const INVALID_API_KEY_MESSAGE =
  'The API key is not valid: it is unknown or has been revoked. Send an active key as "Authorization: Bearer <key>" or "X-Api-Key: <key>".';

export interface ApiKeySettings {
  /** Requests per key per window; 0 switches the limit off. */
  limit: number;
  windowMs: number;
  /** lastUsedAt is written at most this often per key. */
  lastUsedEveryMs: number;
}

export const DEFAULT_API_KEY_SETTINGS: ApiKeySettings = { limit: 0, windowMs: 60_000, lastUsedEveryMs: 60_000 };

export interface ApiKeySummary {
  id: number;
  name: string;
  scope: ApiKeyScopeName;
  /** The token's first characters, e.g. `mfk_3kQ9xZpA`. */
  prefix: string;
  createdAt: Date;
  /** The staff member who created it (their username; for a key made with an admin key, the staff member behind that key), or null once the user is gone. */
  createdBy: string | null;
  /** The browser origins it may be used from; empty for any. */
  allowedOrigins: string[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export interface CreatedApiKey {
  key: ApiKeySummary;
  /** The whole token: shown this once, never stored. */
  token: string;
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export class ApiKeyService {
  private readonly counter?: RateLimiterAbstract;

  constructor(
    store: RateLimitStore | undefined,
    private readonly settings: ApiKeySettings = DEFAULT_API_KEY_SETTINGS,
    private readonly clock: () => Date = () => new Date(),
    /** Creating and revoking keys is in the audit log, in the change's transaction (never the token). */
    private readonly audited?: { sequelize: Sequelize; audit: AuditRecorder },
  ) {
    if (store && settings.limit > 0) {
      this.counter = store.counter({ keyPrefix: 'api-key-requests', points: settings.limit, duration: Math.max(1, Math.ceil(settings.windowMs / 1000)) });
    }
  }

  /**
   * Creates a key; the answer holds the token, which no later call can show again. Only a staff
   * session mints an admin key: an admin key could otherwise mint keys that outlive its own
   * revocation. A key made with an API key is recorded as made by the staff member behind that key.
   */
  async create(input: unknown, viewer: Viewer): Promise<CreatedApiKey> {
    const values = await validate(apiKeySchema, input);
    if (values.scope === 'admin' && viewer.kind !== 'session') throw new ForbiddenError(ADMIN_KEY_NEEDS_SESSION_MESSAGE);
    const origins = [...new Set(values.allowedOrigins.map((origin) => originOf(origin) ?? origin))];
    const token = API_KEY_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const row = await this.withAudit(async (transaction) => {
      const created = await ApiKey.create({
        name: values.name,
        scope: values.scope,
        tokenHash: hashApiToken(token),
        prefix: token.slice(0, VISIBLE_CHARS),
        createdBy: viewer.kind === 'session' ? viewer.user.id : viewer.kind === 'api-key' ? viewer.key.staffId ?? null : null,
        allowedOrigins: origins.length ? JSON.stringify(origins) : null,
      }, { transaction });
      await this.audited?.audit.record({ kind: 'api_key.created', objectType: 'api_key', objectId: created.id, summary: `API key “${created.name}” (${created.scope}, ${created.prefix}…) created` }, transaction);
      return created;
    });
    return { key: (await this.summaries([row]))[0]!, token };
  }

  /** Every key, newest first, revoked ones included (marked). */
  async list(): Promise<ApiKeySummary[]> {
    return this.summaries(await ApiKey.findAll({ order: [['id', 'DESC']] }));
  }

  /** Revokes a key at once (the next request with it gets 401); revoking it again changes nothing. */
  async revoke(id: unknown): Promise<ApiKeySummary> {
    const keyId = parseId(id);
    const row = keyId === null ? null : await ApiKey.findByPk(keyId);
    if (!row) throw new NotFoundError('API key not found');
    if (!row.revokedAt) {
      await this.withAudit(async (transaction) => {
        await row.update({ revokedAt: this.clock() }, { transaction });
        await this.audited?.audit.record({ kind: 'api_key.revoked', objectType: 'api_key', objectId: row.id, summary: `API key “${row.name}” (${row.prefix}…) revoked` }, transaction);
      });
    }
    return (await this.summaries([row]))[0]!;
  }

  /** A write and its audit entry in one transaction (no transaction without the audit log: tests, scripts). */
  private withAudit<T>(work: (transaction?: Transaction) => Promise<T>): Promise<T> {
    return this.audited ? withWriteTransaction(this.audited.sequelize, work) : work();
  }

  /** The viewer a token stands for; UnauthenticatedError for an unknown, malformed or revoked one. */
  async authenticate(token: string): Promise<Viewer> {
    if (!TOKEN_PATTERN.test(token)) throw new UnauthenticatedError(INVALID_API_KEY_MESSAGE);
    const row = await ApiKey.findOne({ where: { tokenHash: hashApiToken(token) } });
    if (!row || row.revokedAt) throw new UnauthenticatedError(INVALID_API_KEY_MESSAGE);
    await this.touch(row);
    return { kind: 'api-key', scope: row.scope, key: { id: row.id, name: row.name, staffId: row.createdBy, allowedOrigins: originsOf(row) } };
  }

  /**
   * Counts one request against the allowance of the key from this client address and answers
   * where it stands (for the RateLimit headers), or null without a limit; RateLimitedError once it
   * is used up. Per key and address: a publishable key in many visitors' browsers is not one
   * shared bucket that a few visitors empty for everyone.
   */
  async countRequest(viewer: Viewer, clientIp = ''): Promise<Allowance | null> {
    if (!this.counter || viewer.kind !== 'api-key') return null;
    const windowSeconds = Math.max(1, Math.ceil(this.settings.windowMs / 1000));
    try {
      const counted = await this.counter.consume(`${viewer.key.id}|${clientIp}`);
      return { limit: this.settings.limit, windowSeconds, remaining: counted.remainingPoints, resetSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) };
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal;
      const seconds = Math.max(1, Math.ceil((refusal as { msBeforeNext: number }).msBeforeNext / 1000));
      throw new RateLimitedError(
        `Too many requests with this API key from this address (at most ${this.settings.limit} per ${waitText(windowSeconds)}). Try again in ${waitText(seconds)}.`,
        seconds,
        { limit: this.settings.limit, windowSeconds, remaining: 0, resetSeconds: seconds },
      );
    }
  }

  private async touch(row: ApiKey): Promise<void> {
    const now = this.clock();
    const stale = new Date(now.getTime() - this.settings.lastUsedEveryMs);
    if (row.lastUsedAt && row.lastUsedAt > stale) return;
    await ApiKey.update(
      { lastUsedAt: now },
      { where: { id: row.id, revokedAt: null, [Op.or]: [{ lastUsedAt: null }, { lastUsedAt: { [Op.lte]: stale } }] } },
    );
  }

  private async summaries(rows: ApiKey[]): Promise<ApiKeySummary[]> {
    const userIds = [...new Set(rows.map((row) => row.createdBy).filter((id): id is number => id !== null))];
    const users = userIds.length ? await User.findAll({ where: { id: userIds }, attributes: ['id', 'username'] }) : [];
    const names = new Map(users.map((user) => [user.id, user.username]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      scope: row.scope,
      prefix: row.prefix,
      createdAt: row.createdAt,
      createdBy: row.createdBy === null ? null : names.get(row.createdBy) ?? null,
      allowedOrigins: [...(originsOf(row) ?? [])],
      lastUsedAt: row.lastUsedAt,
      revokedAt: row.revokedAt,
    }));
  }
}

/** The key's allowed origins, or null for any (a stored list that cannot be read allows none). */
function originsOf(row: ApiKey): string[] | null {
  if (row.allowedOrigins === null) return null;
  try {
    const list: unknown = JSON.parse(row.allowedOrigins);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** False when the key is limited to other browser origins than the request's `Origin` (none sent: a server, allowed). */
export function originAllowed(viewer: Viewer, origin: string | undefined): boolean {
  if (viewer.kind !== 'api-key' || !viewer.key.allowedOrigins || origin === undefined) return true;
  return viewer.key.allowedOrigins.includes(origin);
}
