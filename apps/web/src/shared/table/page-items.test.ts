import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

/** A compact picture of the bar: « first, ‹ previous, [n] current, … ellipsis, » last, › next. */
function picture(current: number, total: number): string {
  return pageItems(current, total)
    .map((item) => {
      switch (item.type) {
        case 'previous':
          return item.disabled ? '(‹)' : '‹';
        case 'next':
          return item.disabled ? '(›)' : '›';
        case 'first':
          return '«';
        case 'last':
          return '»';
        case 'ellipsis':
          return '…';
        case 'page':
          return item.current ? `[${item.page}]` : String(item.page);
      }
    })
    .join(' ');
}

describe('pagination control: all pages under 6, else six at an end and three around the current', () => {
  it('shows all pages when there are fewer than 6', () => {
    expect(picture(3, 5)).toBe('‹ 1 2 [3] 4 5 ›');
  });

  it('shows a single page with disabled previous and next', () => {
    expect(picture(1, 1)).toBe('(‹) [1] (›)');
  });

  it('keeps previous and next even with no pages', () => {
    expect(picture(1, 0)).toBe('(‹) (›)');
  });

  it('shows six pages at the start, then an ellipsis', () => {
    expect(picture(2, 20)).toBe('‹ 1 [2] 3 4 5 6 … » ›');
  });

  it('shows exactly six pages with no ellipsis when there are six', () => {
    expect(picture(1, 6)).toBe('(‹) [1] 2 3 4 5 6 ›');
  });

  it('shows six pages at the end, after an ellipsis', () => {
    expect(picture(19, 20)).toBe('‹ « … 15 16 17 18 [19] 20 ›');
  });

  it('shows three pages around the current one, with ellipses on both sides', () => {
    expect(picture(10, 20)).toBe('‹ « … 9 [10] 11 … » ›');
  });

  it('has no first-page jump before page 6', () => {
    expect(picture(5, 20)).not.toContain('«');
  });

  it('has a first-page jump from page 6', () => {
    expect(picture(6, 20)).toContain('«');
    expect(picture(6, 20)).toBe('‹ « … 5 [6] 7 … » ›');
  });

  it('has a last-page jump when more than 6 pages remain', () => {
    expect(picture(13, 20)).toContain('»');
  });

  it('has no last-page jump when 6 or fewer pages remain', () => {
    expect(picture(14, 20)).not.toContain('»');
  });

  it('disables next on the last page and previous on the first', () => {
    expect(picture(20, 20)).toMatch(/\(›\)$/);
    expect(picture(1, 20)).toMatch(/^\(‹\)/);
  });

  it('clamps a page past the end to the last page', () => {
    expect(picture(99, 7)).toBe('‹ « … 2 3 4 5 6 [7] (›)');
  });

  it('runs on to the last page where no last-page jump is offered', () => {
    expect(picture(14, 20)).toBe('‹ « … 13 [14] 15 16 17 18 19 20 ›');
    expect(picture(1, 7)).toBe('(‹) [1] 2 3 4 5 6 7 ›');
  });
});

describe('pagination control over every (current, total) up to 30', () => {
  const cases = Array.from({ length: 30 }, (_, t) => t + 1).flatMap((total) =>
    Array.from({ length: total }, (_, c) => [c + 1, total] as const),
  );

  it.each(cases)('page %i of %i: the rules hold and every page is a click away', (current, total) => {
    const items = pageItems(current, total);
    const shown = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
    const has = (type: string) => items.some((i) => i.type === type);
    expect(shown).toContain(current);
    if (total < 6) expect(shown).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(has('first')).toBe(current >= 6);
    expect(has('last')).toBe(total - current > 6);
    // The first and last pages are shown or jumped to; the current page's neighbours are shown.
    expect(shown.includes(1) || has('first')).toBe(true);
    expect(shown.includes(total) || has('last')).toBe(true);
    if (current > 1) expect(shown).toContain(current - 1);
    if (current < total) expect(shown).toContain(current + 1);
    // The shown pages are consecutive, with an ellipsis exactly where pages are left out.
    expect(shown).toEqual(Array.from({ length: shown.length }, (_, i) => shown[0]! + i));
    expect(items.some((i) => i.type === 'ellipsis' && i.key === 'start')).toBe(shown[0]! > 1);
    expect(items.some((i) => i.type === 'ellipsis' && i.key === 'end')).toBe(shown.at(-1)! < total);
    // At least six pages at the start or the end, or three around the current.
    if (total >= 6) expect(shown.length).toBeGreaterThanOrEqual(shown[0] === 1 || shown.at(-1) === total ? 6 : 3);
  });
});
