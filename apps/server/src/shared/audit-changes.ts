/** An update's changed fields: `{field: [before, after]}` (decision 124). */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** Fields whose values never go into the log, whatever the record: passwords, secrets, tokens, keys. */
const SECRET = /pass(word)?|secret|token|key_hash|signature/i;

const comparable = (value: unknown): string => JSON.stringify(value ?? null);

/**
 * What an update changed, from the record as it was (`before`, the write's `find`) and the values the
 * request asked for (`sent`, its validated body): each sent field the record has under the same name
 * (or `x_id` against the record's `x.id`), whose value differs. Fields the record does not show, and
 * secrets, are left out. The values are the record's as the API shows them and the body's as sent.
 */
export function changedFields(before: unknown, sent: unknown): FieldChanges | null {
  if (!isRecord(before) || !isRecord(sent)) return null;
  const changes: FieldChanges = {};
  for (const [field, after] of Object.entries(sent)) {
    if (after === undefined || SECRET.test(field)) continue;
    const old = valueOf(before, field);
    if (old === NOT_SHOWN) continue;
    if (comparable(old) !== comparable(after)) changes[field] = [old ?? null, after];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

const NOT_SHOWN = Symbol('not shown');

function valueOf(record: Record<string, unknown>, field: string): unknown {
  if (Object.hasOwn(record, field)) return record[field];
  // customer_id sent, customer {id, ...} shown.
  const owner = field.endsWith('_id') ? record[field.slice(0, -3)] : undefined;
  if (owner === null && Object.hasOwn(record, field.slice(0, -3))) return null;
  if (isRecord(owner) && Object.hasOwn(owner, 'id')) return owner.id;
  return NOT_SHOWN;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
