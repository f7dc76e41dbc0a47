/**
 * Brute-force protection for login, like Ghost's: failed logins are counted per account (from
 * anywhere) and per IP address (for any account) in the database, so every server process
 * sees the same counts. After `maxFailuresPerAccount` failures the account is locked for
 * `lockoutMs`, doubling with each further failure up to `maxLockoutMs`; an IP address that fails
 * `maxFailuresPerIp` times within an hour is refused until the hour is over. A locked login
 * answers 429 with when to retry, before any password is checked. A successful login clears the
 * account's count (not the IP's: one's own account must not reset an attacker's allowance).
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginLimits } from '../config/config.js';
import type { RateLimitStore } from '../db/rate-limiter.js';
import { RateLimitedError, waitText } from './errors.js';

const DAY_SECONDS = 24 * 3600;
const HOUR_SECONDS = 3600;
const SWEEP_EVERY_MS = 10 * 60_000;

export class LoginThrottle {
  private readonly accountFailures?: RateLimiterAbstract;
  private readonly accountLocks?: RateLimiterAbstract;
  private readonly ipFailures?: RateLimiterAbstract;
  private lastSweep = 0;

  constructor(private readonly store: RateLimitStore | undefined, private readonly limits: LoginLimits) {
    if (!store || limits.maxFailuresPerAccount <= 0) return;
    this.accountFailures = store.counter({ keyPrefix: 'login-fail-account', points: limits.maxFailuresPerAccount, duration: DAY_SECONDS });
    this.accountLocks = store.counter({ keyPrefix: 'login-lock-account', points: 1, duration: Math.ceil(limits.maxLockoutMs / 1000) });
    this.ipFailures = store.counter({ keyPrefix: 'login-fail-ip', points: limits.maxFailuresPerIp, duration: HOUR_SECONDS });
  }

  get enabled(): boolean {
    return !!this.accountFailures;
  }

  /** Throws RateLimitedError while the account or the address is locked out. */
  async check(username: string, ip: string | undefined): Promise<void> {
    if (!this.enabled) return;
    const [lock, ipCount] = await Promise.all([this.accountLocks!.get(accountKey(username)), ip ? this.ipFailures!.get(ip) : null]);
    if (lock && lock.consumedPoints > 1 && lock.msBeforeNext > 0) throw locked(lock.msBeforeNext);
    if (ipCount && ipCount.consumedPoints >= this.limits.maxFailuresPerIp && ipCount.msBeforeNext > 0) throw locked(ipCount.msBeforeNext);
  }

  /** Counts a failed login; throws RateLimitedError when this failure locks the account or address. */
  async failed(username: string, ip: string | undefined): Promise<void> {
    if (!this.enabled) return;
    this.sweepNowAndThen();
    const key = accountKey(username);
    const [account, ipCount] = await Promise.all([this.accountFailures!.penalty(key, 1), ip ? this.ipFailures!.penalty(ip, 1) : null]);
    const over = account.consumedPoints - this.limits.maxFailuresPerAccount;
    if (over >= 0) {
      const lockMs = Math.min(this.limits.lockoutMs * 2 ** over, this.limits.maxLockoutMs);
      await this.accountLocks!.block(key, Math.ceil(lockMs / 1000));
      throw locked(lockMs);
    }
    if (ipCount && ipCount.consumedPoints >= this.limits.maxFailuresPerIp) throw locked(ipCount.msBeforeNext);
  }

  /** A successful login: the account starts again from zero. */
  async succeeded(username: string): Promise<void> {
    if (!this.enabled) return;
    const key = accountKey(username);
    await Promise.all([this.accountFailures!.delete(key), this.accountLocks!.delete(key)]);
  }

  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    void this.store!.sweep().catch(() => undefined);
  }
}

function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

function locked(ms: number): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new RateLimitedError(`Too many failed login attempts. Please wait ${waitText(seconds)} and try again.`, seconds);
}
