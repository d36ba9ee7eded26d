import { z } from 'zod';

/**
 * The parts of Shopify's webhook payloads the portal reads (REST Admin API shapes: Order,
 * Fulfillment). Everything else Shopify sends is ignored; a field of another type than Shopify
 * documents makes the payload not understood, recorded as such.
 */
const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);
const text = z.string().nullish();

const lineItem = z.object({
  sku: text,
  name: text,
  title: text,
  quantity: z.number().int().nonnegative(),
  /** Line item properties: a `serial_number` one is the unit's serial. */
  properties: z.array(z.object({ name: z.string(), value: z.unknown() })).nullish(),
});
export type ShopifyLineItem = z.infer<typeof lineItem>;

export const shopifyFulfillment = z.object({
  id,
  order_id: id.optional(),
  name: text,
  status: text,
  shipment_status: text,
  tracking_company: text,
  tracking_number: text,
  tracking_numbers: z.array(z.string()).nullish(),
  created_at: z.string(),
  updated_at: z.string().nullish(),
  line_items: z.array(lineItem).default([]),
});
export type ShopifyFulfillment = z.infer<typeof shopifyFulfillment>;

const person = z.object({ first_name: text, last_name: text, email: text }).nullish();

export const shopifyOrder = z.object({
  id,
  name: z.string().min(1),
  email: text,
  contact_email: text,
  created_at: z.string(),
  updated_at: z.string(),
  subtotal_price: z.union([z.string(), z.number()]).nullish(),
  customer: person,
  billing_address: z.object({ name: text }).nullish(),
  discount_codes: z.array(z.object({ code: z.string() })).default([]),
  note_attributes: z.array(z.object({ name: z.string(), value: z.unknown() })).default([]),
  fulfillments: z.array(shopifyFulfillment).default([]),
});
export type ShopifyOrder = z.infer<typeof shopifyOrder>;

export const ORDER_TOPICS = ['orders/create', 'orders/updated', 'orders/paid'] as const;
export const FULFILLMENT_TOPICS = ['fulfillments/create', 'fulfillments/update'] as const;
export const SHOPIFY_TOPICS: readonly string[] = [...ORDER_TOPICS, ...FULFILLMENT_TOPICS];
export const isOrderTopic = (topic: string) => (ORDER_TOPICS as readonly string[]).includes(topic);
