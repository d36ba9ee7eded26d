import { z } from 'zod';
import { idNumber, MAX_ID } from '../params.ts';
import { paged, listQuery } from '../paging.ts';
import { fieldLabel, plainText, requiredMessage, requiredText } from '../validation.ts';
import { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN } from './impersonation-reason.ts';

export const CUSTOMER_ORDER_COLUMNS = ['id', 'company_name', 'subsidiary_id', 'created_at'] as const;
export const customerListQuery = listQuery(CUSTOMER_ORDER_COLUMNS);

/** How many customers GET admin/customers/find returns for the contact form's select. */
export const CUSTOMER_FIND_LIMIT = 20;
export const customerFindQuery = z.object({ search: z.string().trim().max(200).optional() });

export const customerOption = z.object({
  id: z.number().int(),
  company_name: z.string(),
  subsidiary_id: z.number().int(),
});
export const customerFindReply = z.object({ data: z.array(customerOption) });

/** GET admin/customers/sales-reps: every rep, by name, for the customer form's select. */
export const salesRepOption = z.object({ id: z.number().int(), name: z.string() });
export type SalesRepOption = z.infer<typeof salesRepOption>;
export const salesRepOptionsReply = z.object({ data: z.array(salesRepOption) });

/** GET admin/customers/payout-tags: every payout tag (id and name), by name, for the customer form (an influencer's tag). */
export const payoutTagOption = z.object({ id: z.number().int(), name: z.string() });
export type PayoutTagOption = z.infer<typeof payoutTagOption>;
export const payoutTagOptionsReply = z.object({ data: z.array(payoutTagOption) });

export const customerItem = z.object({
  id: z.number().int(),
  company_name: z.string(),
  subsidiary_id: z.number().int(),
  sales_rep_id: z.number().int().nullable(),
  sales_rep_name: z.string().nullable(),
  referral_payout_tag_id: z.number().int().nullable(),
  contacts_count: z.number().int(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerItem>;
export const customerList = paged(customerItem);
/** GET admin/customers/export: the columns of the CSV of the filtered customers. */
export const CUSTOMER_CSV_COLUMNS = [
  'id',
  'company_name',
  'subsidiary_id',
  'sales_rep_name',
  'contacts_count',
  'created_at',
] as const;
export const customerReply = z.object({ data: customerItem });

const selectedId = (field: string) => `The selected ${field.replace(/_id$/, '').replace(/_/g, ' ')} is invalid.`;
const optionalId = (field: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: selectedId(field) })
      .int()
      .positive()
      .max(MAX_ID, { error: selectedId(field) })
      .nullable()
      .optional(),
  );

/** POST admin/customers and PUT admin/customers/{id}. */
export const customerBody = z
  .object({
    company_name: requiredText('company_name'),
    subsidiary_id: z
      .number({ error: () => requiredMessage('subsidiary_id') })
      .int({ error: 'The subsidiary id must be a whole number.' })
      .positive({ error: 'The subsidiary id must be a whole number.' })
      .max(MAX_ID, { error: 'The subsidiary id must be an id.' }),
    sales_rep_id: optionalId('sales_rep_id'),
    referral_payout_tag_id: optionalId('referral_payout_tag_id'),
  })
  .strict();
export type CustomerBody = z.infer<typeof customerBody>;

export const INVALID_SALES_REP = 'The selected sales rep is invalid.';
export const INVALID_PAYOUT_TAG = 'The selected payout tag is invalid.';

export { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN } from './impersonation-reason.ts';
export const reasonTooShort = (field = 'reason') =>
  `${fieldLabel(field)} must be at least ${IMPERSONATION_REASON_MIN} characters.`;

/** The reason staff give for opening an owner's portal: trimmed, 3 to 500 characters, plain text. */
export const impersonationReason = z
  .string({ error: () => requiredMessage('reason') })
  .trim()
  .min(1, { error: requiredMessage('reason'), abort: true })
  .min(IMPERSONATION_REASON_MIN, { error: reasonTooShort(), abort: true })
  .max(IMPERSONATION_REASON_MAX, {
    error: `${fieldLabel('reason')} may not be greater than ${IMPERSONATION_REASON_MAX} characters.`,
  })
  .pipe(plainText('reason'))
  .meta({ examples: ['Owner asked for help booking a class'] });

/**
 * POST admin/customers/{id}/impersonate: why (required, decision 124), and the contact to act as
 * (default: the company's first).
 */
export const impersonateBody = z
  .object({ customer_user_id: idNumber().optional(), reason: impersonationReason })
  .strict();
export type ImpersonateBody = z.input<typeof impersonateBody>;
