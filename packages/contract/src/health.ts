import { z } from 'zod';

/** GET /api/health while the database answers (kept for existing load balancers; see /ready). */
export const healthReply = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** One dependency's state at the last check. */
export const healthCheckState = z.enum(['ok', 'failed']);

/** GET /api/health/live: the process serves requests (also while it drains for a shutdown). */
export const liveReply = z.object({
  status: z.literal('ok'),
  /** APP_VERSION, else the build's identity: tells which release a replica runs. */
  version: z.string(),
  checks: z.object({}),
});

/**
 * GET /api/health/ready: 200 with status `ok` when the database and the file storage answer;
 * 503 with `unavailable` when either does not, and with `shutting_down` from the shutdown signal on.
 */
export const readyReply = z.object({
  status: z.enum(['ok', 'unavailable', 'shutting_down']),
  version: z.string(),
  checks: z.object({ database: healthCheckState, storage: healthCheckState }),
});
export type ReadyReply = z.infer<typeof readyReply>;
