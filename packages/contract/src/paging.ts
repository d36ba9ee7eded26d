import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './constants.ts';
import { plainText } from './validation.ts';

export const paginationMeta = z.object({
  pagination: z.object({
    total: z.number().int(),
    count: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta });
}

const positiveInt = (field: string, max: number) =>
  z.coerce
    .number({ error: `The ${field} must be a whole number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .min(1, { error: `The ${field} must be at least 1.` })
    .max(max, { error: `The ${field} may not be greater than ${max}.` });

/** The years a date of this portal may fall in: outside them a date is a typing slip or a probe. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/** True for a yyyy-MM-dd that names a real calendar day from MIN_YEAR to MAX_YEAR (not 2026-13-01, 2026-02-30 or 0000-01-01). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const isoDate = (field: string) =>
  z.string().refine(isCalendarDay, { error: `The ${field} must be a date in yyyy-MM-dd form.` });

/** True for an IANA time zone name this runtime knows, e.g. Pacific/Kiritimati or UTC. */
export function isTimeZone(text: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/**
 * The reader's time zone for start_date/end_date (decision 041): the days are that zone's calendar
 * days. Without it they are UTC days, as before.
 */
export const timeZoneParam = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'The tz must be an IANA time zone name, e.g. America/New_York.' });

/** Common list query parameters; order_by is whitelisted per list with `z.enum`. */
export function listQuery<const Columns extends readonly [string, ...string[]]>(
  orderColumns: Columns,
  maxPerPage = MAX_PAGE_SIZE,
) {
  return z.object({
    page: positiveInt('page', 1_000_000).default(1),
    per_page: positiveInt('per_page', maxPerPage).default(ADMIN_PAGE_SIZE),
    search: plainText('search').trim().max(SEARCH_MAX_LENGTH).optional(),
    order_by: z.enum(orderColumns, { error: `The order by must be one of: ${orderColumns.join(', ')}.` }).optional(),
    order_dir: z.enum(['asc', 'desc'], { error: 'The order dir must be asc or desc.' }).default('asc'),
    start_date: isoDate('start date').optional(),
    end_date: isoDate('end date').optional(),
    tz: timeZoneParam.optional(),
  });
}

/** A list whose page size defaults to its largest, `size` (series and videos 100, machine types and templates 1000). */
export function listQueryOfSize<const Columns extends readonly [string, ...string[]]>(
  orderColumns: Columns,
  size: number,
) {
  const query = listQuery(orderColumns, size);
  return query.extend({ per_page: query.shape.per_page.unwrap().default(size) });
}
