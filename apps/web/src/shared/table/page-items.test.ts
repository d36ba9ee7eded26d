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
});
