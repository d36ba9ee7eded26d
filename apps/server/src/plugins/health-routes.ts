import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply, liveReply, readyReply, type ReadyReply } from '@owner-portal/contract/health';
import { messageReply } from '@owner-portal/contract/errors';
import { HEALTHY_BODY, type CheckResults, type HealthProbe } from './health-probe.ts';

const state = (ok: boolean) => (ok ? 'ok' : 'failed');

export function healthRoutes({ health }: { health: HealthProbe }): FastifyPluginAsyncZod {
  const answer = (reply: FastifyReply, ok: boolean): void => {
    if (ok) reply.type('application/json; charset=utf-8').send(HEALTHY_BODY);
    else reply.code(503).send({ message: 'Database unavailable.' });
  };
  /** A fresh result at once; otherwise the probe waits for the one round of checks under way. */
  const results = (): CheckResults | Promise<CheckResults> => health.recent() ?? health.check();
  const readiness = ({ database, storage }: CheckResults): ReadyReply => ({
    status: health.stopped() ? 'shutting_down' : database && storage ? 'ok' : 'unavailable',
    version: health.version,
    checks: { database: state(database), storage: state(storage) },
  });

  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['platform'],
          summary: 'Health check of the database (kept for existing load balancers; prefer /health/ready)',
          response: {
            200: healthReply,
            503: messageReply.meta({
              description: 'The database did not answer, or a shutdown has begun',
              examples: [{ message: 'Database unavailable.' }],
            }),
          },
        },
      },
      async (_request, reply) => {
        // Shutting down: the load balancer should send new traffic elsewhere while this one drains.
        if (health.stopped()) {
          reply.code(503).send({ message: 'Shutting down.' });
          return reply;
        }
        answer(reply, (await results()).database);
        return reply;
      },
    );

    app.get(
      '/health/live',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['platform'],
          summary: 'Liveness: the process serves requests (also while it drains for a shutdown)',
          response: { 200: liveReply },
        },
      },
      () => ({ status: 'ok' as const, version: health.version, checks: {} }),
    );

    app.get(
      '/health/ready',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['platform'],
          summary: 'Readiness for traffic: the database and the file storage answer, and no shutdown has begun',
          response: {
            200: readyReply,
            503: readyReply.meta({
              description: 'Not ready: a check failed, or a shutdown has begun',
              examples: [{ status: 'unavailable', version: '1.0.0', checks: { database: 'failed', storage: 'ok' } }],
            }),
          },
        },
      },
      async (_request, reply) => {
        const body = readiness(await results());
        return reply.code(body.status === 'ok' ? 200 : 503).send(body);
      },
    );
  };
}
