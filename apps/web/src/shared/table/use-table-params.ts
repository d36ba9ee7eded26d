import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { viewerTimeZone } from '../format/date-times.ts';
import { firstDayOfWeek } from '../format/format-locale.ts';
import { ADMIN_PAGE_SIZE } from '@owner-portal/contract/constants';
import { isDateRangePreset, presetRange } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';

export type SortDirection = 'asc' | 'desc';

/** The page sizes a list offers; 15 is the admin lists' default. */
export const PAGE_SIZES = [ADMIN_PAGE_SIZE, 25, 50, 100] as const;

/** A list's state, kept in the URL so back, reload and a shared link keep it (as react-admin does). */
export interface TableParams {
  page: number;
  /** null: the server's default page size. */
  perPage: number | null;
  search: string;
  orderBy: string | null;
  orderDir: SortDirection;
  range: DateRangePreset;
  startDate: string | null;
  endDate: string | null;
  /** Values of the list's own filters (e.g. lang_code), by URL parameter name; absent when unset. */
  filters: Record<string, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readTableParams(params: URLSearchParams, filterNames: readonly string[] = []): TableParams {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const perPage = Number.parseInt(params.get('per_page') ?? '', 10);
  const range = params.get('range');
  const start = params.get('start_date');
  const end = params.get('end_date');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : null,
    search: params.get('search') ?? '',
    orderBy: params.get('order_by'),
    orderDir: params.get('order_dir') === 'desc' ? 'desc' : 'asc',
    range: isDateRangePreset(range) ? range : 'all',
    startDate: start && ISO_DATE.test(start) ? start : null,
    endDate: end && ISO_DATE.test(end) ? end : null,
    filters,
  };
}

export type ListQuery = Record<string, string | number | undefined>;

/**
 * The query a list sends: page, per_page, search, order_by, order_dir, start_date, end_date and its
 * filters, plus tz with the days so the server reads them as the reader's calendar days (decision 041).
 */
export function toListQuery(params: TableParams): ListQuery {
  const dated = Boolean(params.startDate || params.endDate);
  return {
    page: params.page,
    per_page: params.perPage ?? undefined,
    search: params.search || undefined,
    order_by: params.orderBy ?? undefined,
    order_dir: params.orderBy ? params.orderDir : undefined,
    start_date: params.startDate ?? undefined,
    end_date: params.endDate ?? undefined,
    tz: dated ? viewerTimeZone() : undefined,
    ...params.filters,
  };
}

/** The query the list on the current URL sends (its page, size, search, sort, dates and the named filters). */
export function useListQuery(filterNames: readonly string[] = []): ListQuery {
  const [searchParams] = useSearchParams();
  const key = filterNames.join(',');
  // The names are a declaration, constant per list; the key keeps the memo honest.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => toListQuery(readTableParams(searchParams, filterNames)), [searchParams, key]);
}

/** Whether the list is narrowed by a search, a date range or a filter: its empty text says so. */
export function isFiltered(params: TableParams): boolean {
  return Boolean(params.search || params.startDate || params.endDate || Object.keys(params.filters).length);
}

/**
 * The address the last list change asked for, until a render shows it. The router shows a new
 * address in a transition and hands a change the parameters of the last render, so a second
 * change before that render (a typed search settling just after a picked date range) would
 * otherwise drop the first.
 */
let asked: { over: string; next: string } | null = null;

function changeBase(address: string, current: URLSearchParams): URLSearchParams {
  if (asked?.over === address) return new URLSearchParams(asked.next);
  return new URLSearchParams(current);
}

export function useTableParams(filterNames: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const shown = `${pathname}?${searchParams.toString()}`;
  useEffect(() => {
    if (asked && asked.over !== shown) asked = null;
  }, [shown]);
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => readTableParams(searchParams, filterNames), [searchParams, key]);

  /**
   * Every change is a history entry, so Back steps through pages and filters; only
   * corrections the user did not make (a page past the end) replace the entry.
   */
  const update = useCallback(
    (changes: Record<string, string | number | null>, { resetPage = true, replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const over = `${pathname}?${current.toString()}`;
          const next = changeBase(over, current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage) next.delete('page');
          asked = { over, next: next.toString() };
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, pathname],
  );

  return {
    params,
    setPage: (page: number, options: { replace?: boolean } = {}) =>
      update({ page: page > 1 ? page : null }, { resetPage: false, replace: options.replace }),
    setPerPage: (perPage: number) => update({ per_page: perPage === ADMIN_PAGE_SIZE ? null : perPage }),
    setSearch: (search: string) => update({ search }),
    setFilter: (name: string, value: string | null) => update({ [name]: value }),
    /** Drops parameters the list cannot use (a bad link), replacing the history entry: Back does not return to it. */
    dropParams: (names: readonly string[]) =>
      update(Object.fromEntries(names.map((name) => [name, null])), { resetPage: false, replace: true }),
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
