import type { PaginationMeta } from '@owner-portal/contract/paging';

/** The row offset of a 1-based page. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/** meta.pagination of a paged reply. */
export function pageMeta(total: number, count: number, page: number, perPage: number): PaginationMeta {
  return {
    pagination: {
      total,
      count,
      per_page: perPage,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** The reply of a company-scoped list to a contact with no company: nothing to page. */
export const emptyPage = (page: number, perPage: number) => ({ data: [], meta: pageMeta(0, 0, page, perPage) });

const DAY_MS = 86_400_000;

/** How far `timeZone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (yyyy-MM-dd) begins in a time zone, as an ISO string. */
export function startOfDayIn(day: string, timeZone = 'UTC'): string {
  const wallMidnight = Date.parse(`${day}T00:00:00.000Z`);
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return new Date(wallMidnight - zoneOffsetMs(guess, timeZone)).toISOString();
}

/**
 * start_date / end_date (yyyy-MM-dd, both inclusive) as ISO bounds from <= t < to. The days are
 * calendar days in `timeZone` (the list query's tz, decision 041), UTC days when it is absent, so
 * a reader in UTC+14 or UTC-10 finds today's rows under Today.
 */
export function dayRange(start?: string, end?: string, timeZone?: string): { from?: string; to?: string } {
  const zone = timeZone ?? 'UTC';
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    ...(start ? { from: startOfDayIn(start, zone) } : {}),
    ...(end ? { to: startOfDayIn(dayAfter(end), zone) } : {}),
  };
}
