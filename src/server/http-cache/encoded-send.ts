/**
 * One strong ETag per representation, encoding included (RFC 9110 8.8.3), when the response cache
 * does not answer (it is off, or the answer is not one it keeps): every whole body the app sends
 * with `res.send` / `res.json` (the REST API, GraphQL, feeds; pages encode their own, pages.ts) is
 * compressed here, in the encoding the request accepts, before Express computes its ETag. So the
 * ETag is the encoded bytes' own: identity, gzip and brotli each get theirs, the same
 * representation always the same one, and Express's If-None-Match check answers 304 for the
 * representation this client would get. (The `compression` middleware compresses after the ETag
 * was made, so every encoding carried the identity body's strong ETag: issue 23.)
 *
 * A body whose route set its own strong ETag (an admin post's `"<version>"`, for If-Match) is sent
 * as it is. What is left to the `compression` middleware is streamed bodies; it leaves alone any
 * with a strong ETag (`compressStreams`), so no strong ETag ever names two encodings.
 */
import type { ServerResponse } from 'node:http';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { compressible, compressNow, preferredEncoding } from './encodings.js';

/** Express's res.send: a 204, a 304 or a body-less status sends no body, so nothing to encode. */
const NO_BODY = new Set([204, 304]);

export function encodedBodies(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const type = res.getHeader('Content-Type');
      const whole = typeof body === 'string' || Buffer.isBuffer(body);
      // A route's own strong ETag (an admin post's version, for If-Match) names the identity body: sent as it is.
      if (!whole || typeof type !== 'string' || res.getHeader('Content-Encoding') !== undefined || NO_BODY.has(res.statusCode) || hasStrongEtag(res)) return send(body);
      let bytes = typeof body === 'string' ? Buffer.from(body) : body as Buffer;
      // Express gives a string body's type a charset; a Buffer's it leaves as it is.
      if (typeof body === 'string' && !/;\s*charset=/i.test(type)) res.setHeader('Content-Type', `${type}; charset=utf-8`);
      res.vary('Accept-Encoding');
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding === 'identity' || !compressible(type, bytes.length)) return send(bytes);
      bytes = compressNow(bytes, encoding);
      res.setHeader('Content-Encoding', encoding);
      return send(bytes);
    };
    next();
  };
}

/** True for a strong validator (not W/…). */
function hasStrongEtag(res: ServerResponse): boolean {
  const etag = res.getHeader('ETag');
  return typeof etag === 'string' && !etag.startsWith('W/');
}

/** The `compression` middleware for streamed bodies, leaving alone a body whose strong ETag names its identity bytes. */
export function compressStreams(options: compression.CompressionOptions): RequestHandler {
  return compression({
    ...options,
    filter: (req: Request, res: Response) => !hasStrongEtag(res) && compression.filter(req, res),
  });
}
