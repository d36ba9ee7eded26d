import { fieldLabel } from '@owner-portal/contract/validation';

/**
 * A write that lost a race to a unique index: the field it broke, and the text the route's own
 * pre-check gives ('The email has already been taken.'), so a race answers the same 422 as a
 * sequential duplicate on both engines. A key of several columns is reported on its last column
 * (the value within its scope, as in `(customer_id, code)`). Null for any other error.
 */
export function uniqueViolation(err: unknown): { field: string; message: string } | null {
  const column = violatedColumn(err);
  if (!column) return null;
  return { field: column, message: `The ${fieldLabel(column).toLowerCase()} has already been taken.` };
}

function violatedColumn(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, message, detail } = err as { code?: unknown; message?: unknown; detail?: unknown };
  // better-sqlite3: "UNIQUE constraint failed: customer_users.email[, table.other]"
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
    const columns = message.replace(/^.*constraint failed: /, '').split(', ');
    return columns.at(-1)?.split('.').at(-1) ?? null;
  }
  // PostgreSQL unique_violation: detail "Key (email)=(x) already exists." or "Key (customer_id, code)=(…)".
  if (code === '23505' && typeof detail === 'string') {
    const columns = /^Key \(([^)]*)\)=/.exec(detail)?.[1]?.split(', ');
    const last = columns?.at(-1);
    return last && /^\w+$/.test(last) ? last : null;
  }
  return null;
}
