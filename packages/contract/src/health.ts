import { z } from 'zod';

/** GET /api/health while the database answers. */
export const healthReply = z.object({ status: z.literal('ok'), database: z.literal('ok') });
