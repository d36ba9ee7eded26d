/** One control of the pagination bar. */
export type PageItem =
  | { type: 'previous'; page: number; disabled: boolean }
  | { type: 'next'; page: number; disabled: boolean }
  | { type: 'first'; page: 1 }
  | { type: 'last'; page: number }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'start' | 'end' };

const WINDOW = 6;
const FIRST_JUMP_FROM = 6;
const LAST_JUMP_REMAINING = 6;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The pagination control's items:
 * - fewer than 6 pages: every page;
 * - otherwise six pages at the start or at the end, or three around the current page, with ellipses
 *   for the pages left out;
 * - a first-page jump from page 6; a last-page jump when more than 6 pages remain;
 * - previous and next always.
 * Where no last-page jump is offered, the pages run on to the last one (with 20 pages, page 14
 * shows 13 to 20), so every page is a click away: the jumps and the windows meet.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  const page = Math.min(Math.max(1, Math.floor(current)), Math.max(1, total));
  const lastJump = total - page > LAST_JUMP_REMAINING;

  let pages: number[];
  if (total < WINDOW) pages = range(1, total);
  else if (page < FIRST_JUMP_FROM) pages = range(1, lastJump ? WINDOW : total);
  else if (!lastJump) pages = range(Math.min(page - 1, total - WINDOW + 1), total);
  else pages = range(page - 1, page + 1);

  const items: PageItem[] = [{ type: 'previous', page: page - 1, disabled: page <= 1 }];
  if (page >= FIRST_JUMP_FROM) items.push({ type: 'first', page: 1 });
  const firstShown = pages[0] ?? 1;
  const lastShown = pages[pages.length - 1] ?? total;
  if (firstShown > 1) items.push({ type: 'ellipsis', key: 'start' });
  for (const p of pages) items.push({ type: 'page', page: p, current: p === page });
  if (lastShown < total) items.push({ type: 'ellipsis', key: 'end' });
  if (lastJump) items.push({ type: 'last', page: total });
  items.push({ type: 'next', page: page + 1, disabled: page >= total });
  return items;
}
