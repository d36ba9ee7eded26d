import dns from 'node:dns';
import { isIP } from 'node:net';
import { urlRefusal, type UrlRefusal } from './address.rules.ts';

/** A receiver's URL and the one address its connection goes to: checked, then used as is. */
export interface CheckedReceiver {
  url: URL;
  address: string;
  family: 4 | 6;
}

const LOOKUP_TIMEOUT_MS = 5000;

/** The host's addresses, IPv4 and IPv6, as the system resolver gives them; none when it does not resolve in time. */
async function addressesOf(hostname: string): Promise<{ address: string; family: number }[]> {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  if (family !== 0) return [{ address: bare, family }];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    // Read off the module at each call, so a test can stand in for DNS.
    return await Promise.race([dns.promises.lookup(bare, { all: true, verbatim: true }), timeout]);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves the URL's host and checks every address it has (decision 118); the delivery then
 * connects to the first of them and to nothing else, so a second answer from DNS (a rebinding) is
 * never asked for. Used when an endpoint is saved and before every attempt.
 */
export async function checkReceiver(
  text: string,
  allowedHosts: readonly string[],
): Promise<{ receiver: CheckedReceiver } | { refusal: UrlRefusal; addresses: string[] }> {
  const url = new URL(text);
  const resolved = await addressesOf(url.hostname);
  const addresses = resolved.map((r) => r.address);
  const refusal = urlRefusal(url, addresses, allowedHosts);
  if (refusal) return { refusal, addresses };
  const first = resolved[0]!;
  return { receiver: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}
