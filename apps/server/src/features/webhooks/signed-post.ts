import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedReceiver } from './receiver-address.ts';

/** How long a receiver has to answer (Standard Webhooks' advice: a short timeout, work done later). */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** Read of a receiver's reply before the connection is dropped: its status is all that counts. */
const MAX_REPLY_BYTES = 64 * 1024;

export interface PostOutcome {
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** A lookup that answers the checked address whatever is asked: the connection cannot go elsewhere. */
function pinnedTo(receiver: CheckedReceiver): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: receiver.address, family: receiver.family }]);
    else callback(null, receiver.address, receiver.family);
  };
}

/**
 * POSTs the body to the checked address, with the URL's host name for the Host header and TLS (so
 * the certificate is still checked against the name), a fresh connection each time, and no
 * redirect followed. The reply's body is read and dropped.
 */
export function postTo(
  receiver: CheckedReceiver,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = receiver.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({ statusCode, error, durationMs: elapsed() });
    };
    const request = client.request(receiver.url, {
      method: 'POST',
      agent: false,
      lookup: pinnedTo(receiver),
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const deadline = setTimeout(() => {
      request.destroy();
      settle(null, `No answer within ${timeoutMs / 1000} s.`);
    }, timeoutMs);
    request.on('response', (response) => {
      settle(response.statusCode ?? null, null);
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_REPLY_BYTES) request.destroy();
      });
      response.on('error', () => {});
    });
    request.on('error', (err) => settle(null, err.message.slice(0, 500)));
    // The deadline also ends a reply that trickles on after its status.
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}
