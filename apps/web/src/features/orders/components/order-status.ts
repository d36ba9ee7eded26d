import { currentFulfilmentStep } from '@owner-portal/contract/orders/fulfilment-steps';
import type { FulfilmentStep } from '@owner-portal/contract/orders/fulfilment-steps';
import type { Order } from '@owner-portal/contract/orders/orders';

export type OrderStatusSummary =
  { kind: 'none' } | { kind: 'single'; step: FulfilmentStep } | { kind: 'split'; shipped: number; total: number };

/** One step when every fulfilment is at it; otherwise how many of the shipments have shipped. */
export function summariseOrderStatus(order: Pick<Order, 'fulfillments'>): OrderStatusSummary {
  const fulfilments = order.fulfillments?.data ?? [];
  if (fulfilments.length === 0) return { kind: 'none' };
  const steps = fulfilments.map((f) => currentFulfilmentStep(f.current_status));
  const first = steps[0] ?? 'ordered';
  if (steps.every((s) => s === first)) return { kind: 'single', step: first };
  return { kind: 'split', shipped: steps.filter((s) => s === 'shipped').length, total: steps.length };
}
