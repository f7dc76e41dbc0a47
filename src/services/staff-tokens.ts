/**
 * One-time staff links (invitations, password resets): 32 random bytes, base64url, mailed once;
 * only the SHA-256 is stored. Using one is a single conditional UPDATE (unused, unrevoked,
 * unexpired), so two requests with the same link cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { StaffToken } from '../../models/index.js';
import type { StaffTokenPurpose } from '../../models/staff-token.model.js';
import type { StaffRole } from '../shared/staff-roles.js';
import { ValidationError } from './errors.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const NAMES: Record<StaffTokenPurpose, string> = { invitation: 'invitation link', 'password-reset': 'password reset link' };

export class StaffTokens {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async issue(
    purpose: StaffTokenPurpose,
    values: { email: string; role?: StaffRole; userId?: number; createdBy?: number | null },
    ttlMs: number,
    transaction: Transaction,
  ): Promise<{ token: string; row: StaffToken }> {
    const token = randomBytes(32).toString('base64url');
    const row = await StaffToken.create({
      purpose, tokenHash: hashToken(token), email: values.email, role: values.role ?? null, userId: values.userId ?? null,
      createdBy: values.createdBy ?? null, expiresAt: new Date(this.clock().getTime() + ttlMs),
    }, { transaction });
    return { token, row };
  }

  /** The token's row when it can still be used; a clear 400 on `token` naming why not. */
  async usable(purpose: StaffTokenPurpose, token: string, transaction?: Transaction): Promise<StaffToken> {
    const row = await StaffToken.findOne({ where: { purpose, tokenHash: hashToken(token) }, transaction });
    const name = NAMES[purpose];
    const refuse = (why: string) => new ValidationError({ token: `This ${name} ${why}` });
    if (!row) throw refuse('is not valid.');
    if (row.usedAt) throw refuse('has already been used.');
    if (row.revokedAt) throw refuse('was withdrawn.');
    if (new Date(row.expiresAt) <= this.clock()) throw refuse(purpose === 'invitation' ? 'has expired: ask for a new invitation.' : 'has expired: ask for a new one.');
    return row;
  }

  /** Marks the token used; throws as `usable` does when another request used it first. */
  async use(purpose: StaffTokenPurpose, token: string, transaction: Transaction): Promise<StaffToken> {
    const row = await this.usable(purpose, token, transaction);
    const now = this.clock();
    const [count] = await StaffToken.update({ usedAt: now }, {
      where: { id: row.id, usedAt: null, revokedAt: null, expiresAt: { [Op.gt]: now } }, transaction,
    });
    if (count !== 1) throw new ValidationError({ token: `This ${NAMES[purpose]} has already been used.` });
    return row;
  }

  /** Withdraws every unused token of this purpose for the address (a newer one replaces them). */
  async revokeFor(purpose: StaffTokenPurpose, email: string, transaction: Transaction): Promise<void> {
    await StaffToken.update({ revokedAt: this.clock() }, { where: { purpose, email, usedAt: null, revokedAt: null }, transaction });
  }
}
