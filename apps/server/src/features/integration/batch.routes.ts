import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { BATCH_MAX_BYTES, NDJSON_CONTENT_TYPE, batchBody, batchReply } from '@owner-portal/contract/integration/batch';
import type { AppContext } from '../../shared/app-context.ts';
import { NOT_JSON, runBatch } from './batch.ts';

/** `POST /api/integration/batch`: up to 1,000 upserts in one request, each answered in order. */
export function batchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // NDJSON: one operation a line; a line that is not JSON is refused alone, in its place.
    app.addContentTypeParser(NDJSON_CONTENT_TYPE, { parseAs: 'string' }, (_request, text, done) => {
      const lines = (text as string).split('\n').filter((line) => line.trim() !== '');
      done(
        null,
        lines.map((line) => {
          try {
            return JSON.parse(line) as unknown;
          } catch {
            return NOT_JSON;
          }
        }),
      );
    });

    app.post(
      '/integration/batch',
      {
        // Any live key: each operation needs its own scope, refused (403) in its place.
        config: { access: { kind: 'integration' }, plainTextPerItem: true },
        bodyLimit: BATCH_MAX_BYTES,
        schema: {
          tags: ['integration'],
          security: [{ apiKey: [] }],
          summary:
            'Up to 1,000 upserts as a JSON array or NDJSON (application/x-ndjson), each {method, path, body}; answered in order with each operation’s own status and body. Counts as one request against the key’s limit',
          body: batchBody,
          response: {
            200: batchReply,
            401: messageReply,
            413: messageReply,
            422: validationErrorReply,
            429: messageReply,
          },
        },
      },
      async (request) => ({ data: await runBatch(ctx, request.apiKey!, request.body, request.log) }),
    );
  };
}
