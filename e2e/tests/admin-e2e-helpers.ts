import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { axeFindings } from './a11y-helpers.ts';

/**
 * Fails on serious or critical axe violations only, in the screen's own content: the shell's
 * navigation and footer belong to the shell and are checked by its own suite.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  const scan = { include, exclude: ['#shell-navigation', 'footer'], worst: 'serious', rules: 'all' } as const;
  expect(await axeFindings(page, scan)).toEqual([]);
}

/** Types into the shared table's search box and waits for the debounced URL change. */
export async function searchTable(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
}

/**
 * Searches the shared table and waits until every row it shows contains `text`: the last page's rows
 * stay on screen until the answer comes, so a layout measured sooner may be of the table changing.
 */
export async function searchTableUntilOnly(page: Page, text: string): Promise<void> {
  await searchTable(page, text);
  await expect(page.locator('tbody tr').filter({ hasNotText: text })).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Types into a select that asks the server for matches (500 ms after typing stops) and picks an
 * option once the list holds only the matches: until then it still shows the last list, and an
 * option clicked as the new list replaces it is lost, as it would be for a person.
 */
export async function chooseSearchResult(
  page: Page,
  combobox: Locator,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  await combobox.fill(typed);
  await expect(page.getByRole('option').filter({ hasNotText: typed })).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('option', { name: option }).click();
  await expect(combobox).toHaveValue(option);
}

/**
 * Switches the staff interface to Spanish from the header's selector, as staff do, without storing it
 * on the shared demo account other tests sign in as at the same time: the save is answered here with
 * the same token. The page then stays in Spanish until it is reloaded.
 */
export async function switchStaffToSpanish(page: Page): Promise<void> {
  await page.route('**/api/admin/update', async (route) => {
    const token = (route.request().headers().authorization ?? '').replace(/^Bearer /, '');
    await route.fulfill({ json: { token } });
  });
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}
