import { z } from 'zod';
import { listQuery } from './paging.ts';
import { languageCode } from './user.ts';

export const giftCard = z.object({ id: z.number().int(), code: z.string(), balance: z.number() });
export type GiftCard = z.infer<typeof giftCard>;

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

export const TRANSACTION_TYPES = ['invoice', 'payment', 'credit_memo', 'refund'] as const;

export const transaction = z.object({
  id: z.number().int(),
  document_number: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.string(),
  memo: z.string().nullable(),
  order_number: z.string().nullable(),
  amount: z.number(),
  date: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionsQuery = listQuery(['date', 'amount', 'document_number', 'type']);
export const TRANSACTION_CSV_COLUMNS = [
  'date',
  'document_number',
  'type',
  'status',
  'memo',
  'order_number',
  'amount',
] as const;
