/**
 * The rule of every upsert (decision 115): a change is applied only when the source changed the record
 * after the change stored last. A replay (the same updated_at) and a late, older delivery are
 * acknowledged and change nothing, so retries and out-of-order deliveries never roll data back.
 * A record with no source time (entered by staff, or before the integration) takes any update.
 */
export function isNewer(incoming: string, stored: string | null): boolean {
  return stored === null || Date.parse(incoming) > Date.parse(stored);
}

/** The stored form of the source's time: canonical ISO in UTC, so the engines compare it alike. */
export const sourceTime = (updatedAt: string) => new Date(updatedAt).toISOString();

/** What an upsert did: the status of its reply and whether it changed anything. */
export function upsertOutcome(created: boolean, applied: boolean): { status: 200 | 201; applied: boolean } {
  return { status: created ? 201 : 200, applied };
}

/** The fields given: an optional one left out of an update keeps its stored value. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
