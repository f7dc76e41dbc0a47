/**
 * Every request's id and its access-log line, for every response: those the cache sends before
 * Express runs too.
 *
 * The id is a trusted proxy's `X-Request-Id` or a new one (request-id.ts); it is answered in the
 * response's `X-Request-Id`, and `requestLogger(req)` gives the log lines of that request (the
 * security events) a logger that carries it. The line, written when the response closes: method,
 * path (without the query: it may hold tokens), status, bytes, duration, how the cache answered,
 * the request id and the visitor's address per TRUST_PROXY. No header is logged, so no cookie or
 * key. 5xx answers are logged at level error even with ACCESS_LOG=false.
 *
 * Written on pino directly rather than through pino-http: pino-http makes a child logger per
 * request, measured at 12 % of a cached hit's CPU (with the app logger's redaction, 16 %); here a
 * child is made only for the rare request that logs something of its own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../config/logger.js';
import type { ResponseCache } from '../http-cache/index.js';
import { clientAddress, type TrustProxy } from './client-address.js';
import { requestIdOf as newRequestId } from './request-id.js';

const REQUEST = Symbol('request log');

interface RequestRecord {
  id: string;
  /** The path asked for, before the cache or the routers rewrite req.url. */
  path: string;
  started: number;
  /** The server's logger, and its child carrying the id, made when the request first logs a line of its own. */
  base: Logger;
  logger?: Logger;
}

type Observed = IncomingMessage & { [REQUEST]?: RequestRecord };

/** The request's id (undefined outside the composed server, e.g. an app without the access log). */
export function requestId(req: IncomingMessage): string | undefined {
  return (req as Observed)[REQUEST]?.id;
}

/** A logger whose lines carry the request's id; `fallback` for a request the access log did not see. */
export function requestLogger(req: IncomingMessage, fallback?: Logger): Logger | undefined {
  const record = (req as Observed)[REQUEST];
  if (!record) return fallback;
  record.logger ??= record.base.child({ requestId: record.id });
  return record.logger;
}

export function createAccessLog(logger: Logger, cache: Pick<ResponseCache, 'outcomeOf'>, trustProxy: TrustProxy, lines = true): (req: IncomingMessage, res: ServerResponse) => void {
  const addressOf = clientAddress(trustProxy);
  const behindProxy = trustProxy !== false;
  return (req, res) => {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const record: RequestRecord = { id: newRequestId(req, behindProxy), path: mark < 0 ? url : url.slice(0, mark), started: performance.now(), base: logger };
    (req as Observed)[REQUEST] = record;
    res.setHeader('X-Request-Id', record.id);
    res.once('close', () => {
      const status = res.statusCode;
      if (!lines && status < 500) return;
      const length = res.getHeader('content-length');
      const line = {
        event: 'http.request',
        requestId: record.id,
        method: req.method,
        path: record.path,
        status,
        bytes: length === undefined ? undefined : Number(length),
        ms: Math.round((performance.now() - record.started) * 100) / 100,
        cache: cache.outcomeOf(res),
        ip: addressOf(req),
        // The client went away before the whole answer was sent.
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request');
    });
  };
}
