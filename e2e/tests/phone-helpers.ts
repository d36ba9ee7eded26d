import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './a11y-helpers.ts';

/** The dialog's panel lies fully on screen, and axe finds nothing moderate or worse inside it. */
export async function expectFullyVisible(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  // Wait for the opening transition to end, so the box is the final one.
  await expect.poll(async () => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const box = await dialog.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { left: rect.left, right: rect.right, viewport: document.documentElement.clientWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.viewport);
  expect(await axeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
}

/**
 * The page scrolls only up and down: nothing sticks out sideways, once the layout has settled (a
 * viewport just narrowed to a phone's folds its navigation away a moment later).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: 'no sideways scrolling' }).toBeLessThanOrEqual(0);
}

/** Table cells that end past the screen's right edge, that is, behind a sideways scroll: none on a phone. */
export async function cellsOffScreen(page: Page): Promise<string[]> {
  return page.locator('td').evaluateAll((cells) => {
    const width = document.documentElement.clientWidth;
    return cells
      .filter((cell) => cell.getBoundingClientRect().right > width + 0.5)
      .map((cell) => `${cell.getAttribute('data-label') ?? ''}: ${cell.textContent ?? ''}`);
  });
}
