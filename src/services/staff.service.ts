/**
 * Staff members and invitations (issue 24): the list, inviting by e-mail (the mail is queued in
 * the invitation's transaction), re-sending and withdrawing invitations, accepting one (which
 * creates the member and signs them in), changing roles, suspending and removing. The last
 * active administrator can never be removed, suspended or demoted: the check and the change
 * happen in one write transaction.
 */
import { Op, type Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { StaffToken, User } from '../../models/index.js';
import { ROLE_LABELS, type StaffRole } from '../shared/staff-roles.js';
import { acceptInvitationSchema, invitationSchema, passwordChangeSchema, profileSchema, roleChangeSchema } from '../shared/schemas/staff.schema.js';
import type { AuditLogService } from './audit-log.service.js';
import { checkUsername, type AuthService } from './auth.service.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from './errors.js';
import type { Viewer } from './identity.service.js';
import type { MailQueue } from './mail-queue.js';
import { invitationMail } from './staff-mail.js';
import type { StaffSessions } from './staff-sessions.js';
import type { StaffSettings } from './staff-settings.js';
import type { StaffTokens } from './staff-tokens.js';
import { validate } from './validate.js';
import { withWriteTransaction } from './write-transaction.js';
import { parseWholeNumber } from '../shared/numbers.js';

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
export const LAST_ADMIN_MESSAGE = 'This is the last active administrator: make someone else an administrator first.';

export interface StaffMemberShape {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: StaffRole;
  status: 'active' | 'suspended';
  lastSignInAt: string | null;
  twoFactor: boolean;
  createdAt: string;
}

export interface InvitationShape {
  id: number;
  email: string;
  role: StaffRole;
  expiresAt: string;
  createdAt: string;
}

export interface StaffServiceDeps {
  sequelize: Sequelize;
  auth: AuthService;
  tokens: StaffTokens;
  mail: MailQueue;
  audit: AuditLogService;
  sessions: StaffSessions;
  settings: StaffSettings;
  siteName: string;
  siteUrl: string;
  clock?: () => Date;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export function memberShape(user: User): StaffMemberShape {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.suspendedAt ? 'suspended' : 'active',
    lastSignInAt: iso(user.lastSignInAt),
    twoFactor: !!user.totpEnabledAt,
    createdAt: iso(user.createdAt)!,
  };
}

function invitationShape(row: StaffToken): InvitationShape {
  return { id: row.id, email: row.email, role: row.role!, expiresAt: iso(row.expiresAt)!, createdAt: iso(row.createdAt)! };
}

function idOf(value: unknown): number {
  const id = parseWholeNumber(value, { min: 1 });
  if (id === null) throw new NotFoundError('Staff member not found');
  return id;
}

/** The member a session belongs to (the account routes are for sessions only: authorize checked it). */
function ownId(viewer: Viewer): number {
  if (viewer.kind !== 'session') throw new ForbiddenError('This is a staff member’s own account: sign in to use it (an API key has no account).');
  return viewer.user.id;
}

function actorName(viewer: Viewer): string {
  return viewer.kind === 'session' ? viewer.user.username : 'An administrator';
}

export class StaffService {
  private readonly clock: () => Date;

  constructor(private readonly deps: StaffServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(): Promise<{ members: StaffMemberShape[]; invitations: InvitationShape[] }> {
    const members = await User.findAll({ order: [['username', 'ASC']] });
    const invitations = await StaffToken.findAll({
      where: { purpose: 'invitation', usedAt: null, revokedAt: null, expiresAt: { [Op.gt]: this.clock() } },
      order: [['createdAt', 'DESC']],
    });
    return { members: members.map(memberShape), invitations: invitations.map(invitationShape) };
  }

  async member(id: unknown): Promise<StaffMemberShape> {
    const user = await User.findByPk(idOf(id));
    if (!user) throw new NotFoundError('Staff member not found');
    return memberShape(user);
  }

  async invite(viewer: Viewer, input: unknown): Promise<InvitationShape> {
    const { email, role } = await validate(invitationSchema, input);
    const address = email.toLowerCase();
    if (await User.findOne({ where: { email: address }, attributes: ['id'] })) {
      throw new ConflictError('A staff member with this e-mail address already exists', 'email');
    }
    return withWriteTransaction(this.deps.sequelize, (transaction) => this.sendInvitation(viewer, address, role, transaction, 'staff.invited'));
  }

  async resend(viewer: Viewer, id: unknown): Promise<InvitationShape> {
    const row = await this.pendingInvitation(id);
    return withWriteTransaction(this.deps.sequelize, (transaction) => this.sendInvitation(viewer, row.email, row.role!, transaction, 'staff.invitation_resent'));
  }

  async revoke(id: unknown): Promise<{ id: number }> {
    const row = await this.pendingInvitation(id);
    await withWriteTransaction(this.deps.sequelize, async (transaction) => {
      await row.update({ revokedAt: this.clock() }, { transaction });
      await this.deps.audit.record({ kind: 'staff.invitation_revoked', objectType: 'invitation', objectId: row.id, summary: `Invitation of ${row.email} withdrawn` }, transaction);
    });
    return { id: row.id };
  }

  /** Creates the member from a valid invitation; the caller signs them in. */
  async accept(input: unknown): Promise<User> {
    const { token, username, name, password } = await validate(acceptInvitationSchema, input);
    const { tokens, auth, audit, sequelize } = this.deps;
    await tokens.usable('invitation', token);
    const login = checkUsername(username);
    if (await User.findOne({ where: { username: login }, attributes: ['id'] })) throw new ConflictError('A user with this username already exists', 'username');
    const hash = await auth.hashNewPassword(password, login);
    return withWriteTransaction(sequelize, async (transaction) => {
      const invitation = await tokens.use('invitation', token, transaction);
      if (await User.findOne({ where: { email: invitation.email }, attributes: ['id'], transaction })) {
        throw new ConflictError('A staff member with this e-mail address already exists', 'email');
      }
      const user = await User.create({ username: login, password: hash, name, email: invitation.email, role: invitation.role! }, { transaction }).catch((error: unknown) => {
        if ((error as Error).name === 'SequelizeUniqueConstraintError') throw new ConflictError('A user with this username already exists', 'username');
        throw error;
      });
      await audit.record({ kind: 'staff.joined', objectType: 'user', objectId: user.id, summary: `${login} accepted the invitation as ${ROLE_LABELS[user.role as StaffRole]}` }, transaction, { actorId: user.id, actorName: login });
      return user;
    });
  }

  /** Requires two-factor sign-in of every member (or no longer), with its audit entry in one transaction. */
  async setRequire2fa(value: unknown): Promise<boolean> {
    if (typeof value !== 'boolean') throw new ValidationError({ require2fa: 'require2fa must be true or false' });
    await withWriteTransaction(this.deps.sequelize, async (transaction) => {
      await this.deps.settings.setRequire2fa(value, transaction);
      await this.deps.audit.record({ kind: 'settings.changed', summary: `Two-factor sign-in ${value ? 'required' : 'no longer required'} for every staff member` }, transaction);
    });
    return value;
  }

  /** The account screen: one's own name and e-mail address. */
  async updateProfile(viewer: Viewer, input: unknown): Promise<StaffMemberShape> {
    const { name, email } = await validate(profileSchema, input);
    const address = email.toLowerCase();
    return this.changing(ownId(viewer), async (user, transaction) => {
      if (user.name === name && user.email === address) return;
      if (address !== user.email && await User.findOne({ where: { email: address, id: { [Op.ne]: user.id } }, attributes: ['id'], transaction })) {
        throw new ConflictError('A staff member with this e-mail address already exists', 'email');
      }
      const changed = [user.name !== name && 'name', user.email !== address && 'e-mail address'].filter(Boolean).join(' and ');
      await user.update({ name, email: address }, { transaction });
      await this.deps.audit.record({ kind: 'staff.profile_changed', objectType: 'user', objectId: user.id, summary: `${user.username} changed their ${changed}` }, transaction);
    });
  }

  /**
   * The account screen: a new password, given the current one. Every other session of the
   * member ends (their staff_sessions rows go); this one stays signed in.
   */
  async changePassword(viewer: Viewer, input: unknown): Promise<{ endedSessions: number }> {
    const { currentPassword, password } = await validate(passwordChangeSchema, input);
    const id = ownId(viewer);
    const user = await User.findByPk(id);
    if (!user) throw new NotFoundError('Staff member not found');
    if (!(await this.deps.auth.passwordMatches(user, currentPassword))) throw new ValidationError({ currentPassword: 'Current password is not correct' });
    const hash = await this.deps.auth.hashNewPassword(password, user.username);
    const sessionId = viewer.kind === 'session' ? viewer.sessionId : undefined;
    return withWriteTransaction(this.deps.sequelize, async (transaction) => {
      await User.update({ password: hash }, { where: { id }, transaction });
      const endedSessions = await this.deps.sessions.endAll(id, sessionId, transaction);
      await this.deps.audit.record({ kind: 'auth.password_changed', objectType: 'user', objectId: id, summary: `${user.username} changed their password; ${endedSessions} other session(s) ended` }, transaction);
      return { endedSessions };
    });
  }

  async changeRole(id: unknown, input: unknown): Promise<StaffMemberShape> {
    const { role } = await validate(roleChangeSchema, input);
    return this.changing(id, async (user, transaction) => {
      if (user.role === role) return;
      if (user.role === 'administrator') await this.assertNotLastAdmin(user, transaction);
      const before = user.role;
      await user.update({ role }, { transaction });
      await this.deps.audit.record({ kind: 'staff.role_changed', objectType: 'user', objectId: user.id, summary: `${user.username}: ${ROLE_LABELS[before as StaffRole]} → ${ROLE_LABELS[role]}` }, transaction);
    });
  }

  async setSuspended(id: unknown, suspended: boolean): Promise<StaffMemberShape> {
    return this.changing(id, async (user, transaction) => {
      if (!!user.suspendedAt === suspended) return;
      if (suspended && user.role === 'administrator') await this.assertNotLastAdmin(user, transaction);
      await user.update({ suspendedAt: suspended ? this.clock() : null }, { transaction });
      if (suspended) await this.deps.sessions.endAll(user.id, undefined, transaction);
      await this.deps.audit.record({
        kind: suspended ? 'staff.suspended' : 'staff.unsuspended', objectType: 'user', objectId: user.id,
        summary: suspended ? `${user.username} suspended; their sessions ended` : `${user.username} may sign in again`,
      }, transaction);
    });
  }

  async remove(id: unknown): Promise<{ id: number }> {
    const key = idOf(id);
    await this.changing(key, async (user, transaction) => {
      if (user.role === 'administrator') await this.assertNotLastAdmin(user, transaction);
      await this.deps.audit.record({ kind: 'staff.removed', objectType: 'user', objectId: user.id, summary: `${user.username} (${ROLE_LABELS[user.role as StaffRole]}) removed` }, transaction);
      await user.destroy({ transaction });
    });
    return { id: key };
  }

  private async changing(id: unknown, change: (user: User, transaction: Transaction) => Promise<void>): Promise<StaffMemberShape> {
    const key = idOf(id);
    return withWriteTransaction(this.deps.sequelize, async (transaction) => {
      const user = await User.findByPk(key, { transaction, lock: transaction.LOCK.UPDATE });
      if (!user) throw new NotFoundError('Staff member not found');
      await change(user, transaction);
      return memberShape(user);
    });
  }

  /** Inside the change's transaction: another active administrator must remain. */
  private async assertNotLastAdmin(user: User, transaction: Transaction): Promise<void> {
    if (user.suspendedAt) return;
    const others = await User.findAll({
      where: { role: 'administrator', suspendedAt: null, id: { [Op.ne]: user.id } }, attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE,
    });
    if (!others.length) throw new ConflictError(LAST_ADMIN_MESSAGE);
  }

  private async pendingInvitation(id: unknown): Promise<StaffToken> {
    const key = parseWholeNumber(id, { min: 1 });
    const row = key ? await StaffToken.findOne({ where: { id: key, purpose: 'invitation' } }) : null;
    if (!row || row.usedAt || row.revokedAt) throw new NotFoundError('Invitation not found (it may have been accepted or withdrawn)');
    return row;
  }

  private async sendInvitation(viewer: Viewer, email: string, role: StaffRole, transaction: Transaction, kind: string): Promise<InvitationShape> {
    const { tokens, mail, audit, siteName, siteUrl } = this.deps;
    await tokens.revokeFor('invitation', email, transaction);
    const createdBy = viewer.kind === 'session' ? viewer.user.id : null;
    const { token, row } = await tokens.issue('invitation', { email, role, createdBy }, INVITATION_TTL_MS, transaction);
    await mail.enqueue(invitationMail(siteName, email, role, actorName(viewer), `${siteUrl}/admin/invite?token=${token}`), transaction, row.id);
    await audit.record({ kind, objectType: 'invitation', objectId: row.id, summary: `${email} invited as ${ROLE_LABELS[role]}` }, transaction);
    return invitationShape(row);
  }
}
