import { z } from 'zod';
import { paged, listQuery } from '../paging.ts';
import { INVALID_PHONE, blankToNull, emailField, isValidPhone, phoneDigits, requiredText } from '../validation.ts';

export const SALES_REP_ORDER_COLUMNS = ['id', 'name', 'email', 'created_at'] as const;
export const salesRepListQuery = listQuery(SALES_REP_ORDER_COLUMNS);

export const salesRepItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  customers_count: z.number().int(),
  created_at: z.string(),
});
export type SalesRep = z.infer<typeof salesRepItem>;
export const salesRepList = paged(salesRepItem);
export const salesRepReply = z.object({ data: salesRepItem });

/** POST admin/sales-rep and POST admin/sales-rep/{id}; the phone is optional. */
export const salesRepBody = z
  .object({
    name: requiredText('name'),
    email: emailField(),
    phone: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(40)
        .refine(isValidPhone, { error: INVALID_PHONE })
        .transform(phoneDigits)
        .nullable()
        .optional(),
    ),
  })
  .strict();
export type SalesRepBody = z.infer<typeof salesRepBody>;

/** The 422 text when a sales rep still has customers; the web shows it as the server wrote it. */
export const salesRepStillAssigned = (customers: number) =>
  `This sales rep is still assigned to ${customers} ${customers === 1 ? 'customer' : 'customers'}.`;
