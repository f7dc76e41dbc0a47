/**
 * Admin accounts: argon2id hashes, no default credentials. Login answers the same for an unknown
 * user and a wrong password, and takes the same time for both.
 */
import argon2 from 'argon2';
import { UniqueConstraintError } from 'sequelize';
import { User } from '../../models/index.js';
import { ADMIN_USERNAME_MESSAGE, ADMIN_USERNAME_PATTERN, MIN_ADMIN_PASSWORD_LENGTH } from '../shared/constants.js';
import { loginSchema } from '../shared/schemas/login.schema.js';
import { ConflictError, UnauthenticatedError, ValidationError } from './errors.js';
import { validate } from './validate.js';

export { MIN_ADMIN_PASSWORD_LENGTH };
const HASH_OPTIONS = { type: argon2.argon2id } as const;

export interface AdminUser {
  id: number;
  username: string;
}

export class AuthService {
  /** Verified against when the username is unknown, so both failures cost the same. */
  private dummyHash?: Promise<string>;

  async login(input: unknown): Promise<AdminUser> {
    const { username, password } = await validate(loginSchema, input);
    const user = await User.findOne({ where: { username } });
    this.dummyHash ??= argon2.hash('not-a-real-password', HASH_OPTIONS);
    const hash = user?.password ?? (await this.dummyHash);
    const ok = await argon2.verify(hash, password).catch(() => false);
    if (!user || !ok) throw new UnauthenticatedError('Invalid username or password');
    return { id: user.id, username: user.username };
  }

  /** The user behind a session, or null when it was deleted since. */
  async findAdmin(id: number): Promise<AdminUser | null> {
    const user = await User.findByPk(id, { attributes: ['id', 'username'] });
    return user ? { id: user.id, username: user.username } : null;
  }

  /** Creates the admin, or sets a new password when the username exists. */
  async createOrResetAdmin(username: string, password: string): Promise<{ user: AdminUser; created: boolean }> {
    const name = checkUsername(username);
    checkPassword(password);
    const hash = await argon2.hash(password, HASH_OPTIONS);
    const existing = await User.findOne({ where: { username: name } });
    if (existing) {
      await existing.update({ password: hash });
      return { user: { id: existing.id, username: existing.username }, created: false };
    }
    const user = await this.creating(() => User.create({ username: name, password: hash }));
    return { user: { id: user.id, username: user.username }, created: true };
  }

  /** ADMIN_USERNAME/ADMIN_PASSWORD at start: create that admin only when it does not exist. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    const name = checkUsername(username);
    if (await User.findOne({ where: { username: name }, attributes: ['id'] })) return false;
    checkPassword(password);
    const hash = await argon2.hash(password, HASH_OPTIONS);
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

function checkPassword(password: string): void {
  if (!password || password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new ValidationError({ password: `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters` });
  }
}
