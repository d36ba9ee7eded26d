import type { Fulfillment } from '@owner-portal/contract/orders/orders';

export type EstimateKey =
  | 'estimate.shippedOne'
  | 'estimate.shippedSeveral'
  | 'estimate.expectedOne'
  | 'estimate.expectedSeveral'
  | 'estimate.pendingOne'
  | 'estimate.pendingSeveral';

/** How many pieces a fulfilment carries: the sum of its items' quantities (1 when the items are not loaded). */
export function itemCount(fulfillment: Pick<Fulfillment, 'items'>): number {
  const items = fulfillment.items?.data;
  if (!items || items.length === 0) return 1;
  return items.reduce((sum, item) => sum + Math.max(0, item.qty), 0);
}

/**
 * The delivery estimate sentence: shipped versus expected to ship, one item versus
 * several, with the shipping date; without a date, a sentence that says so.
 */
export function deliveryEstimateKey(
  fulfillment: Pick<Fulfillment, 'is_shipped' | 'shipping_date' | 'items'>,
): EstimateKey {
  const several = itemCount(fulfillment) > 1;
  if (!fulfillment.shipping_date) return several ? 'estimate.pendingSeveral' : 'estimate.pendingOne';
  if (fulfillment.is_shipped) return several ? 'estimate.shippedSeveral' : 'estimate.shippedOne';
  return several ? 'estimate.expectedSeveral' : 'estimate.expectedOne';
}

/** The carrier's tracking page: shared with the shipment mail. */
export { trackingUrl } from '@owner-portal/contract/orders/tracking';
