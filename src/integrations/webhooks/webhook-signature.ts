/**
 * The webhook signature (docs/api.md, "Webhooks"): `X-Webhook-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 with the webhook's secret over `<t>.<raw body>`. Each attempt is
 * signed afresh, so receivers can refuse old timestamps (replays).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

/** What a receiver does (docs/api.md shows the same in a few lines): true when the header matches the body. */
export function verifySignature(secret: string, header: string | undefined, body: string, { toleranceSeconds = 300, now = Date.now() } = {}): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
