import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Long enough for a UUID or a proxy's trace id; nothing that could break a log line or a header. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ids = new WeakMap<IncomingMessage, string>();

/**
 * The request's id: the caller's X-Request-Id when it is a sane id (a proxy's, so one request can be
 * followed across systems), else a new UUID. Asked twice for one request (the HTTP server's listener
 * and Fastify's genReqId), it answers the same.
 */
export function requestIdOf(req: IncomingMessage): string {
  let id = ids.get(req);
  if (id === undefined) {
    const given = req.headers[REQUEST_ID_HEADER];
    id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
    ids.set(req, id);
  }
  return id;
}

/**
 * Every reply names its request. The HTTP server's listener (plugins/http-server.ts) already sets
 * the header on each response it receives; this hook sets it for requests that never pass through
 * that listener (inject()), and runs first, so errors and 404s carry it too.
 */
export function replyWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
