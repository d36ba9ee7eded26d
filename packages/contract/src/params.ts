import { z } from 'zod';

/** The largest id an integer column holds on both engines. */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID = 'The id must be a whole number in plain digits.';

/**
 * A record id in a path: plain decimal digits, no sign, spaces, leading zeros, `0x1` or `1e0`, so each
 * record has one address (docs/security.md). The server answers anything else 404: the path names no record.
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: INVALID_ID })
  .transform(Number)
  .refine((id) => id <= MAX_ID, { error: INVALID_ID });

/** Path parameters of a route addressed by one id (`/admin/customer_users/:id`). */
export const idParams = z.object({ id: idParam });

type NumberParams = { error: string };

export const ID_OUT_OF_RANGE = `An id is a whole number from 1 to ${MAX_ID}.`;

/** A record id in a JSON body: a whole number an integer column holds on both engines (1..MAX_ID). */
export const idNumber = (params?: NumberParams) =>
  z.number(params).int(params).positive(params).max(MAX_ID, { error: ID_OUT_OF_RANGE });

/** A record id in a query string (`?group_id=3`): the same range, read from text. */
export const idQueryNumber = (params?: NumberParams) =>
  z.coerce.number(params).int(params).positive(params).max(MAX_ID, { error: ID_OUT_OF_RANGE });
