import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@owner-portal/contract/auth';
import { messageReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../app-context.ts';

export function healthRoutes({ db }: AppContext): FastifyPluginAsyncZod {
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
      async (_request, reply) => {
        try {
          await sql`select 1`.execute(db);
        } catch {
          return reply.code(503).send({ message: 'Database unavailable.' });
        }
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
