import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../../../test/app.ts';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 at a port the system picks: it records every request and answers
 * each path with the statuses queued for it, then 204.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.get(path)?.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hostPort: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The statuses the next requests to `path` get, in order (then 204). */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Adds an endpoint through the API as the admin; answers the reply (with the secret). */
export async function addEndpoint(t: TestApp, headers: Record<string, string>, url: string, events: string[]) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers, payload: { url, events } });
  if (res.statusCode !== 201) throw new Error(`endpoint not added: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number }; secret: string }>();
}

/** An endpoint's deliveries as the API lists them, newest first. */
export async function deliveriesOf(t: TestApp, headers: Record<string, string>, endpointId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${endpointId}/deliveries`, headers });
  if (res.statusCode !== 200) throw new Error(`deliveries not listed: ${res.statusCode} ${res.body}`);
  return res.json<{
    data: {
      id: number;
      message_id: string;
      event_type: string;
      status: string;
      next_attempt_at: string | null;
      attempts: { status_code: number | null; error: string | null; manual: boolean; attempted_at: string }[];
    }[];
  }>().data;
}
