/**
 * The visitor's address as Express works it out under the same TRUST_PROXY setting (false, a
 * number of proxies, or their addresses): the access log needs it for responses the cache sends
 * before Express runs. proxy-addr is the library Express itself uses for `req.ip`.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type TrustProxy = false | number | string;

export function clientAddress(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  if (trustProxy === false) return (req) => req.socket.remoteAddress ?? '';
  // A hop count trusts that many addresses from the socket inward, as Express does.
  const trust = typeof trustProxy === 'number'
    ? (_address: string, hop: number) => hop < trustProxy
    : proxyaddr.compile(trustProxy.split(',').map((item) => item.trim()));
  return (req) => proxyaddr(req, trust);
}
