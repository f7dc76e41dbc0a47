/**
 * Every request's id: the `X-Request-Id` a trusted proxy sent (when TRUST_PROXY says there is one
 * in front, and the value is a plain token), or a new random one. It is answered in the response's
 * `X-Request-Id` and carried by every log line of the request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage, behindProxy: boolean): string {
  const given = req.headers['x-request-id'];
  return behindProxy && typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
