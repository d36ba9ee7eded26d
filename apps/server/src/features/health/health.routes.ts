import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@owner-portal/contract/auth';
import { messageReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../app-context.ts';

/** Load balancers probe often; one database round trip a second answers all of them. */
const DB_CHECK_TTL_MS = 1000;
/** The reply never changes, so it is serialised once (the probe is the busiest route there is). */
const HEALTHY_BODY = JSON.stringify({ status: 'ok', database: 'ok' });

export function healthRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  let last: { at: number; ok: boolean } | null = null;
  let pending: Promise<boolean> | null = null;
  const checkDatabase = () =>
    (pending ??= sql`select 1`.execute(db).then(
      () => true,
      () => false,
    )).then((ok) => {
      last = { at: Date.now(), ok };
      pending = null;
      return ok;
    });
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
        // A fresh result answers at once; otherwise the probe waits for one shared database check.
        if (last && Date.now() - last.at < DB_CHECK_TTL_MS) {
          answer(reply, last.ok);
          return;
        }
        return checkDatabase().then((ok) => answer(reply, ok));
      },
    );
  };
}
