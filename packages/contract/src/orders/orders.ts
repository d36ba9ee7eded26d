import { z } from 'zod';
import { includeList } from '../products/catalog.ts';
import { listQuery } from '../paging.ts';

export const fulfillmentItem = z.object({
  id: z.number().int(),
  item_name: z.string(),
  description: z.string().nullable(),
  serial_number: z.string().nullable(),
  qty: z.number().int(),
});

export const fulfillmentStatus = z.object({ status: z.string(), created_at: z.string() });

export const fulfillment = z.object({
  id: z.number().int(),
  transaction_id: z.string(),
  shipping_carrier: z.string().nullable(),
  shipping_tracking: z.string().nullable(),
  shipping_date: z.string().nullable(),
  is_shipped: z.boolean(),
  current_status: z.string(),
  items: z.object({ data: z.array(fulfillmentItem) }).optional(),
  statuses: z.object({ data: z.array(fulfillmentStatus) }).optional(),
});
export type Fulfillment = z.infer<typeof fulfillment>;

export const order = z.object({
  id: z.number().int(),
  order_number: z.string(),
  date: z.string(),
  created_at: z.string(),
  fulfillments: z.object({ data: z.array(fulfillment) }).optional(),
});
export type Order = z.infer<typeof order>;

export const ORDER_INCLUDES = ['fulfillments', 'fulfillments.statuses', 'fulfillments.items'] as const;

export const ordersQuery = listQuery(['created_at', 'date', 'order_number']).extend({
  include: includeList(ORDER_INCLUDES),
  /** The latest-order form: limit=1&order_by=created_at&order_dir=desc. */
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

// Kept in a module without zod, so a screen that shows a tracker does not download the schema library.
export { currentFulfilmentStep, fulfilmentStepStates, type FulfilmentStep, type StepState } from './fulfilment-steps.ts';
