import { z } from 'zod';
import { idNumber } from '../params.ts';
import { flag, httpsUrl } from '../products/admin-catalog.ts';
import { listQuery, paged } from '../paging.ts';
import { blankToNull, fieldLabel, requiredMessage, requiredText } from '../validation.ts';

/** Staff's event codes screen, /admin/events (decision 042): GET/POST admin/events, PUT/DELETE admin/events/{id}. */

export const EVENT_CODE_ORDER_COLUMNS = [
  'id',
  'discount_code',
  'description',
  'company_name',
  'redeemed',
  'created_at',
] as const;
export const eventCodeListQuery = listQuery(EVENT_CODE_ORDER_COLUMNS);

export const adminEventCode = z.object({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), company_name: z.string() }),
  description: z.string(),
  description_es: z.string().nullable(),
  discount_code: z.string(),
  redeemed: z.boolean(),
  claim_url: z.string().nullable(),
  created_at: z.string(),
});
export type AdminEventCode = z.infer<typeof adminEventCode>;
export const adminEventCodeList = paged(adminEventCode);
export const adminEventCodeReply = z.object({ data: adminEventCode });

/**
 * The add and edit body. Codes are kept in capitals: a customer types them into a shop's checkout,
 * where case does not matter, so "deco20" and "DECO20" are one code and unique as one.
 */
export const eventCodeBody = z
  .object({
    customer_id: z.preprocess(blankToNull, idNumber({ error: requiredMessage('customer') })),
    description: requiredText('description', 512),
    description_es: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(512, { error: `${fieldLabel('description_es')} may not be greater than 512 characters.` })
        .nullable()
        .optional(),
    ),
    discount_code: requiredText('discount_code', 64).transform((code) => code.toUpperCase()),
    redeemed: flag('redeemed'),
    claim_url: httpsUrl('claim_url'),
  })
  .strict();
export type EventCodeBody = z.infer<typeof eventCodeBody>;

export const DISCOUNT_CODE_TAKEN = 'The discount code has already been taken.';
