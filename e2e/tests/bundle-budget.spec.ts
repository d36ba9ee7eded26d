import { expect, test } from '@playwright/test';
import { FIRST_SCREENS, scriptsFetched, tokenFor } from './page-weight.ts';

// Fewer, larger chunks (apps/web/build/chunks.ts): 43-75 files per first screen before, 4-8 now.
const MAX_SCRIPTS = 10;
/**
 * The one file allowed under 1 KB: the bundler's runtime helpers (0.4 KB, module namespaces and
 * CommonJS interop). Rolldown 1.2 always emits them as a chunk of their own once more than one chunk
 * uses them, and never offers that module to the chunk groups that could take it in.
 */
const BUNDLER_RUNTIME = /\/rolldown-runtime-[\w-]+\.js$/;

// Issue 10: the JavaScript a first screen costs is what the browser fetches for it, not what the
// build manifest lists; each screen is loaded on a cold cache and every script counted until idle.
test.describe('JavaScript budget of the first screens', () => {
  for (const screen of FIRST_SCREENS) {
    test(`${screen.path} fetches at most ${screen.budgetKb} KB of gzipped JavaScript, in at most ${MAX_SCRIPTS} files, none under 1 KB but the bundler runtime`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const token = screen.signIn ? await tokenFor(request, screen.signIn) : null;
      const { scripts, preloaded } = await scriptsFetched(browser, baseURL!, screen.path, token).then((load) => ({
        ...load,
        preloaded: load.preloaded.scripts,
      }));
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const listing = scripts.map((s) => `${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`).join('\n');
      console.log(`${screen.path}: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts\n${listing}`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(total, listing).toBeLessThanOrEqual(screen.budgetKb * 1024);
      expect(scripts.length, listing).toBeLessThanOrEqual(MAX_SCRIPTS);
      const small = scripts.filter((s) => s.gzipBytes < 1024 && !BUNDLER_RUNTIME.test(s.url)).map((s) => s.url);
      expect(small, `files under 1 KB gzipped:\n${listing}`).toEqual([]);
      // A signed-in screen names its area's files in the HTML (they download beside the entry); no
      // screen preloads a file it does not then run, so a preload never adds to what it costs.
      const area = expect.stringMatching(/^\/assets\/(customer|admin)-[\w-]+\.js$/);
      if (screen.signIn) expect(preloaded, listing).toContainEqual(area);
      else expect(preloaded).not.toContainEqual(area);
      expect(preloaded.filter((url) => !scripts.some((s) => s.url === url))).toEqual([]);
    });
  }
});

// Issue 10 (LCP): a signed-in first screen's style sheets, and the dashboard's product pictures, start
// from the HTML beside its scripts. Each preload is a file the screen then uses, fetched once.
test.describe('Style and picture preloads of the first screens', () => {
  for (const screen of FIRST_SCREENS.filter((s) => s.signIn)) {
    test(`${screen.path} preloads only style sheets it applies and pictures it draws, each fetched once`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const token = await tokenFor(request, screen.signIn!);
      const { preloaded, applied, requests } = await scriptsFetched(browser, baseURL!, screen.path, token);
      expect(preloaded.styles.length, 'the area has its own style sheet').toBeGreaterThan(0);
      expect(preloaded.styles.filter((sheet) => !applied.styles.includes(sheet))).toEqual([]);
      if (screen.path === '/') expect(preloaded.images.length, 'the demo owner has products').toBeGreaterThan(0);
      else expect(preloaded.images).toEqual([]);
      expect(preloaded.images.filter((image) => !applied.images.includes(image))).toEqual([]);
      const twice = Object.entries(requests).filter(([, count]) => count > 1);
      expect(twice, 'requested more than once').toEqual([]);
    });
  }
});
