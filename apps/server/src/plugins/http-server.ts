import { createServer } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { HealthProbe } from '../features/health/health-probe.ts';

/**
 * The HTTP server Fastify would make, with one difference: a load balancer's health probe, while
 * the database checked healthy within the last second, is answered before the router, at the cost
 * of a bare node:http server (decision 006). Everything else, and every probe that needs a check,
 * goes to Fastify, whose GET /api/health route answers from the same probe.
 */
export function httpServerFactory(health: HealthProbe): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((req, res) => {
      if (!health.answerIfHealthy(req, res)) handler(req, res);
    });
    // What Fastify sets on the server it makes itself (it leaves them to a serverFactory).
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}
