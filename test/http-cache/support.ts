/** The real app with the response cache in front, on the test database, and a movable clock. */
import { createServer, request as httpRequest, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import request from 'supertest';
import type { CacheSettings } from '../../src/config/cache.config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

export interface CachedApp extends TestApp {
  listener: RequestListener;
  /** Moves the clock the services and the cache share. */
  setNow(date: Date): void;
}

export async function cachedApp({ now = new Date('2026-11-20T12:00:00Z'), settings = {} as Partial<CacheSettings> } = {}): Promise<CachedApp> {
  let current = now;
  const clock = () => current;
  const t = await createTestApp({ pages: true, clock, configure: (config) => ({ ...config, cache: { ...config.cache, ...settings } }) });
  const { cache } = t;
  await waitFor('the publish horizon', async () => {
    await request(cache.listener).get('/robots.txt');
    return cache.stats().entries > 0;
  });
  return { ...t, cache, listener: cache.listener, setNow: (date) => (current = date) };
}

import { waitFor } from '../helpers/wait.js';

export { waitFor };

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Serves a listener on a free local port; the raw client below reads its bytes undecoded. */
export async function serve(listener: RequestListener): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** One request with exactly these headers; the body as sent (supertest would decompress it). */
export function rawRequest(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Headers of any length (a browser reads far more than Node's default 16 KB).
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false, maxHeaderSize: 1024 * 1024 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

export function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}
