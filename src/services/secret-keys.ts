/**
 * Keys the services derive from the server's secrets (HKDF-SHA256, one label per use), so one
 * configured secret never serves two purposes: the known-device cookie's HMAC and the key that
 * encrypts TOTP secrets at rest (docs/configuration.md).
 */
import { hkdfSync } from 'node:crypto';

export type KeyUse = 'known-device-cookie' | 'totp-secret-encryption';

export function deriveKey(secret: string, use: KeyUse): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'mindful-miles', use, 32));
}
