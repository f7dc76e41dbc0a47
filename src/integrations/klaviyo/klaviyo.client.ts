/**
 * A small client for Klaviyo's JSON:API (https://developers.klaviyo.com): one pinned revision,
 * `Authorization: Klaviyo-API-Key …`, a timeout on every call through AbortSignal. It only sends;
 * retrying is the outbox's job, so every failure comes back as a classified KlaviyoError.
 */
import { KlaviyoError } from './klaviyo.errors.js';

/** The API revision every request pins (Klaviyo supports each revision for two years). */
export const KLAVIYO_REVISION = '2026-01-15';
export const KLAVIYO_DEFAULT_BASE_URL = 'https://a.klaviyo.com';

export interface KlaviyoClientOptions {
  apiKey: string;
  /** The API origin, without /api (tests point it at a local fake). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class KlaviyoClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  // Kept off the instance's enumerable fields so that logging the client can never print it.
  readonly #apiKey: string;

  constructor(options: KlaviyoClientOptions) {
    if (!options.apiKey) throw new Error('KlaviyoClient needs an API key');
    this.#apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? KLAVIYO_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** POSTs a JSON:API document to /api/{path}; resolves with the status of a 2xx answer. */
  async post(path: string, document: unknown): Promise<number> {
    const url = `${this.baseUrl}/api/${path.replace(/^\/+/, '')}`;
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Klaviyo-API-Key ${this.#apiKey}`,
          revision: KLAVIYO_REVISION,
          Accept: 'application/vnd.api+json',
          'Content-Type': 'application/vnd.api+json',
        },
        body: JSON.stringify(document),
        signal,
      });
    } catch (error) {
      throw KlaviyoError.fromThrown(`/api/${path}`, error, this.timeoutMs);
    }
    if (response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    }
    const body = await response.text().catch(() => '');
    throw KlaviyoError.fromResponse(`/api/${path}`, response.status, body, response.headers.get('retry-after'));
  }
}
