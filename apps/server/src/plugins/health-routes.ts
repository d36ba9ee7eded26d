import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@owner-portal/contract/health';
import { messageReply } from '@owner-portal/contract/errors';
import { HEALTHY_BODY, type HealthProbe } from './health-probe.ts';

export function healthRoutes({ health }: { health: HealthProbe }): FastifyPluginAsyncZod {
  const answer = (reply: FastifyReply, ok: boolean): void => {
    if (ok) reply.type('application/json; charset=utf-8').send(HEALTHY_BODY);
    else reply.code(503).send({ message: 'Database unavailable.' });
  };

  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['platform'],
          summary: 'Load-balancer health check',
          response: { 200: healthReply, 503: messageReply },
        },
      },
      (_request, reply) => {
        // Shutting down: the load balancer should send new traffic elsewhere while this one drains.
        if (health.stopped()) {
          reply.code(503).send({ message: 'Shutting down.' });
          return;
        }
        // A fresh result answers at once; otherwise the probe waits for one shared database check.
        const recent = health.recent();
        if (recent !== null) {
          answer(reply, recent);
          return;
        }
        return health.check().then((ok) => answer(reply, ok));
      },
    );
  };
}
