/**
 * TOTP secrets at rest (issue 24): AES-256-GCM with a key derived from TOTP_ENCRYPTION_KEY (or the
 * session secret), stored as `v1.<iv>.<ciphertext>.<tag>` (base64url). A stored value without the
 * prefix is a secret kept before encryption: it is read as is, and encrypted at start
 * (TotpService.encryptStoredSecrets).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './secret-keys.js';

const PREFIX = 'v1.';

export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'totp-secret-encryption');
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
  }

  /** The secret, or null when it was sealed with another key (or tampered with). */
  open(stored: string): string | null {
    if (!TotpSecretBox.isSealed(stored)) return stored;
    const [iv, body, tag] = stored.slice(PREFIX.length).split('.');
    if (!iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
