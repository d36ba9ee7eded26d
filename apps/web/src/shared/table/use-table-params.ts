import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { firstDayOfWeek } from '../format/format-locale.ts';
import { isDateRangePreset, presetRange } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';

export type SortDirection = 'asc' | 'desc';

/** A list's state, kept in the URL so back, reload and a shared link keep it (STYLE: react-admin). */
export interface TableParams {
  page: number;
  search: string;
  orderBy: string | null;
  orderDir: SortDirection;
  range: DateRangePreset;
  startDate: string | null;
  endDate: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readTableParams(params: URLSearchParams): TableParams {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const range = params.get('range');
  const start = params.get('start_date');
  const end = params.get('end_date');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    orderBy: params.get('order_by'),
    orderDir: params.get('order_dir') === 'desc' ? 'desc' : 'asc',
    range: isDateRangePreset(range) ? range : 'all',
    startDate: start && ISO_DATE.test(start) ? start : null,
    endDate: end && ISO_DATE.test(end) ? end : null,
  };
}

/** The browser's IANA time zone, e.g. Pacific/Kiritimati; undefined where Intl cannot tell. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The query a list sends: page, search, order_by, order_dir, start_date and end_date, plus tz with
 * the days so the server reads them as the reader's calendar days (decision 041).
 */
export function toListQuery(params: TableParams): Record<string, string | number | undefined> {
  const dated = Boolean(params.startDate || params.endDate);
  return {
    page: params.page,
    search: params.search || undefined,
    order_by: params.orderBy ?? undefined,
    order_dir: params.orderBy ? params.orderDir : undefined,
    start_date: params.startDate ?? undefined,
    end_date: params.endDate ?? undefined,
    tz: dated ? browserTimeZone() : undefined,
  };
}

/** The query the list on the current URL sends (its page, search, sort and dates). */
export function useListQuery(): Record<string, string | number | undefined> {
  const [searchParams] = useSearchParams();
  return toListQuery(readTableParams(searchParams));
}

export function useTableParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readTableParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return {
    params,
    setPage: (page: number) => update({ page: page > 1 ? page : null }, false),
    setSearch: (search: string) => update({ search }),
    /** Sorting a column cycles ascending, descending, then off. */
    toggleSort: (column: string) => {
      if (params.orderBy !== column) update({ order_by: column, order_dir: 'asc' });
      else if (params.orderDir === 'asc') update({ order_by: column, order_dir: 'desc' });
      else update({ order_by: null, order_dir: null });
    },
    setRange: (range: DateRangePreset, custom?: { start: string | null; end: string | null }) => {
      const bounds =
        range === 'custom' ? (custom ?? { start: null, end: null }) : presetRange(range, new Date(), firstDayOfWeek());
      update({ range: range === 'all' ? null : range, start_date: bounds.start, end_date: bounds.end });
    },
  };
}
