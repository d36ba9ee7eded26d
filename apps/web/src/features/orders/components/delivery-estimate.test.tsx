import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { Fulfillment } from '@owner-portal/contract/orders/orders';
import { theme } from '../../../app/theme.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { deliveryEstimateKey, itemCount, trackingUrl } from './fulfilment-text.ts';

const item = (qty: number, id = 1) => ({ id, item_name: 'Hoop', description: null, serial_number: null, qty });
const fulfilment = (is_shipped: boolean, quantities: number[], shipping_date: string | null = '2026-11-24') => ({
  is_shipped,
  shipping_date,
  items: { data: quantities.map((qty, i) => item(qty, i + 1)) },
});

function sentence(f: Pick<Fulfillment, 'is_shipped' | 'shipping_date' | 'items'>): string {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <DeliveryEstimate fulfillment={f} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('delivery-estimate').textContent ?? '';
}

afterEach(() => act(() => void i18n.changeLanguage('en')));

describe('delivery estimate: shipped or expected to ship, one item or several, with the date and tracking link', () => {
  it.each([
    [true, [1], 'Your item shipped on November 24, 2026.'],
    [true, [1, 1], 'Your items shipped on November 24, 2026.'],
    [false, [1], 'Your item is expected to ship on November 24, 2026.'],
    [false, [3], 'Your items are expected to ship on November 24, 2026.'],
  ])('shipped=%s with quantities %j reads “%s”', (shipped, quantities, text) => {
    expect(sentence(fulfilment(shipped, quantities))).toBe(text);
  });

  it.each([
    [true, [1], 'Su artículo se envió el 24 de noviembre de 2026.'],
    [true, [2], 'Sus artículos se enviaron el 24 de noviembre de 2026.'],
    [false, [1], 'Está previsto que su artículo se envíe el 24 de noviembre de 2026.'],
    [false, [1, 1], 'Está previsto que sus artículos se envíen el 24 de noviembre de 2026.'],
  ])('in Spanish, shipped=%s with quantities %j reads “%s”', async (shipped, quantities, text) => {
    await act(() => i18n.changeLanguage('es'));
    expect(sentence(fulfilment(shipped, quantities))).toBe(text);
  });

  it('says so when there is no shipping date yet', () => {
    expect(sentence(fulfilment(false, [2], null))).toBe('Your items do not have a shipping date yet.');
  });

  it('counts pieces, not lines, and one when the items are not loaded', () => {
    expect(itemCount(fulfilment(false, [2, 1]))).toBe(3);
    expect(itemCount({ items: undefined })).toBe(1);
    expect(deliveryEstimateKey({ is_shipped: true, shipping_date: '2026-01-01', items: undefined })).toBe(
      'estimate.shippedOne',
    );
  });
});

describe('trackingUrl', () => {
  it.each([
    ['UPS', '1Z999', 'https://www.ups.com/track?tracknum=1Z999'],
    ['FedEx', '7712', 'https://www.fedex.com/fedextrack/?trknbr=7712'],
    ['usps', '9400 11', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%2011'],
    ['DHL', '123', 'https://www.dhl.com/en/express/tracking.html?AWB=123'],
  ])('%s links to its tracking page', (carrier, number, url) => expect(trackingUrl(carrier, number)).toBe(url));

  it('has no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Pigeon Post', '1')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });
});
