import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, whose pages leave a page when a test moves on: the app asks the browser to
 * confirm before a reload or another address loses typed input (`beforeunload`), and a test that
 * leaves a half-filled form behind answers "Leave" as a reader would. Other native dialogs are
 * dismissed, as Playwright does by default (the app opens none).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', (page) =>
      page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss())),
    );
    await use(context);
  },
});
