/**
 * Sends one webhook delivery: POST of the JSON body, signed, with a time limit. Redirects are
 * not followed (a 3xx is a failure). When private targets are not allowed (production default),
 * every address the host name resolves to is checked at connect time, so a public name that
 * resolves to 127.0.0.1, 10.x or the cloud metadata address is refused (SSRF), rebinding included.
 * Any non-2xx answer, a timeout or a network error is a retryable DeliveryError carrying what the
 * receiver said; a refused target is not retried.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, isPrivateHost } from '../../shared/private-address.js';
import { WEBHOOK_SIGNATURE_HEADER } from '../../shared/webhooks.js';
import { DeliveryError } from '../../outbox/delivery-error.js';
import { parseRetryAfter } from '../klaviyo/klaviyo.errors.js';
import { signatureHeader } from './webhook-signature.js';

export interface WebhookRequest {
  url: string;
  /** The current secret, then the previous one during a rotation's grace period: each signs. */
  secrets: readonly string[];
  event: string;
  deliveryId: number;
  body: string;
}

export interface WebhookClientOptions {
  timeoutMs: number;
  /** Allow loopback and private addresses (development, tests); refused when false. */
  allowPrivateTargets: boolean;
  userAgent?: string;
}

const MAX_DETAIL = 300;
/** How much of a receiver's answer the inspector keeps. */
export const BODY_EXCERPT_CHARS = 2000;

/** What was sent and what came back, for the delivery inspector (never the secret: only the signature). */
export interface WebhookExchangeRecord {
  request: { method: 'POST'; url: string; headers: Record<string, string> };
  response: { status: number; headers: Record<string, string>; bodyExcerpt: string } | null;
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

/** A DNS lookup that fails when the name resolves to a private address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) {
      const denied = Object.assign(new Error(`${hostname} resolves to a private address (${refused.address})`), { code: 'EPRIVATETARGET' });
      return callback(denied, '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export class WebhookClient {
  constructor(private readonly options: WebhookClientOptions) {}

  /** `record` is told what was sent and what came back (null response without an answer), whatever the outcome. */
  async send(request: WebhookRequest, record: (exchange: WebhookExchangeRecord) => void = () => undefined): Promise<void> {
    const { timeoutMs, allowPrivateTargets } = this.options;
    const url = new URL(request.url);
    if (!allowPrivateTargets && isPrivateHost(url.hostname)) {
      throw new DeliveryError(`Refused: ${url.hostname} is a private or loopback address (WEBHOOK_ALLOW_PRIVATE_TARGETS is off)`, 'rejected');
    }
    const transport = url.protocol === 'https:' ? https : http;
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(request.body)),
      'User-Agent': this.options.userAgent ?? 'site-webhooks/1',
      'X-Webhook-Event': request.event,
      'X-Webhook-Delivery': String(request.deliveryId),
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(request.secrets, request.body),
    };
    const sent = { method: 'POST' as const, url: url.toString(), headers: { ...headers } };
    record({ request: sent, response: null });
    await new Promise<void>((resolve, reject) => {
      const outgoing = transport.request(url, {
        method: 'POST', headers, timeout: timeoutMs, ...(allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
      }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          clearTimeout(deadline);
          const status = response.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, BODY_EXCERPT_CHARS);
          record({ request: sent, response: { status, headers: flatHeaders(response.headers), bodyExcerpt: excerpt } });
          if (status >= 200 && status < 300) return resolve();
          const detail = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, MAX_DETAIL);
          const message = `The receiver answered ${status}${detail ? `: ${detail}` : ''}`;
          const retryAfter = parseRetryAfter(response.headers['retry-after'] ?? null);
          if (status === 429) return reject(new DeliveryError(message, 'rate_limited', status, retryAfter));
          // Every other answer (3xx, 4xx, 5xx) is retried: a receiver that is down or misconfigured may recover.
          reject(new DeliveryError(message, 'server', status, retryAfter));
        });
        response.on('error', (error) => fail(error));
      });
      // The whole exchange, not only the idle time between packets, is held to the limit.
      const deadline = setTimeout(() => outgoing.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), timeoutMs);
      const fail = (error: Error & { code?: string }) => {
        clearTimeout(deadline);
        if (error.name === 'TimeoutError') return reject(new DeliveryError(`The receiver did not answer within ${timeoutMs} ms`, 'timeout'));
        if (error.code === 'EPRIVATETARGET') return reject(new DeliveryError(`Refused: ${error.message} (WEBHOOK_ALLOW_PRIVATE_TARGETS is off)`, 'rejected'));
        reject(new DeliveryError(`Could not reach ${url.host}: ${error.code ?? error.message}`, 'network'));
      };
      outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
      outgoing.on('error', fail);
      outgoing.end(request.body);
    });
  }
}
