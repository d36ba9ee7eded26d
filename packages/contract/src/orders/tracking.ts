const TRACKING_URLS: Record<string, string> = {
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  dhl: 'https://www.dhl.com/en/express/tracking.html?AWB=',
};

/**
 * The carrier's tracking page for a tracking number, or null for an unknown carrier or no number:
 * the order card and the shipment mail link to the same page.
 */
export function trackingUrl(carrier: string | null, tracking: string | null): string | null {
  if (!carrier || !tracking) return null;
  const key = carrier.toLowerCase().replace(/[^a-z]/g, '');
  const base = TRACKING_URLS[key];
  return base ? `${base}${encodeURIComponent(tracking.trim())}` : null;
}
