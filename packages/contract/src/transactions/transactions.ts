import { z } from 'zod';
import { listQuery } from '../paging.ts';

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
