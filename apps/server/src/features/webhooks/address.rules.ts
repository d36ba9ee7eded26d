import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach (decision 118): this host, the private networks behind it, and
 * every range that is not the public internet. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are
 * checked as the IPv4 address they carry; the translation prefixes that embed one (NAT64, 6to4,
 * Teredo) are refused whole.
 */
const REFUSED: [address: string, prefix: number, family: 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96, 'ipv6'], // NAT64
  ['64:ff9b:1::', 48, 'ipv6'], // local NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 32, 'ipv6'], // Teredo
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const refused = new BlockList();
for (const [address, prefix, family] of REFUSED) refused.addSubnet(address, prefix, family);

/** Whether a webhook may be sent to this IP address: only a public unicast one. Anything else, not an IP included, is refused. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !refused.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The `host:port` an allowed-hosts entry names for this URL: lower case, the scheme's port when none is written. */
export function hostPortOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

export type UrlRefusal = 'https' | 'private' | 'unresolved';

/**
 * Whether a URL may receive webhooks, given the addresses its host resolved to (none: it did not
 * resolve) and the allowed hosts (WEBHOOK_ALLOWED_HOSTS). An allowed host may use http and any
 * address; every other URL must be https and every address it resolves to public, since a
 * connection may go to any of them.
 */
export function urlRefusal(url: URL, addresses: readonly string[], allowedHosts: readonly string[]): UrlRefusal | null {
  const allowed = allowedHosts.includes(hostPortOf(url));
  if (!allowed && url.protocol !== 'https:') return 'https';
  if (addresses.length === 0) return 'unresolved';
  if (!allowed && !addresses.every(isPublicAddress)) return 'private';
  return null;
}
