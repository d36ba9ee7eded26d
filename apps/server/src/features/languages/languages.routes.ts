import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context.ts';

const languagesReply = z.object({ data: z.array(z.object({ code: z.string(), title: z.string() })) });

export function languagesRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/languages',
      {
        config: { access: { kind: 'signed-in' } },
        schema: { tags: ['customer'], summary: 'Interface languages', response: { 200: languagesReply } },
      },
      async () => ({ data: await db.selectFrom('languages').select(['code', 'title']).orderBy('code').execute() }),
    );
  };
}
