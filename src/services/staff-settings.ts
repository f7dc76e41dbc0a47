/** The staff-wide switches administrators set (staff_settings): today whether 2FA is required. */
import type { Transaction } from 'sequelize';
import { StaffSetting } from '../../models/index.js';

const REQUIRE_2FA = 'require2fa';
const KEEP_MS = 5_000;

export class StaffSettings {
  /** Read at most every few seconds per process (it is read on every staff request). */
  private cached?: { value: boolean; at: number };

  async require2fa(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < KEEP_MS) return this.cached.value;
    const row = await StaffSetting.findByPk(REQUIRE_2FA);
    this.cached = { value: row?.value === 'true', at: Date.now() };
    return this.cached.value;
  }

  async setRequire2fa(value: boolean, transaction?: Transaction): Promise<void> {
    await StaffSetting.upsert({ name: REQUIRE_2FA, value: String(value) }, { transaction });
    this.cached = undefined;
  }
}
