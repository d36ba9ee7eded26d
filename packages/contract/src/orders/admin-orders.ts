import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../schedule/schedule-constants.ts';
import { fulfillmentItem, fulfillmentStatus } from './orders.ts';
import { pretrainingProgress } from '../training/training.ts';

const id = z.number().int();

/** The company a record belongs to, as the back office's pages name it. */
export const adminCompany = z.object({ id, company_name: z.string(), subsidiary_id: id });

const adminFulfillment = z.object({
  id,
  transaction_id: z.string(),
  shipping_carrier: z.string().nullable(),
  shipping_tracking: z.string().nullable(),
  shipping_date: z.string().nullable(),
  is_shipped: z.boolean(),
  current_status: z.string(),
  items: z.array(fulfillmentItem.extend({ product_id: id.nullable(), tier: z.string().nullable() })),
  statuses: z.array(fulfillmentStatus),
});
export type AdminFulfillment = z.infer<typeof adminFulfillment>;

/** GET admin/orders/{id}: an order with its company, fulfilments, items (serials) and status history. */
export const adminOrderReply = z.object({
  data: z.object({
    id,
    order_number: z.string(),
    date: z.string(),
    created_at: z.string(),
    customer: adminCompany,
    fulfillments: z.array(adminFulfillment),
  }),
});
export type AdminOrder = z.infer<typeof adminOrderReply>['data'];

/** Where one contact of the owner company stands with the unit's product. */
export const unitContactTraining = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  ...pretrainingProgress.shape,
  /** The Ri warranty list confirmed (post-training); null: not confirmed. */
  warranty_confirmed_at: z.string().nullable(),
});
export type UnitContactTraining = z.infer<typeof unitContactTraining>;

export const unitClass = z.object({
  id,
  status: z.enum(APPOINTMENT_STATUSES),
  /** The class's start, ISO 8601 in UTC. */
  starts_at: z.string(),
  type_name: z.string(),
  training_topic: z.string(),
  location: z.string(),
  contact: z.object({ id, first_name: z.string(), last_name: z.string() }),
});
export type UnitClass = z.infer<typeof unitClass>;

/** GET admin/units/{id}: a shipped unit (a fulfilment item with a serial number) and its owner's training. */
export const adminUnitReply = z.object({
  data: z.object({
    id,
    serial_number: z.string().nullable(),
    item_name: z.string(),
    description: z.string().nullable(),
    tier: z.string().nullable(),
    product: z.object({ id, display_name: z.string(), series: z.string().nullable() }).nullable(),
    customer: adminCompany,
    order: z.object({ id, order_number: z.string(), date: z.string() }),
    fulfillment: adminFulfillment.omit({ items: true, statuses: true }),
    training: z.object({
      /** Whether the product's series has pre-training, and whether it asks for the Ri warranty confirmation. */
      has_pretraining: z.boolean(),
      warranty_required: z.boolean(),
      contacts: z.array(unitContactTraining),
      /** Live classes the company booked for this unit's series, newest first, in every status. */
      classes: z.array(unitClass),
    }),
  }),
});
export type AdminUnit = z.infer<typeof adminUnitReply>['data'];
