/**
 * The staff_sessions rows behind cookie sessions (issue 24): opened at sign-in, listed on the
 * account screen, ended by deleting the row. lastSeenAt is written at most once a minute.
 */
import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { StaffSession } from '../../models/index.js';

const SEEN_EVERY_MS = 60_000;

export interface StaffSessionShape {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export class StaffSessions {
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async open(userId: number, ip: string | undefined, userAgent: string | undefined, transaction?: Transaction): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const now = this.clock();
    await StaffSession.create({ id, userId, ip: ip ?? null, userAgent: userAgent?.slice(0, 300) ?? null, createdAt: now, lastSeenAt: now }, { transaction });
    return id;
  }

  async stillOpen(id: string, userId: number): Promise<boolean> {
    const row = await StaffSession.findOne({ where: { id, userId }, attributes: ['id', 'lastSeenAt'] });
    if (!row) return false;
    const now = this.clock();
    if (now.getTime() - new Date(row.lastSeenAt).getTime() > SEEN_EVERY_MS) {
      await StaffSession.update({ lastSeenAt: now }, { where: { id } });
    }
    return true;
  }

  async list(userId: number, currentId?: string): Promise<StaffSessionShape[]> {
    const rows = await StaffSession.findAll({ where: { userId }, order: [['lastSeenAt', 'DESC']] });
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      current: row.id === currentId,
    }));
  }

  /** Ends one session of the member; answers whether there was one. */
  async end(userId: number, id: string, transaction?: Transaction): Promise<boolean> {
    return (await StaffSession.destroy({ where: { userId, id }, transaction })) > 0;
  }

  /** Ends every session of the member except `keepId`; answers how many. */
  async endAll(userId: number, keepId?: string, transaction?: Transaction): Promise<number> {
    return StaffSession.destroy({ where: { userId, ...(keepId ? { id: { [Op.ne]: keepId } } : {}) }, transaction });
  }
}
