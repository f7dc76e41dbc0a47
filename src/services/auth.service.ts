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
import { ConflictError, RateLimitedError, UnauthenticatedError, ValidationError } from './errors.js';
import { HashSlots } from './hash-slots.js';
import type { LoginThrottle } from './login-throttle.js';
import { validate } from './validate.js';
import type { PasswordHashCost } from '../config/config.js';

export { MIN_ADMIN_PASSWORD_LENGTH };

export interface AdminUser {
  id: number;
  username: string;
}

/** A user whose password was just checked, with the credentials version a new session records. */
export interface AuthenticatedAdmin extends AdminUser {
  credentialsVersion: number;
}

export interface AuthOptions {
  hashSlots?: HashSlots;
  throttle?: LoginThrottle;
  /** The cost of new hashes (config.security.login.hashCost); argon2's defaults without it. */
  hashCost?: PasswordHashCost;
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

  /** `clientIp` is the address the attempt came from (for the per-IP count). */
  async login(input: unknown, clientIp?: string): Promise<AuthenticatedAdmin> {
    const { username, password } = await validate(loginSchema, input);
    const throttle = this.options.throttle;
    await throttle?.check(username, clientIp);
    const user = await User.findOne({ where: { username } });
    this.dummyHash ??= this.hash('not-a-real-password');
    const hash = user?.password ?? (await this.dummyHash);
    const ok = await this.slots.run(() => argon2.verify(hash, password)).catch((error: unknown) => {
      if (error instanceof RateLimitedError) throw error;
      return false;
    });
    if (!user || !ok) {
      await throttle?.failed(username, clientIp);
      throw new UnauthenticatedError('Invalid username or password');
    }
    await throttle?.succeeded(username);
    return { id: user.id, username: user.username, credentialsVersion: user.credentialsVersion };
  }

  private hash(password: string): Promise<string> {
    return this.slots.run(() => argon2.hash(password, this.hashOptions));
  }

  /** Creates the admin, or sets a new password when the username exists (which ends that admin's sessions). */
  async createOrResetAdmin(username: string, password: string): Promise<{ user: AdminUser; created: boolean }> {
    const name = checkUsername(username);
    checkPassword(password, name);
    const hash = await this.hash(password);
    const existing = await User.findOne({ where: { username: name } });
    if (existing) {
      await existing.update({ password: hash, credentialsVersion: existing.credentialsVersion + 1 });
      return { user: { id: existing.id, username: existing.username }, created: false };
    }
    const user = await this.creating(() => User.create({ username: name, password: hash }));
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

  private async creating(create: () => Promise<User>): Promise<User> {
    try {
      return await create();
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new ConflictError('A user with this username already exists', 'username');
      throw error;
    }
  }
}

function checkUsername(username: string): string {
  const name = (username ?? '').trim();
  if (!ADMIN_USERNAME_PATTERN.test(name)) {
    throw new ValidationError({ username: ADMIN_USERNAME_MESSAGE });
  }
  return name;
}

function checkPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new ValidationError({ password: problem });
}
