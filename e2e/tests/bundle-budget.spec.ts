import { expect, test } from './test.ts';
import { FIRST_SCREENS, scriptsFetched, tokenFor } from './page-weight.ts';

// Fewer, larger chunks (apps/web/build/chunks.ts): 43-75 files per first screen before, 7-10 now.
const MAX_SCRIPTS = 10;
/**
 * The one file allowed under 1 KB: the bundler's runtime helpers (0.4 KB, module namespaces and
 * CommonJS interop). Rolldown 1.2 always emits them as a chunk of their own once more than one chunk
 * uses them, and never offers that module to the chunk groups that could take it in.
 */
const BUNDLER_RUNTIME = /\/rolldown-runtime-[\w-]+\.js$/;

// The JavaScript a first screen costs is what the browser fetches for it, not what the
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

// For its largest paint: on a first visit the browser opens six connections to the server; each request that
// shares them with the first screen's scripts delays its paint. The app's styles are the one sheet the
// page links, no picture or sheet is preloaded, nothing is fetched twice, and the shell's own requests
// (the bell's count, the language list), which the first screen does not draw from, wait for its paint.
test.describe('What a first screen fetches before it is painted', () => {
  for (const screen of FIRST_SCREENS.filter((s) => s.signIn)) {
    test(`${screen.path} applies the one style sheet the page links, fetches nothing twice, and asks for the language list only once painted`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const token = await tokenFor(request, screen.signIn!);
      // Fails on a timeout if the shell never asks for the language list (or, on /, the bell's count).
      const shell = screen.path === '/' ? ['/api/languages', '/api/notifications'] : ['/api/languages'];
      const { preloaded, applied, requests, paintedAt, shellRequests } = await scriptsFetched(
        browser,
        baseURL!,
        screen.path,
        token,
        shell,
      );
      expect(preloaded.styles).toEqual([]);
      expect(preloaded.images).toEqual([]);
      expect(applied.styles).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)]);
      const twice = Object.entries(requests).filter(([, count]) => count > 1);
      expect(twice, 'requested more than once').toEqual([]);
      expect(paintedAt).not.toBeNull();
      const early = shellRequests.filter((r) => r.startedAt <= paintedAt!);
      expect(early, `first paint at ${paintedAt} ms`).toEqual([]);
    });
  }
});
