/**
 * Why a call to Klaviyo failed, sorted into what the outbox does next: `rejected` (a 4xx other
 * than 408/429: the request itself is wrong, retrying cannot help) fails the message; everything
 * else is retried with backoff. Messages carry the provider's error detail, never the API key.
 */
import { DeliveryError, type DeliveryFailure } from '../../outbox/delivery-error.js';

export type KlaviyoFailure = DeliveryFailure;

const MAX_DETAIL = 500;
/** Retry-After values beyond this are treated as this (a day): a typo must not park a row for ever. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export class KlaviyoError extends DeliveryError {
  constructor(message: string, failure: KlaviyoFailure, status?: number, retryAfterMs?: number) {
    super(message, failure, status, retryAfterMs);
    this.name = 'KlaviyoError';
  }

  static fromResponse(path: string, status: number, body: string, retryAfter: string | null, now = Date.now()): KlaviyoError {
    const detail = errorDetail(body);
    const message = `Klaviyo answered ${status} to POST ${path}${detail ? `: ${detail}` : ''}`;
    if (status === 429) return new KlaviyoError(message, 'rate_limited', status, parseRetryAfter(retryAfter, now));
    if (status >= 500) return new KlaviyoError(message, 'server', status, parseRetryAfter(retryAfter, now));
    if (status === 408) return new KlaviyoError(message, 'timeout', status);
    return new KlaviyoError(message, 'rejected', status);
  }

  static fromThrown(path: string, error: unknown, timeoutMs: number): KlaviyoError {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new KlaviyoError(`Klaviyo did not answer POST ${path} within ${timeoutMs} ms`, 'timeout');
    }
    const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error | null)?.message ?? 'unknown error';
    return new KlaviyoError(`Could not reach Klaviyo for POST ${path}: ${reason}`, 'network');
  }
}

/** The JSON:API error's title and detail (and the field it points at), or the start of the body. */
export function errorDetail(body: string): string {
  const text = body.trim();
  if (!text) return '';
  try {
    const parsed = JSON.parse(text) as { errors?: Array<{ title?: string; detail?: string; source?: { pointer?: string } }> };
    const parts = (parsed.errors ?? []).map((error) => {
      const words = [error.title, error.detail].filter((part, index, all) => part && all.indexOf(part) === index).join(' — ');
      return error.source?.pointer ? `${words} (${error.source.pointer})` : words;
    }).filter(Boolean);
    if (parts.length) return clip(parts.join('; '));
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return clip(text.replace(/\s+/g, ' '));
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return undefined;
    ms = at - now;
  }
  return Math.min(Math.max(0, Math.round(ms)), MAX_RETRY_AFTER_MS);
}

function clip(text: string): string {
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}
