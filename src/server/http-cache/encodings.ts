/**
 * Content encodings: which one a request accepts (brotli, gzip or none), and compressing a body
 * into them. Brotli at a moderate quality: close to its best ratio for pages of this size at a
 * fraction of the CPU of its top qualities; compression runs on libuv's thread pool.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;
/** Smaller bodies are not worth a Content-Encoding. */
export const MIN_COMPRESS_BYTES = 512;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript|graphql-response\+json|manifest\+json)|image\/svg\+xml)/i;

export function compressible(contentType: unknown, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 200;

/** The best encoding the Accept-Encoding header allows (q-values honoured); remembered per header value. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function negotiate(header: string): Encoding {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const weight = params.find((param) => param.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}
