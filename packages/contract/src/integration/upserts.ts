import { z } from 'zod';
import { MAX_ID } from '../params.ts';
import { isCalendarDay } from '../paging.ts';
import {
  blankToNull,
  controlCharactersMessage,
  fieldLabel,
  hasControlCharacter,
  requiredMessage,
  requiredText,
} from '../validation.ts';

/**
 * What every upsert of the integration API shares (decision 115): the source's reference in the path,
 * the source's `updated_at` in the body, and the reply `{data, applied}`.
 */

/** The longest reference a source may use (`external_id`, an order number, a discount code). */
export const REFERENCE_MAX_LENGTH = 64;

export const referenceMessage = (field: string, max = REFERENCE_MAX_LENGTH) =>
  `${fieldLabel(field)} must be 1 to ${max} characters without control characters.`;
export const unknownReference = (field: string) => `The ${fieldLabel(field).toLowerCase()} is unknown.`;
export const UPDATED_AT_MESSAGE = 'The updated at must be a date and time with its offset, e.g. 2026-11-26T09:30:00Z.';

/** A reference in a path or a body: trimmed, 1 to `max` characters, no control characters. */
export const reference = (field: string, max = REFERENCE_MAX_LENGTH) =>
  z
    .string({ error: () => requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .max(max, { error: referenceMessage(field, max) })
    .refine((v) => !hasControlCharacter(v), { error: referenceMessage(field, max) });

/** The source's own last-change time: an update older than the stored one is acknowledged and ignored. */
export const sourceUpdatedAt = z.iso
  .datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? requiredMessage('updated_at') : UPDATED_AT_MESSAGE),
  })
  // Year 0000 is ISO 8601's but no database's: PostgreSQL refuses it, so the contract does first.
  .refine((v) => Number(v.slice(0, 4)) >= 1 && !Number.isNaN(Date.parse(v)), { error: UPDATED_AT_MESSAGE });

/** Optional text: blank means none. */
export const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, { error: `${fieldLabel(field)} may not be greater than ${max} characters.` })
      .refine((v) => !hasControlCharacter(v), { error: controlCharactersMessage(field) })
      .nullable()
      .optional(),
  );

export const calendarDay = (field: string) =>
  requiredText(field, 10).refine(isCalendarDay, { error: `${fieldLabel(field)} must be a date in yyyy-MM-dd form.` });

export const subsidiaryId = z
  .number({ error: () => requiredMessage('subsidiary_id') })
  .int({ error: 'The subsidiary id must be a whole number.' })
  .positive({ error: 'The subsidiary id must be a whole number.' })
  .max(MAX_ID, { error: 'The subsidiary id must be an id.' });

/**
 * The reply of every upsert: the record as stored, and whether this call changed it. `applied: false`
 * answers a replay or an older `updated_at`: nothing was written, `data` is what is stored.
 */
export const upsertReply = <T extends z.ZodType>(data: T) => z.object({ data, applied: z.boolean() });
