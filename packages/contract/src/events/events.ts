import { z } from 'zod';
import { languageCode } from '../user.ts';

export const eventCode = z.object({
  id: z.number().int(),
  description: z.string(),
  discount_code: z.string(),
  redeemed: z.boolean(),
  claim_url: z.string().nullable(),
  /** The description's language: the reader's, or en when there is no Spanish one. */
  lang: languageCode,
});
export type EventCode = z.infer<typeof eventCode>;
/** GET events: lang_code picks the descriptions' language (default: the caller's stored language). */
export const eventsQuery = z.object({ lang_code: languageCode.optional() });
