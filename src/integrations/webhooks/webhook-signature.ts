/**
 * The webhook signature (docs/api.md, "Webhooks"): `X-Webhook-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 with the webhook's secret over `<t>.<raw body>`. Each attempt is
 * signed afresh, so receivers can refuse old timestamps (replays). During a secret rotation's
 * grace period the header carries one `v1=` per secret, the current one first
 * (`t=…,v1=<new>,v1=<old>`): a receiver accepts the delivery when any v1 matches its secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `secrets`: the current secret, then the previous one while its grace period lasts. */
export function signatureHeader(secrets: string | readonly string[], body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${timestamp}`, ...list.map((secret) => `v1=${webhookSignature(secret, timestamp, body)}`)].join(',');
}

/** What a receiver does (docs/api.md shows the same in a few lines): true when the header matches the body. */
export function verifySignature(secret: string, header: string | undefined, body: string, { toleranceSeconds = 300, now = Date.now() } = {}): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name, value]) => name === 'v1' && value).map(([, value]) => value);
  if (!Number.isInteger(timestamp) || !signatures.length) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  // Compared as written: hex decoding stops at the first other character, so a signature with
  // anything after it would pass.
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  return signatures.some((value) => {
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
