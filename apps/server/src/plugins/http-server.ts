import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { HealthProbe } from './health-probe.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the health probe in front of Fastify's request listener: a load balancer's probe, while
 * the database checked healthy within the last second, is answered before the router, at the cost
 * of a bare node:http server (decision 006). Everything else, and every probe that needs a check,
 * goes to Fastify, whose GET /api/health route answers from the same probe.
 *
 * Fastify's `serverFactory` would be the documented way in, but with it Fastify listens on one
 * address only, where for HOST=localhost it otherwise listens on each address localhost has
 * (127.0.0.1 and ::1). An extra server Fastify opens for those answers every probe through the route.
 */
export function answerHealthBeforeRouter(server: Server, health: HealthProbe): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`Expected Fastify's one request listener, found ${listeners.length}.`);
  const route = listeners[0]!;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Here, not only in Fastify's hook, so the fast path's replies and Fastify's own early
    // errors (a malformed URL) name their request too.
    res.setHeader(REQUEST_ID_HEADER, requestIdOf(req));
    if (!health.answerIfHealthy(req, res)) route(req, res);
  });
}
