/**
 * Content encodings: which one a request accepts (brotli, gzip or none), and compressing a body
 * into them.
 *
 * Two brotli qualities. A body the response cache keeps is compressed once and sent many times:
 * quality 5, close to brotli's best ratio for pages of this size at a fraction of the CPU of its
 * top qualities. A body compressed for one response (a page rendered when the cache does not keep
 * it, the `compression` middleware, the cache passing on what it does not keep): quality 2.
 * Measured on an article rendered for every request (two servers side by side, 16 alternating
 * slices): the middleware's default quality 4 was 16-18 % of the render's CPU, as much as sending
 * it uncompressed saved; quality 1 and 2 took all but ~1 % of that away, quality 3 only 3 %. The
 * 18.7 KB article is 5.5 KB at quality 2, against 5.1 KB at 4 and 4.8 KB at 5.
 *
 * Brotli's window is sized to the body (or 256 KB when the size is not known in advance): its
 * default, 4 MB, is set up for every stream and reported to V8 as external memory, which brings on
 * garbage collections. The 18.7 KB article through the `compression` middleware cost 1.3 ms of CPU with
 * the default window and 0.7 ms with 256 KB (a bare Express app).
 *
 * A body known whole for one response (a rendered page) is compressed at once on the main thread
 * (0.1 ms for an article at quality 2): through a zlib stream on the thread pool the same article
 * cost 0.11 ms more CPU per render (its buffers, callbacks and the hand-over to the pool). Kept
 * bodies are compressed on the thread pool: quality 5 takes longer, and only once per page.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Brotli's quality for a body kept and sent many times. */
export const KEPT_BROTLI_QUALITY = 5;
/** Brotli's quality for a body compressed for one response. */
export const PASSING_BROTLI_QUALITY = 2;
/** Brotli's window (bits) for a body of unknown size: 256 KB holds any page whole. */
export const PASSING_BROTLI_WINDOW_BITS = 18;
/** Gzip's level for a body kept and sent many times. */
export const GZIP_LEVEL = 6;
/** Gzip's level for a body compressed for one response (level 1 takes half the CPU of 6 for 9 % more bytes). */
export const PASSING_GZIP_LEVEL = 1;
/** Smaller bodies are not worth a Content-Encoding. */
export const MIN_COMPRESS_BYTES = 512;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript|graphql-response\+json|manifest\+json)|image\/svg\+xml)/i;

export function compressible(contentType: unknown, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/** A body kept and sent many times, compressed on the thread pool. */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotli(body, brotliOptions(body.length, KEPT_BROTLI_QUALITY));
}

/** A whole body compressed at once on this thread, for one response (a page, or what the cache passes on). */
export function compressNow(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: PASSING_GZIP_LEVEL });
  return brotliCompressSync(body, brotliOptions(body.length, PASSING_BROTLI_QUALITY));
}

function brotliOptions(size: number, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(size),
    },
  };
}

/** The smallest brotli window that holds the whole body (brotli keeps 16 bytes of it for itself), 64 KB to 4 MB. */
export function windowBits(size: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(size + 16))));
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
