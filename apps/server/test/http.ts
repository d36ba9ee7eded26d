import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface HttpReply {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * The app listening on a free port, for rules that only hold under real concurrency: requests sent
 * with `fetch` arrive on their own connections and interleave in the server as clients' would.
 */
export async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  async function send(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null } as HttpReply;
  }
  return { base, send };
}

/** Starts `n` requests at once and waits for all of them. */
export function all<T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}

/** How many replies had each status: `{ 401: 5, 429: 195 }`. */
export function statusCounts(replies: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
