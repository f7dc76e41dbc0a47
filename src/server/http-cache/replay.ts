/**
 * Answers a client with the plain Node methods (writeHead, end): a stored entry in the encoding it
 * accepts, a 304 for a matching If-None-Match, headers only for HEAD; or a rendered response the
 * cache does not keep.
 */
import type { ServerResponse } from 'node:http';
import type { CacheEntry } from './entry.js';
import { compressible, compressNow, preferredEncoding } from './encodings.js';
import type { RenderedResponse } from './render.js';

/** What the client asked with (kept before the request is rewritten for the app). */
export interface Ask {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored; `*` matches. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((item) => {
    const tag = item.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === bare;
  });
}

/**
 * The stored header list plus the headers already set on this response for this request alone
 * (its X-Request-Id), taken off the response so writeHead gets one flat list: with headers
 * already set, Node merges the list into them one by one, which cost a hit more than the rest.
 */
function withOwnHeaders(res: ServerResponse, stored: string[]): string[] {
  const names = res.getHeaderNames();
  if (!names.length) return stored;
  const list = stored.slice();
  for (const name of names) {
    list.push(name, String(res.getHeader(name)));
    res.removeHeader(name);
  }
  return list;
}

export function sendEntry(ask: Ask, res: ServerResponse, entry: CacheEntry): void {
  const variant = entry.variants[preferredEncoding(ask.acceptEncoding)] ?? entry.variants.identity;
  // Each encoding has its own validator: a 304 confirms the representation this client would get.
  if (entry.status >= 200 && entry.status < 300 && etagMatches(ask.ifNoneMatch, variant.etag)) {
    res.writeHead(304, withOwnHeaders(res, variant.notModifiedHeaders));
    res.end();
    return;
  }
  res.writeHead(entry.status, withOwnHeaders(res, variant.headers));
  if (ask.method === 'HEAD') res.end();
  else res.end(variant.body);
}

/** A response the cache does not keep, sent as the app made it (compressed on the way when worth it). */
export function sendRendered(ask: Ask, res: ServerResponse, rendered: RenderedResponse): void {
  const { headers } = rendered;
  let body = rendered.body;
  const encoding = preferredEncoding(ask.acceptEncoding);
  const list: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && name !== 'content-length') list[name] = value;
  if (encoding !== 'identity' && compressible(headers['content-type'], body.length) && !headers['content-encoding']) {
    body = compressNow(body, encoding);
    list['content-encoding'] = encoding;
    const vary = String(headers.vary ?? '');
    list.vary = /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  list['content-length'] = body.length;
  res.writeHead(rendered.status, list);
  if (ask.method === 'HEAD' || rendered.status === 304 || rendered.status === 204) res.end();
  else res.end(body);
}
