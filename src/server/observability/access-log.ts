/**
 * One access-log line per request (pino-http), for every response: those the cache sends before
 * Express runs too. Each line: method, path, status, bytes, duration, how the cache answered, the
 * request id and the visitor's address per TRUST_PROXY. Never the query string's values of
 * credentials, cookies or API keys: the path is logged without its query, headers not at all.
 * The request id is set on the response (`X-Request-Id`) and `req.log` carries it for the app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../config/logger.js';
import type { ResponseCache } from '../http-cache/index.js';
import { clientAddress, type TrustProxy } from './client-address.js';
import { requestIdOf } from './request-id.js';

const PATH = Symbol('path asked');

export function createAccessLog(logger: Logger, cache: Pick<ResponseCache, 'outcomeOf'>, trustProxy: TrustProxy): (req: IncomingMessage, res: ServerResponse) => void {
  const addressOf = clientAddress(trustProxy);
  const log = pinoHttp<IncomingMessage & { [PATH]?: string }, ServerResponse>({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req, res) => {
      const id = requestIdOf(req, trustProxy !== false);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, { responseTime }) => line(req, res, responseTime),
    customErrorObject: (req, res, error, { responseTime }) => ({ ...line(req, res, responseTime), err: error }),
  });

  function line(req: IncomingMessage & { [PATH]?: string }, res: ServerResponse, ms: number) {
    const length = res.getHeader('content-length');
    return {
      event: 'http.request',
      method: req.method,
      path: req[PATH],
      status: res.statusCode,
      bytes: length === undefined ? undefined : Number(length),
      ms,
      cache: cache.outcomeOf(res),
      ip: addressOf(req),
    };
  }

  return (req, res) => {
    const path = req.url ?? '/';
    const mark = path.indexOf('?');
    // Before the cache rewrites req.url on a miss, and without the query (it may hold tokens).
    (req as IncomingMessage & { [PATH]?: string })[PATH] = mark < 0 ? path : path.slice(0, mark);
    log(req, res);
  };
}
