import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { requireCaller } from '../../plugins/access.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { INTEGRATION_OPERATIONS } from './operation-table.ts';
import { checkedReference } from './operations.ts';
import { knownReferences } from './references.repository.ts';

/**
 * The integration API's upserts: `PUT /api/integration/{collection}/{reference}` for each operation,
 * with a business system's API key holding the operation's scope (decisions 114, 115).
 */
export function integrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const op of INTEGRATION_OPERATIONS) {
      app.put(
        `/integration/${op.collection}/:${op.param}`,
        {
          config: { access: { kind: 'integration', scope: op.scope } },
          schema: {
            tags: ['integration'],
            security: [{ apiKey: [] }],
            summary: op.summary,
            params: z.object({ [op.param]: z.string() }),
            body: op.body,
            response: {
              200: op.reply,
              201: op.reply,
              401: messageReply,
              403: messageReply,
              422: validationErrorReply,
              429: messageReply,
            },
          },
        },
        async (request, reply) => {
          const reference = checkedReference(op, (request.params as Record<string, string>)[op.param]!);
          const result = await op.run(ctx, requireCaller(request), reference, request.body, knownReferences());
          reply.code(result.status);
          return result.body;
        },
      );
    }
  };
}
