/**
 * Whether an IP address is one a server-side request must not reach in production (SSRF):
 * loopback, private, link-local (cloud metadata), carrier-grade NAT, unspecified, multicast and
 * their IPv6 forms, including IPv4-mapped IPv6. Server-only (node:net); the browser never imports it.
 */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(plain);
  if (family === 4) return blocked.check(plain, 'ipv4');
  if (family === 6) return blocked.check(plain, 'ipv6');
  return false;
}

/** A URL host that names this machine or a private network without DNS: an IP literal or `localhost`. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}
