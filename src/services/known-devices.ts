/**
 * Known devices for sign-in throttling (OWASP's device cookies, issue 24): a browser that signed
 * in to an account successfully gets a cookie naming that account and a random device id, signed
 * with an HMAC. Failed sign-ins from it are counted for that device alone, so an attacker who
 * locks the account from elsewhere does not lock its owner out of the browser they use.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './secret-keys.js';

export const DEVICE_COOKIE = 'mf_device';
/** A known device stays known this long after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3_600_000;

function accountOf(username: string): string {
  return username.trim().toLowerCase();
}

export class KnownDevices {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'known-device-cookie');
  }

  /** A new cookie value for a browser that just signed in as `username`. */
  issue(username: string): string {
    const device = randomBytes(12).toString('base64url');
    const account = Buffer.from(accountOf(username)).toString('base64url');
    return `${account}.${device}.${this.sign(account, device)}`;
  }

  /** The device id the cookie proves for `username`, or undefined (no cookie, another account's, forged). */
  deviceOf(cookie: string | undefined, username: string): string | undefined {
    if (!cookie || cookie.length > 300) return undefined;
    const [account, device, signature, extra] = cookie.split('.');
    if (!account || !device || !signature || extra !== undefined) return undefined;
    if (account !== Buffer.from(accountOf(username)).toString('base64url')) return undefined;
    const expected = Buffer.from(this.sign(account, device));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
  }

  private sign(account: string, device: string): string {
    return createHmac('sha256', this.key).update(`${account}.${device}`).digest('base64url');
  }
}
