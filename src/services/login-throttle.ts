/**
 * Brute-force protection for sign-in (issue 9; by account and source since issue 24), counted in
 * the database so every server process sees the same counts.
 *
 * - Failures are counted per account **and source**: a browser holding the account's known-device
 *   cookie (known-devices.ts: it signed in successfully before) has an allowance of its own; every
 *   other browser shares the account's one. So an attacker who locks the account from elsewhere
 *   locks out only unknown browsers, and its owner signs in on their own device (OWASP's device
 *   cookies).
 * - After `maxFailuresPerAccount` failures that source is locked for `lockoutMs`, doubling with each
 *   further failure up to `maxLockoutMs`; while locked no password is checked (429 with when).
 * - Attempts are counted atomically before the password is checked: concurrent attempts never get
 *   more passwords checked than the allowance. An attempt that ends neither way (the server was
 *   busy, a second factor is still needed) gives its place back.
 * - An address that fails `maxFailuresPerIp` times within an hour (unknown browsers only) is
 *   refused until the hour is over.
 * - A successful sign-in clears its own source's count (never another's); a password reset clears
 *   the account's shared count and lock.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginLimits } from '../config/config.js';
import type { RateLimitStore } from '../db/rate-limiter.js';
import { RateLimitedError, waitText } from './errors.js';

const DAY_SECONDS = 24 * 3600;
const HOUR_SECONDS = 3600;
const SWEEP_EVERY_MS = 10 * 60_000;

/** Where an attempt comes from: the address, and the device id its known-device cookie proves for this account. */
export interface LoginSource {
  ip?: string;
  device?: string;
}

/** One attempt's place in its source's count (from begin() to failed(), succeeded() or released()). */
export interface LoginAttempt {
  readonly key: string;
  /** This attempt's number in the count (1 = the first failure-free attempt). */
  readonly number: number;
  /** The attempt holds the source's lock while it runs (the last of the allowance, or one after a lock-out). */
  readonly holdsLock: boolean;
  readonly source: LoginSource;
}

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

  /**
   * Before the password is checked: throws RateLimitedError while this source of the account (or
   * an unknown browser's address) is locked out, else takes the attempt's place in the count.
   */
  async begin(username: string, source: LoginSource): Promise<LoginAttempt | undefined> {
    if (!this.enabled) return undefined;
    const key = sourceKey(username, source.device);
    const ip = source.device ? undefined : source.ip;
    const [lock, ipCount] = await Promise.all([this.accountLocks!.get(key), ip ? this.ipFailures!.get(ip) : null]);
    // Two points: a lock-out; one: another attempt holds the lock while its password is checked.
    if (lock && lock.consumedPoints >= 1 && lock.msBeforeNext > 0) throw locked(lock.consumedPoints > 1 ? lock.msBeforeNext : this.limits.lockoutMs);
    if (ipCount && ipCount.consumedPoints >= this.limits.maxFailuresPerIp && ipCount.msBeforeNext > 0) throw locked(ipCount.msBeforeNext);
    const { consumedPoints: number } = await this.accountFailures!.penalty(key, 1);
    if (number < this.limits.maxFailuresPerAccount) return { key, number, holdsLock: false, source };
    // The last attempt of the allowance, or the one allowed after a lock-out ends: one at a time.
    try {
      await this.accountLocks!.consume(key, 1);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await this.accountFailures!.reward(key, 1);
      throw locked(this.limits.lockoutMs);
    }
    return { key, number, holdsLock: true, source };
  }

  /** The attempt failed (wrong password or code): it stays counted; throws RateLimitedError when it locks the source or the address. */
  async failed(attempt: LoginAttempt | undefined): Promise<void> {
    if (!attempt) return;
    this.sweepNowAndThen();
    const ip = attempt.source.device ? undefined : attempt.source.ip;
    const ipCount = ip ? await this.ipFailures!.penalty(ip, 1) : null;
    const over = attempt.number - this.limits.maxFailuresPerAccount;
    if (over >= 0) {
      const lockMs = Math.min(this.limits.lockoutMs * 2 ** over, this.limits.maxLockoutMs);
      await this.accountLocks!.block(attempt.key, Math.ceil(lockMs / 1000));
      throw locked(lockMs);
    }
    if (ipCount && ipCount.consumedPoints >= this.limits.maxFailuresPerIp) throw locked(ipCount.msBeforeNext);
  }

  /** A successful sign-in: this source of the account starts again from zero. */
  async succeeded(attempt: LoginAttempt | undefined): Promise<void> {
    if (!attempt) return;
    await Promise.all([this.accountFailures!.delete(attempt.key), this.accountLocks!.delete(attempt.key)]);
  }

  /** The attempt ended neither way (busy, a code still needed, a suspended account): its place is given back. */
  async released(attempt: LoginAttempt | undefined): Promise<void> {
    if (!attempt) return;
    await this.accountFailures!.reward(attempt.key, 1);
    if (attempt.holdsLock) await this.accountLocks!.delete(attempt.key);
  }

  /** A password reset: the account's shared count and lock are cleared (known devices keep their own). */
  async clear(username: string): Promise<void> {
    if (!this.enabled) return;
    const key = sourceKey(username, undefined);
    await Promise.all([this.accountFailures!.delete(key), this.accountLocks!.delete(key)]);
  }

  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    void this.store!.sweep().catch(() => undefined);
  }
}

/** Unknown browsers share the account's key (as before known devices); a known device has its own. */
function sourceKey(username: string, device: string | undefined): string {
  const account = username.trim().toLowerCase();
  return device ? `${account}#device:${device}` : account;
}

function locked(ms: number): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new RateLimitedError(`Too many failed login attempts. Please wait ${waitText(seconds)} and try again.`, seconds);
}
