/**
 * The decisions of an order upsert, on plain values: which fulfilments became shipped (what the
 * shipment mail and the owner's products follow), and whether a fulfilment's items and status
 * history changed, so an update that sends them unchanged rewrites nothing and keeps their ids.
 */

export interface ItemValues {
  product_id: number | null;
  item_name: string;
  description: string | null;
  serial_number: string | null;
  tier: string | null;
  qty: number;
}

export interface StatusValues {
  status: string;
  /** ISO 8601 in UTC. */
  created_at: string;
}

/** A fulfilment becomes shipped once: when it is new and shipped, or was not shipped before. */
export const becameShipped = (wasShipped: boolean | undefined, isShipped: boolean) => isShipped && !wasShipped;

const itemKey = (i: ItemValues) =>
  JSON.stringify([i.product_id, i.item_name, i.description, i.serial_number, i.tier, i.qty]);

/** The same lines in the same order. */
export function sameItems(stored: readonly ItemValues[], incoming: readonly ItemValues[]): boolean {
  return stored.length === incoming.length && stored.every((item, i) => itemKey(item) === itemKey(incoming[i]!));
}

/**
 * The status history to store: each status at the time the source gives, else when it was first
 * stored (a status sent again without its time keeps its first one), else `now`.
 */
export function statusHistory(
  incoming: readonly { status: string; created_at: string | null }[],
  stored: readonly StatusValues[],
  now: string,
): StatusValues[] {
  const unused = [...stored];
  return incoming.map(({ status, created_at }) => {
    const earlier = unused.findIndex((s) => s.status === status);
    const kept = earlier >= 0 ? unused.splice(earlier, 1)[0]!.created_at : null;
    return { status, created_at: created_at ? new Date(created_at).toISOString() : (kept ?? now) };
  });
}

export function sameStatuses(stored: readonly StatusValues[], wanted: readonly StatusValues[]): boolean {
  return (
    stored.length === wanted.length &&
    stored.every((s, i) => s.status === wanted[i]!.status && s.created_at === wanted[i]!.created_at)
  );
}
