import { describe, expect, it } from 'vitest';
import { becameShipped, sameItems, sameStatuses, statusHistory, type ItemValues } from './order-upsert.rules.ts';

const item = (overrides: Partial<ItemValues> = {}): ItemValues => ({
  product_id: 1,
  item_name: 'Persona PRO 1501',
  description: null,
  serial_number: 'PRS-1',
  tier: null,
  qty: 1,
  ...overrides,
});

describe('a fulfilment becomes shipped once', () => {
  it('when it arrives shipped, or turns shipped; never when it was already shipped or is not', () => {
    expect(becameShipped(undefined, true)).toBe(true);
    expect(becameShipped(false, true)).toBe(true);
    expect(becameShipped(true, true)).toBe(false);
    expect(becameShipped(undefined, false)).toBe(false);
    expect(becameShipped(true, false)).toBe(false);
  });
});

describe('items are rewritten only when they changed', () => {
  it('sees the same lines in the same order as unchanged, and any difference as a change', () => {
    expect(sameItems([item(), item({ qty: 2 })], [item(), item({ qty: 2 })])).toBe(true);
    expect(sameItems([item()], [item({ serial_number: 'PRS-2' })])).toBe(false);
    expect(sameItems([item()], [item(), item()])).toBe(false);
    expect(sameItems([item({ qty: 2 }), item()], [item(), item({ qty: 2 })])).toBe(false);
  });
});

describe('the status history', () => {
  const stored = [
    { status: 'ordered', created_at: '2026-11-01T10:00:00.000Z' },
    { status: 'picked', created_at: '2026-11-02T10:00:00.000Z' },
  ];
  const now = '2026-11-26T12:00:00.000Z';

  it('keeps the first time of a status sent again without one, and stamps a new one now', () => {
    const wanted = statusHistory(
      [
        { status: 'ordered', created_at: null },
        { status: 'picked', created_at: null },
        { status: 'shipped', created_at: null },
      ],
      stored,
      now,
    );
    expect(wanted).toEqual([...stored, { status: 'shipped', created_at: now }]);
    expect(sameStatuses(stored, wanted)).toBe(false);
  });

  it('takes the time the source gives, in UTC, and sees an unchanged history as such', () => {
    const wanted = statusHistory(
      [
        { status: 'ordered', created_at: '2026-11-01T11:00:00+01:00' },
        { status: 'picked', created_at: null },
      ],
      stored,
      now,
    );
    expect(wanted).toEqual(stored);
    expect(sameStatuses(stored, wanted)).toBe(true);
  });
});
