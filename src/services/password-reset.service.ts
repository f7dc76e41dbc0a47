/**
 * Password resets by e-mail (issue 24). Asking answers the same whether or not the address
 * belongs to staff, and is limited per address and per IP (the same counters every process
 * sees); a known, active address gets a link valid for 1 hour, once. Setting the new password
 * ends every session of the account and clears its sign-in lock.
 */
import type { Sequelize } from 'sequelize-typescript';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { User } from '../../models/index.js';
import type { RateLimitStore } from '../db/rate-limiter.js';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../shared/schemas/staff.schema.js';
import type { AuditLogService } from './audit-log.service.js';
import type { AuthService } from './auth.service.js';
import { RateLimitedError, waitText } from './errors.js';
import type { LoginThrottle } from './login-throttle.js';
import type { MailQueue } from './mail-queue.js';
import { passwordResetMail } from './staff-mail.js';
import type { StaffSessions } from './staff-sessions.js';
import type { StaffTokens } from './staff-tokens.js';
import { validate } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';

export const RESET_TTL_MS = 3_600_000;
export const RESET_REQUESTED_MESSAGE = 'If that address belongs to a staff account, we have sent it a link to reset the password. The link works once, for 1 hour.';
const PER_ADDRESS = 3;
const PER_IP = 20;
const HOUR = 3600;

export interface PasswordResetDeps {
  sequelize: Sequelize;
  auth: AuthService;
  tokens: StaffTokens;
  mail: MailQueue;
  audit: AuditLogService;
  sessions: StaffSessions;
  throttle?: LoginThrottle;
  rateLimits?: RateLimitStore;
  siteName: string;
  siteUrl: string;
}

export class PasswordResetService {
  private readonly perAddress?: RateLimiterAbstract;
  private readonly perIp?: RateLimiterAbstract;

  constructor(private readonly deps: PasswordResetDeps) {
    this.perAddress = deps.rateLimits?.counter({ keyPrefix: 'reset-address', points: PER_ADDRESS, duration: HOUR });
    this.perIp = deps.rateLimits?.counter({ keyPrefix: 'reset-ip', points: PER_IP, duration: HOUR });
  }

  async request(input: unknown, ip?: string): Promise<{ message: string }> {
    const { email } = await validate(passwordResetRequestSchema, input);
    const address = email.toLowerCase();
    await this.count(this.perIp, ip);
    // Past its allowance an address is answered alike but mailed no more (no enumeration, no mail bomb).
    const allowed = await this.count(this.perAddress, address, false);
    const user = allowed ? await User.findOne({ where: { email: address } }) : null;
    if (user && !user.suspendedAt) {
      const { sequelize, tokens, mail, audit, siteName, siteUrl } = this.deps;
      await withWriteTransaction(sequelize, async (transaction) => {
        await tokens.revokeFor('password-reset', address, transaction);
        const { token, row } = await tokens.issue('password-reset', { email: address, userId: user.id }, RESET_TTL_MS, transaction);
        await mail.enqueue(passwordResetMail(siteName, address, `${siteUrl}/admin/reset-password?token=${token}`), transaction, row.id);
        await audit.record({ kind: 'password.reset_requested', objectType: 'user', objectId: user.id, summary: `Password reset asked for ${user.username}` }, transaction);
      });
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }

  async confirm(input: unknown): Promise<{ username: string }> {
    const { token, password } = await validate(passwordResetConfirmSchema, input);
    const { sequelize, tokens, auth, audit, sessions, throttle } = this.deps;
    const row = await tokens.usable('password-reset', token);
    const user = row.userId ? await User.findByPk(row.userId) : null;
    if (!user) return (await tokens.usable('password-reset', '')) as never;
    const hash = await auth.hashNewPassword(password, user.username);
    await withWriteTransaction(sequelize, async (transaction) => {
      await tokens.use('password-reset', token, transaction);
      await user.update({ password: hash, credentialsVersion: user.credentialsVersion + 1 }, { transaction });
      await sessions.endAll(user.id, undefined, transaction);
      await audit.record({ kind: 'password.reset', objectType: 'user', objectId: user.id, summary: `${user.username} set a new password with a reset link; every session ended` }, transaction, { actorId: user.id, actorName: user.username });
    });
    await throttle?.clear(user.username);
    return { username: user.username };
  }

  /** Counts one use; throws 429 (or answers false when `strict` is off) once the allowance is spent. */
  private async count(limiter: RateLimiterAbstract | undefined, key: string | undefined, strict = true): Promise<boolean> {
    if (!limiter || !key) return true;
    const result = await limiter.penalty(key, 1);
    if (result.consumedPoints <= limiter.points) return true;
    if (!strict) return false;
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw new RateLimitedError(`Too many password reset requests. Please wait ${waitText(seconds)} and try again.`, seconds);
  }
}
