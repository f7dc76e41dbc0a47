/**
 * Two-factor sign-in with TOTP (RFC 6238, otplib): a member starts enrolment (a new secret, its
 * otpauth:// URL and a QR code), confirms it with a first code, and receives ten single-use
 * recovery codes, shown this once and stored only as SHA-256 hashes. At sign-in a 6-digit code is
 * checked against the secret (one 30-second step of drift either way), anything else against the
 * unused recovery codes; a recovery code is spent atomically. A code is good once: the time step
 * it was accepted in is kept (users.totpLastStep), and a code of that step or an earlier one is
 * refused. Secrets are stored encrypted (totp-secret-box.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Sequelize } from 'sequelize-typescript';
import { User } from '../../models/index.js';
import { totpCodeSchema } from '../shared/schemas/staff.schema.js';
import type { AuditLogService } from './audit-log.service.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import type { Viewer } from './identity.service.js';
import { validate } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';
import { TotpSecretBox } from './totp-secret-box.js';
import { Op, type WhereOptions } from 'sequelize';

export const RECOVERY_CODE_COUNT = 10;

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code (data: URL) for the account screen. */
  qrCode: string;
}

function hashCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

function newRecoveryCode(): string {
  const hex = randomBytes(5).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
}

function sessionUserId(viewer: Viewer): number {
  if (viewer.kind !== 'session') throw new ForbiddenError('Two-factor sign-in belongs to a staff member’s own account: sign in to set it up.');
  return viewer.user.id;
}

export class TotpService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly audit: AuditLogService,
    private readonly siteName: string,
    /** Seals the secrets at rest; without it (scripts) two-factor sign-in cannot be used. */
    private readonly box?: TotpSecretBox,
  ) {}

  /** At start: secrets stored before encryption are sealed (answers how many). */
  async encryptStoredSecrets(): Promise<number> {
    if (!this.box) return 0;
    const rows = await User.findAll({ where: { totpSecret: { [Op.ne]: null, [Op.notLike]: 'v1.%' } }, attributes: ['id', 'totpSecret'] });
    for (const row of rows) {
      // Only while it is still the plain secret read here (another process may have sealed it).
      await User.update({ totpSecret: this.box.seal(row.totpSecret!) }, { where: { id: row.id, totpSecret: row.totpSecret }, silent: true });
    }
    return rows.length;
  }

  private sealer(): TotpSecretBox {
    if (!this.box) throw new Error('Two-factor sign-in needs the TOTP encryption key (createServices({ totpEncryptionKey }))');
    return this.box;
  }

  /** The member's secret in clear, or null (none, or sealed with another key). */
  private secretOf(user: User): string | null {
    return user.totpSecret ? this.sealer().open(user.totpSecret) : null;
  }

  async begin(viewer: Viewer): Promise<TotpEnrolment> {
    const user = await User.findByPk(sessionUserId(viewer));
    if (!user) throw new NotFoundError('Staff member not found');
    if (user.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on. Reset it first to enrol a new device.');
    const secret = generateSecret();
    await user.update({ totpSecret: this.sealer().seal(secret), totpLastStep: null });
    const otpauthUrl = generateURI({ issuer: this.siteName, label: user.email ?? user.username, secret });
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 })).toString('base64')}`;
    return { secret, otpauthUrl, qrCode };
  }

  async confirm(viewer: Viewer, input: unknown): Promise<{ recoveryCodes: string[] }> {
    const { code } = await validate(totpCodeSchema, input);
    const user = await User.findByPk(sessionUserId(viewer));
    if (!user) throw new NotFoundError('Staff member not found');
    if (user.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on.');
    const secret = this.secretOf(user);
    if (!secret) throw new ConflictError('Start the set-up first: POST /api/admin/me/totp gives the secret to enter.');
    // The first code is spent too: it cannot sign in a moment later.
    if (!(await this.spend(user, secret, code))) throw new ValidationError({ code: 'That code is not valid: enter the current 6-digit code from your authenticator app.' });
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await withWriteTransaction(this.sequelize, async (transaction) => {
      await user.update({ totpEnabledAt: new Date(), recoveryCodes: recoveryCodes.map(hashCode) }, { transaction });
      await this.audit.record({ kind: 'totp.enabled', objectType: 'user', objectId: user.id, summary: `${user.username} turned on two-factor sign-in` }, transaction);
    });
    return { recoveryCodes };
  }

  /** Turns a member's 2FA off (their own, or anyone's by an administrator: the caller checked which). */
  async reset(userId: number): Promise<void> {
    const user = await User.findByPk(userId);
    if (!user) throw new NotFoundError('Staff member not found');
    await withWriteTransaction(this.sequelize, async (transaction) => {
      await user.update({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: null }, { transaction });
      await this.audit.record({ kind: 'totp.reset', objectType: 'user', objectId: user.id, summary: `Two-factor sign-in of ${user.username} was reset` }, transaction);
    });
  }

  /** A sign-in's second factor: a current TOTP code, or an unused recovery code (spent by this call). */
  async verifyLogin(user: User, code: string): Promise<'totp' | 'recovery' | false> {
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const secret = this.secretOf(user);
      return secret && (await this.spend(user, secret, trimmed)) ? 'totp' : false;
    }
    const hashes = user.recoveryCodes ?? [];
    const hash = hashCode(trimmed);
    if (!hashes.includes(hash)) return false;
    const remaining = hashes.filter((item) => item !== hash);
    // Spent once: the update only applies while the stored list still holds this code.
    return (await this.updateIf({ recoveryCodes: remaining }, { id: user.id, recoveryCodes: JSON.stringify(hashes) })) ? 'recovery' : false;
  }

  /**
   * Checks a code (one 30-second step of drift either way) newer than the last one accepted, and
   * keeps its step, atomically: of two requests with one code only one gets through.
   */
  private async spend(user: User, secret: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code.trim())) return false;
    let step: number;
    try {
      const result = await verify({ secret, token: code.trim(), epochTolerance: 30, ...(user.totpLastStep !== null && user.totpLastStep !== undefined && { afterTimeStep: user.totpLastStep }) });
      // A TOTP answer carries the step it matched in (a HOTP one, never asked for here, does not).
      if (!result.valid || !('timeStep' in result)) return false;
      step = result.timeStep;
    } catch {
      return false;
    }
    return this.updateIf({ totpLastStep: step }, { id: user.id, [Op.or]: [{ totpLastStep: null }, { totpLastStep: { [Op.lt]: step } }] });
  }

  /**
   * Writes `values` while the row still matches `where`; whether it did. Of two sign-ins spending
   * one code, the second can meet the first's session being opened on the same row (MariaDB may
   * pick it as a deadlock's victim): run again, it finds the code spent and answers no.
   */
  private async updateIf(values: Partial<User>, where: WhereOptions<User>): Promise<boolean> {
    const [changed] = await withWriteTransaction(this.sequelize, (transaction) => User.update(values, { where, transaction, silent: true }));
    return changed === 1;
  }
}
