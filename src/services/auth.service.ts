/**
 * Admin accounts: argon2id hashes, no default credentials. Login answers the same for an unknown
 * user and a wrong password, and takes the same time for both. Failed logins are throttled per
 * account and per IP (login-throttle.ts) and every hash waits for a slot (hash-slots.ts).
 */
import argon2 from 'argon2';
import { UniqueConstraintError } from 'sequelize';
import { User } from '../../models/index.js';
import { ADMIN_USERNAME_MESSAGE, ADMIN_USERNAME_PATTERN, MIN_ADMIN_PASSWORD_LENGTH } from '../shared/constants.js';
import { passwordProblem } from '../shared/password-strength.js';
import { loginSchema } from '../shared/schemas/login.schema.js';
import { WRONG_CODE_MESSAGE } from '../shared/schemas/staff.schema.js';
import { ConflictError, RateLimitedError, UnauthenticatedError, ValidationError } from './errors.js';
import { HashSlots } from './hash-slots.js';
import type { KnownDevices } from './known-devices.js';
import type { LoginAttempt, LoginThrottle } from './login-throttle.js';
import { validate } from './validate.js';
import type { PasswordHashCost } from '../config/config.js';

export { MIN_ADMIN_PASSWORD_LENGTH };

export interface AdminUser {
  id: number;
  username: string;
}

/** A user whose password (and second factor) was just checked, with the credentials version a new session records. */
export interface AuthenticatedAdmin extends AdminUser {
  credentialsVersion: number;
}

export const CODE_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app (or a recovery code) to sign in.';
export const SUSPENDED_MESSAGE = 'This account is suspended: ask an administrator.';

/** The second factor, checked after the password (src/services/totp.service.ts). */
export interface SecondFactor {
  verifyLogin(user: User, code: string): Promise<'totp' | 'recovery' | false>;
}

/** Sign-in outcomes worth an audit entry (the staff audit log listens). */
export type LoginEvent =
  | { kind: 'failed'; userId: number | null; username: string | null; ip?: string; reason: string }
  | { kind: 'locked'; username: string; ip?: string };

export interface AuthOptions {
  hashSlots?: HashSlots;
  throttle?: LoginThrottle;
  /** The cost of new hashes (config.security.login.hashCost); argon2's defaults without it. */
  hashCost?: PasswordHashCost;
  secondFactor?: SecondFactor;
  /** Told of failed sign-ins and lock-outs (the audit log). */
  onLoginEvent?: (event: LoginEvent) => Promise<void>;
  /** Known-device cookies: a browser that signed in before has its own failure allowance and goes first for a hash slot. */
  devices?: KnownDevices;
}

/** Where a sign-in comes from: the address, and the browser's known-device cookie if it sent one. */
export interface LoginOrigin {
  ip?: string;
  deviceCookie?: string;
}

export class AuthService {
  /** Verified against when the username is unknown, so both failures cost the same. */
  private dummyHash?: Promise<string>;
  private readonly slots: HashSlots;
  private readonly hashOptions: argon2.HashOptions & { raw?: false };

  constructor(private readonly options: AuthOptions = {}) {
    this.slots = options.hashSlots ?? new HashSlots({ concurrency: 2, queue: 20 });
    const cost = options.hashCost;
    this.hashOptions = { type: argon2.argon2id, ...(cost && { memoryCost: cost.memoryKib, timeCost: cost.timeCost }) };
  }

  /** `origin` is where the attempt came from (the per-source and per-IP counts). */
  async login(input: unknown, origin: LoginOrigin = {}): Promise<AuthenticatedAdmin> {
    const { username, password, code } = await validate(loginSchema, input);
    const clientIp = origin.ip;
    const device = this.options.devices?.deviceOf(origin.deviceCookie, username);
    const throttle = this.options.throttle;
    let attempt: LoginAttempt | undefined;
    await this.noting(async () => {
      attempt = await throttle!.begin(username, { ip: clientIp, device });
    }, username, clientIp, !!throttle);
    try {
      const user = await User.findOne({ where: { username } });
      this.dummyHash ??= this.hash('not-a-real-password');
      const hash = user?.password ?? (await this.dummyHash);
      // A known device goes ahead of the queue: a flood from elsewhere does not keep its owner waiting.
      const ok = await this.slots.run(() => argon2.verify(hash, password), { priority: !!device }).catch((error: unknown) => {
        if (error instanceof RateLimitedError) throw error;
        return false;
      });
      if (!user || !ok) {
        const counted = attempt;
        attempt = undefined;
        await this.failed(username, clientIp, user ?? null, 'wrong password', counted);
        throw new UnauthenticatedError('Invalid username or password');
      }
      if (user.totpEnabledAt) {
        if (!code) throw new UnauthenticatedError(CODE_NEEDED_MESSAGE, { code: CODE_NEEDED_MESSAGE });
        if (!(await this.options.secondFactor?.verifyLogin(user, code))) {
          const counted = attempt;
          attempt = undefined;
          await this.failed(username, clientIp, user, 'wrong two-factor code', counted);
          throw new UnauthenticatedError(WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
        }
      }
      if (user.suspendedAt) throw new UnauthenticatedError(SUSPENDED_MESSAGE);
      await throttle?.succeeded(attempt);
      attempt = undefined;
      return { id: user.id, username: user.username, credentialsVersion: user.credentialsVersion };
    } finally {
      // Neither a success nor a counted failure (busy, a code still needed, suspended): the place goes back.
      if (attempt) await throttle?.released(attempt);
    }
  }

  /** A known-device cookie for a browser that just signed in as `username` (none without known devices). */
  deviceCookieFor(username: string): string | undefined {
    return this.options.devices?.issue(username);
  }

  private async failed(username: string, clientIp: string | undefined, user: User | null, reason: string, attempt: LoginAttempt | undefined): Promise<void> {
    await this.options.onLoginEvent?.({ kind: 'failed', userId: user?.id ?? null, username: user?.username ?? null, ip: clientIp, reason });
    const throttle = this.options.throttle;
    if (throttle && attempt) await this.noting(() => throttle.failed(attempt), username, clientIp, true);
  }

  /** Runs a throttle step; a lock-out it answers is told to the audit log before it is thrown. */
  private async noting(step: () => Promise<void>, username: string, ip: string | undefined, on: boolean): Promise<void> {
    if (!on) return;
    try {
      await step();
    } catch (error) {
      if (error instanceof RateLimitedError) await this.options.onLoginEvent?.({ kind: 'locked', username, ip });
      throw error;
    }
  }

  /** Whether `password` is the member's current one (the account screen asks before a change). */
  async passwordMatches(user: User, password: string): Promise<boolean> {
    return this.slots.run(() => argon2.verify(user.password, password)).catch((error: unknown) => {
      if (error instanceof RateLimitedError) throw error;
      return false;
    });
  }

  /** An argon2id hash of a new password (after the strength rules). */
  async hashNewPassword(password: string, username: string): Promise<string> {
    checkPassword(password, username);
    return this.hash(password);
  }

  private hash(password: string): Promise<string> {
    return this.slots.run(() => argon2.hash(password, this.hashOptions));
  }

  /** Creates the admin, or sets a new password when the username exists (which ends that admin's sessions). */
  async createOrResetAdmin(username: string, password: string, email?: string): Promise<{ user: AdminUser; created: boolean }> {
    const name = checkUsername(username);
    checkPassword(password, name);
    const address = email === undefined ? undefined : checkEmail(email);
    const hash = await this.hash(password);
    const existing = await User.findOne({ where: { username: name } });
    if (existing) {
      await this.creating(() => existing.update({ password: hash, credentialsVersion: existing.credentialsVersion + 1, ...(address && { email: address }) }));
      return { user: { id: existing.id, username: existing.username }, created: false };
    }
    const user = await this.creating(() => User.create({ username: name, password: hash, role: 'administrator', ...(address && { email: address }) }));
    return { user: { id: user.id, username: user.username }, created: true };
  }

  /** ADMIN_USERNAME/ADMIN_PASSWORD at start: create that admin only when it does not exist. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    const name = checkUsername(username);
    if (await User.findOne({ where: { username: name }, attributes: ['id'] })) return false;
    checkPassword(password, name);
    const hash = await this.hash(password);
    try {
      await User.create({ username: name, password: hash });
      return true;
    } catch (error) {
      // Another process created it a moment ago.
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  private async creating<T>(create: () => Promise<T>): Promise<T> {
    try {
      return await create();
    } catch (error) {
      if (error instanceof UniqueConstraintError) {
        if (Object.keys(error.fields ?? {}).some((field) => field.includes('email'))) throw new ConflictError('A staff member with this e-mail address already exists', 'email');
        throw new ConflictError('A user with this username already exists', 'username');
      }
      throw error;
    }
  }
}

export function checkUsername(username: string): string {
  const name = (username ?? '').trim();
  if (!ADMIN_USERNAME_PATTERN.test(name)) {
    throw new ValidationError({ username: ADMIN_USERNAME_MESSAGE });
  }
  return name;
}

/** A staff e-mail address, lower-cased (addresses are compared without case). */
export function checkEmail(email: string): string {
  const address = (email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) throw new ValidationError({ email: 'Please enter a valid email address' });
  return address;
}

export function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new ValidationError({ password: problem });
}
