import { join } from 'node:path';
import { runnerImport } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import type * as Markup from '../src/app/first-paint/first-paint-markup.tsx';
import { ROUTES } from './first-screen-preload.ts';

/** Where index.html's script keeps the first paint (`{}` until the build fills it, and in dev). */
const MARKER = /\/\*first-paint\*\/\s*\{\}/;
/** Where its script keeps the entry's files, each after those it imports (`null` in dev). */
const FILES_MARKER = /\/\*app-files\*\/\s*null/;
/** The built entry's script element, which Vite puts in the head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** Vite's preloads of the files the entry imports, in the head. */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * Fills index.html with what its script needs to draw a signed-in screen from the HTML alone, before
 * the scripts arrive: the layout, rendered by the app's own components (src/app/first-paint/) in each
 * language, and each screen's readers and title (build/routes.json's `heading`). Without it a
 * signed-in screen showed nothing until about 250 KB of scripts had arrived and run.
 */
export function firstPaint(root: string): Plugin {
  return {
    name: 'owner-portal:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!MARKER.test(html)) throw new Error('first paint: index.html lost its /*first-paint*/{} marker');
        const { module } = await runnerImport<typeof Markup>(join(root, 'src/app/first-paint/first-paint-markup.tsx'), {
          configFile: false,
          root,
          logLevel: 'error',
        });
        const data = module.firstPaint(
          ROUTES.filter((route) => route.as !== null),
          join(root, 'src/locales'),
        );
        // The entry starts from the body's script, after the first paint is on screen, one file at a
        // time, each after those it imports, each in a task of its own (evaluated together they were one
        // long task of the main thread). The head's script preloads them then (Vite's own preloads would
        // ask for them beside the sheet that paint waits for), or at once when there is no first paint.
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry || !FILES_MARKER.test(html))
          throw new Error('first paint: no entry script, or no /*app-files*/ marker');
        const files: string[] = [];
        const visit = (file: string) => {
          const chunk = ctx.bundle?.[file] as Rolldown.OutputChunk | undefined;
          if (!chunk || files.includes(`/${file}`)) return;
          chunk.imports.forEach(visit);
          files.push(`/${file}`);
        };
        visit(entry.slice(1));
        if (files.at(-1) !== entry) throw new Error(`first paint: no chunk for ${entry}`);
        return (
          html
            // In a script: no `</script>` can end it early.
            .replace(MARKER, JSON.stringify(data).replace(/</g, '\\u003c'))
            .replace(ENTRY_SCRIPT, '')
            .replace(ENTRY_PRELOAD, '')
            .replace(FILES_MARKER, JSON.stringify(files))
        );
      },
    },
  };
}
