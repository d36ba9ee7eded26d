import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@owner-portal/contract/auth';
import { messageReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../app-context.ts';

/** Load balancers probe often; one database round trip a second answers all of them. */
const DB_CHECK_TTL_MS = 1000;

export function healthRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  let lastCheck: { at: number; ok: Promise<boolean> } | null = null;
  const databaseOk = () => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at >= DB_CHECK_TTL_MS) {
      lastCheck = {
        at: now,
        ok: sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
      };
    }
    return lastCheck.ok;
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
      async (_request, reply) => {
        if (!(await databaseOk())) return reply.code(503).send({ message: 'Database unavailable.' });
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
