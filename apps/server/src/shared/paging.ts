import type { PaginationMeta } from '@owner-portal/contract/paging';

/** The row offset of a 1-based page. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/** meta.pagination of a paged reply (DESIGN "Server"). */
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

/** start_date / end_date (yyyy-MM-dd, both inclusive, UTC days) as ISO bounds: from <= t < to. */
export function dayRange(start?: string, end?: string): { from?: string; to?: string } {
  const to = end ? new Date(Date.parse(`${end}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined;
  return { ...(start ? { from: `${start}T00:00:00.000Z` } : {}), ...(to ? { to } : {}) };
}
