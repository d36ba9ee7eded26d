import { z } from 'zod';
import { flag } from '../products/admin-catalog.ts';
import { requiredText } from '../validation.ts';
import { calendarDay, optionalText, reference, sourceUpdatedAt, upsertReply } from './upserts.ts';

/**
 * `PUT integration/orders/{order_number}` (decision 115): an order with its fulfilments, each found by
 * its `transaction_id` within the order. A fulfilment sent is its whole state (its items and status
 * history are replaced by what is sent); a fulfilment not sent is left as it is.
 */

export const ORDER_LIMITS = { fulfillments: 50, items: 200, statuses: 20, qty: 100_000 } as const;
export const ITEM_NEEDS_NAME = 'An item needs its netsuite_name or, for an item outside the catalogue, its item_name.';
export const TRANSACTION_ID_TWICE = 'Each fulfillment of an order needs its own transaction_id.';

const fulfillmentItemBody = z
  .object({
    /** The catalogue product (PUT integration/products/{netsuite_name}); a shipped unit with a serial is the owner's. */
    netsuite_name: optionalText('netsuite_name', 255),
    /** The line's name; the product's display name when absent. */
    item_name: optionalText('item_name', 255),
    description: optionalText('description', 2000),
    serial_number: optionalText('serial_number', 64),
    tier: optionalText('tier', 64),
    qty: z
      .number({ error: 'The qty must be a whole number from 1.' })
      .int({ error: 'The qty must be a whole number from 1.' })
      .min(1, { error: 'The qty must be a whole number from 1.' })
      .max(ORDER_LIMITS.qty, { error: `The qty may not be greater than ${ORDER_LIMITS.qty}.` })
      .default(1),
  })
  .strict()
  .refine((item) => item.netsuite_name || item.item_name, { error: ITEM_NEEDS_NAME, path: ['netsuite_name'] });

const fulfillmentStatusBody = z
  .object({
    status: requiredText('status', 32),
    /** When the fulfilment reached it; the time it was first stored when absent. */
    created_at: z.iso
      .datetime({ offset: true, error: 'The created at must be a date and time with its offset.' })
      .nullable()
      .optional(),
  })
  .strict();

const fulfillmentBody = z
  .object({
    transaction_id: reference('transaction_id'),
    shipping_carrier: optionalText('shipping_carrier', 64),
    shipping_tracking: optionalText('shipping_tracking', 128),
    shipping_date: z.preprocess((v) => (v === '' ? null : v), calendarDay('shipping_date').nullable().optional()),
    is_shipped: flag('is_shipped'),
    /** ordered, picked, packed or shipped as the owner's tracker reads it (any case). */
    current_status: requiredText('current_status', 32),
    statuses: z.array(fulfillmentStatusBody).max(ORDER_LIMITS.statuses).default([]),
    items: z.array(fulfillmentItemBody).max(ORDER_LIMITS.items).default([]),
  })
  .strict();

export const integrationOrderBody = z
  .object({
    customer_external_id: reference('customer_external_id'),
    date: calendarDay('date'),
    fulfillments: z.array(fulfillmentBody).max(ORDER_LIMITS.fulfillments).default([]),
    updated_at: sourceUpdatedAt,
  })
  .strict()
  .superRefine((order, ctx) => {
    const seen = new Set<string>();
    order.fulfillments.forEach((f, i) => {
      if (seen.has(f.transaction_id))
        ctx.addIssue({ code: 'custom', path: ['fulfillments', i, 'transaction_id'], message: TRANSACTION_ID_TWICE });
      seen.add(f.transaction_id);
    });
  });
export type IntegrationOrderBody = z.infer<typeof integrationOrderBody>;

export const integrationOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  customer_external_id: z.string().nullable(),
  date: z.string(),
  updated_at: z.string().nullable(),
  fulfillments: z.array(
    z.object({
      id: z.number().int(),
      transaction_id: z.string(),
      shipping_carrier: z.string().nullable(),
      shipping_tracking: z.string().nullable(),
      shipping_date: z.string().nullable(),
      is_shipped: z.boolean(),
      current_status: z.string(),
      statuses: z.array(z.object({ status: z.string(), created_at: z.string() })),
      items: z.array(
        z.object({
          id: z.number().int(),
          netsuite_name: z.string().nullable(),
          item_name: z.string(),
          description: z.string().nullable(),
          serial_number: z.string().nullable(),
          tier: z.string().nullable(),
          qty: z.number().int(),
        }),
      ),
    }),
  ),
});
export type IntegrationOrder = z.infer<typeof integrationOrder>;
export const integrationOrderReply = upsertReply(integrationOrder);
