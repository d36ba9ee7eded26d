import { ORDER_LIMITS } from '@owner-portal/contract/integration/orders';
import type { FulfillmentValues } from './orders.repository.ts';
import type { ShopifyFulfillment, ShopifyLineItem, ShopifyOrder } from './shopify-payloads.ts';

/** A Shopify line as the portal stores an item: by SKU (= netsuite_name) when it has one. */
export interface ShopifyLine {
  sku: string | null;
  name: string;
  qty: number;
  serial: string | null;
}

export interface ShopifyFulfilmentValues {
  transactionId: string;
  values: FulfillmentValues;
  statuses: { status: string; created_at: string | null }[];
  lines: ShopifyLine[];
}

const clip = (value: string, max: number) => value.slice(0, max);
const nonBlank = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

function serialOf(item: ShopifyLineItem): string | null {
  const entry = item.properties?.find((p) => /^serial[ _]?(number)?$/i.test(p.name.trim()));
  return typeof entry?.value === 'string' && entry.value.trim() ? clip(entry.value.trim(), 64) : null;
}

export const lineOf = (item: ShopifyLineItem): ShopifyLine => ({
  sku: nonBlank(item.sku),
  name: clip(nonBlank(item.name) ?? nonBlank(item.title) ?? nonBlank(item.sku) ?? 'Item', 255),
  qty: Math.min(Math.max(item.quantity, 1), ORDER_LIMITS.qty),
  serial: serialOf(item),
});

/**
 * A Shopify fulfilment as the portal's: its id is the transaction_id, `success` is shipped (the step
 * the order card shows), cancelled and failed ones are not.
 */
export function fulfilmentOf(f: ShopifyFulfillment): ShopifyFulfilmentValues {
  const shipped = f.status === 'success';
  const step = shipped
    ? 'shipped'
    : f.status === 'cancelled'
      ? 'cancelled'
      : f.status === 'error' || f.status === 'failure'
        ? 'failed'
        : 'ordered';
  const tracking = nonBlank(f.tracking_number) ?? nonBlank(f.tracking_numbers?.[0]);
  return {
    transactionId: f.id,
    values: {
      shipping_carrier: nonBlank(f.tracking_company) ? clip(f.tracking_company!.trim(), 64) : null,
      shipping_tracking: tracking ? clip(tracking, 128) : null,
      shipping_date: shipped ? f.created_at.slice(0, 10) : null,
      is_shipped: shipped ? 1 : 0,
      current_status: step,
    },
    statuses: shipped
      ? [
          { status: 'ordered', created_at: null },
          { status: 'shipped', created_at: f.created_at },
        ]
      : [{ status: step, created_at: null }],
    lines: f.line_items.slice(0, ORDER_LIMITS.items).map(lineOf),
  };
}

/** The contact the order belongs to: its email, else the customer's. */
export const buyerEmailOf = (order: ShopifyOrder): string | null =>
  nonBlank(order.email ?? order.contact_email ?? order.customer?.email)?.toLowerCase() ?? null;

export function buyerNameOf(order: ShopifyOrder): string | null {
  const name = [order.customer?.first_name, order.customer?.last_name].filter((p) => nonBlank(p)).join(' ');
  return nonBlank(name) ?? nonBlank(order.billing_address?.name);
}

/** The codes that may be a referral code: each discount code, then a `ref` note attribute. */
export function referralCandidates(order: ShopifyOrder): string[] {
  const codes = order.discount_codes.map((d) => d.code.trim());
  const ref = order.note_attributes.find((a) => a.name.trim().toLowerCase() === 'ref')?.value;
  if (typeof ref === 'string') codes.push(ref.trim());
  return [...new Set(codes.filter(Boolean))];
}

/** The sale's amount: the subtotal after discounts, before shipping and taxes; null when none. */
export function saleAmountOf(order: ShopifyOrder): number | null {
  const amount = Number(order.subtotal_price);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}
