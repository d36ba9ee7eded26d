import { z } from 'zod';

/**
 * `POST integration/batch` (decision 115): up to 1,000 upserts in one request, as a JSON array or as
 * NDJSON (`content-type: application/x-ndjson`, one operation a line), each answered in order with
 * the status and body its own request would have had. One bad operation does not stop the others.
 */
export const BATCH_MAX_OPERATIONS = 1000;
/** The largest batch body; with the operation count it bounds what one batch holds in memory. */
export const BATCH_MAX_BYTES = 10 * 1024 * 1024;
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

export const BATCH_TOO_LONG = `A batch holds at most ${BATCH_MAX_OPERATIONS} operations.`;
export const BATCH_NOT_A_LIST = 'A batch is a JSON array of operations, or NDJSON with one operation a line.';
export const INVALID_JSON_LINE = 'This line is not valid JSON.';

/** One operation: the method and path of the upsert, relative to /api/integration/, and its body. */
export const batchOperation = z
  .object({
    method: z.enum(['PUT'], { error: 'The method must be PUT.' }),
    /** e.g. `orders/SO-100231`; a reference with `/` or `%` in it is percent-encoded, as in a URL. */
    path: z.string({ error: 'The path is required.' }).min(1, { error: 'The path is required.' }).max(600),
    body: z.unknown().optional(),
  })
  .strict();
export type BatchOperation = z.infer<typeof batchOperation>;

export const batchBody = z
  .array(z.unknown(), { error: BATCH_NOT_A_LIST })
  .max(BATCH_MAX_OPERATIONS, { error: BATCH_TOO_LONG });

export const batchResult = z.object({
  /** The status the operation's own request would have answered: 200, 201, 403, 404, 422, … */
  status: z.number().int(),
  /** Its reply: `{data, applied}`, or `{message[, errors]}`. */
  body: z.unknown(),
});
export type BatchResult = z.infer<typeof batchResult>;
export const batchReply = z.object({ data: z.array(batchResult) });
