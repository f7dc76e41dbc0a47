/**
 * A stored response: status, the app's headers as rendered (security headers included), and the
 * body in every encoding, each with its ready-made header list, so a hit only writes bytes.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { tagsOfHeader } from './cache-policy.js';
import { compress, compressible, type Encoding } from './encodings.js';
import type { RenderedResponse } from './render.js';

export interface Variant {
  body: Buffer;
  /** Its own strong validator: each encoding is a representation of its own (RFC 9110 8.8.3). */
  etag: string;
  /** Flat [name, value, name, value, ...] list for writeHead. */
  headers: string[];
  /** The same without the body's own headers, for a 304. */
  notModifiedHeaders: string[];
}

export interface CacheEntry {
  status: number;
  tags: string[];
  /** Epoch ms (by the cache's clock) after which the entry must not be served. */
  expiresAt: number;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** Bytes it holds, for the cache's bound. */
  size: number;
  /** A GraphQL answer's cost, charged to the client's budget on every hit (middleware/graphql-budget.ts); undefined for anything else. */
  cost?: number;
}

/** Set per hit by Node or by the cache, belonging to one request (its id), or meaningless once stored. */
const DROPPED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'vary', 'etag', 'x-request-id']);
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'content-language']);

/** A strong validator for a body that came without one. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function headerList(headers: OutgoingHttpHeaders): Array<[string, string]> {
  const list: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) list.push([name, String(item)]);
  }
  return list;
}

function flat(pairs: Array<[string, string]>): string[] {
  return pairs.flat();
}

function varyValue(headers: OutgoingHttpHeaders): string {
  const names = String(headers.vary ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

function variant(base: Array<[string, string]>, body: Buffer, encoding: Encoding, vary: string, etag: string): Variant {
  const common: Array<[string, string]> = [...base, ['vary', vary], ['etag', etag]];
  const own: Array<[string, string]> = [['content-length', String(body.length)]];
  if (encoding !== 'identity') own.push(['content-encoding', encoding]);
  return {
    body,
    etag,
    headers: flat([...common, ...own]),
    notModifiedHeaders: flat(common.filter(([name]) => !BODY_HEADERS.has(name))),
  };
}

/** Compresses the rendered body (brotli and gzip when worth it) into an entry. */
export async function buildEntry(rendered: RenderedResponse, expiresAt: number, cost?: number): Promise<CacheEntry> {
  const { headers, body } = rendered;
  const etag = typeof headers.etag === 'string' ? headers.etag : strongEtag(body);
  const base = headerList(headers);
  const vary = varyValue(headers);
  const variants: CacheEntry['variants'] = { identity: variant(base, body, 'identity', vary, etag) };
  if (compressible(headers['content-type'], body.length)) {
    const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
    if (br.length < body.length) variants.br = variant(base, br, 'br', vary, strongEtag(br));
    if (gz.length < body.length) variants.gzip = variant(base, gz, 'gzip', vary, strongEtag(gz));
  }
  let size = 512;
  for (const entry of Object.values(variants)) size += entry.body.length + entry.headers.reduce((sum, text) => sum + text.length, 0);
  return { status: rendered.status, tags: tagsOfHeader(headers['surrogate-key']), expiresAt, variants, size, ...(cost === undefined ? {} : { cost }) };
}
