import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { IMPORT, readIndex, specifiers } from './direct-imports.ts';

const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];
/** Mantine's packages whose components import @mantine/core's (their own styles are imported apart). */
const MANTINE_PACKAGES = ['dates', 'notifications', 'carousel'];
/** Each styled part's class names are in `<Name>.module.mjs`; its rules are in `styles/<Name>.css`. */
const CLASS_MODULE = /\/@mantine\/core\/esm\/.*\/([^/]+)\.module\.mjs$/;
const RELATIVE_IMPORT = /(?:import|export)[^'"]*from\s*["'](\.[^"']+)["']/g;

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The styled parts of @mantine/core the app can draw: the class-name modules of the components its
 * sources and Mantine's other packages import by name, and of every module those import in turn
 * (Select is built of Combobox, InputBase, Popover, ...; Checkbox of CheckboxIndicator and InlineInput).
 * Read from the files, before the build, so the sheet's hash follows its content; `buildEnd` checks it
 * against the module graph the build actually made.
 */
function styledPartsUsed(srcDir: string, coreDir: string): Set<string> {
  const exports = readIndex(join(coreDir, 'esm/index.mjs'));
  const sources = [
    ...filesUnder(srcDir, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file)),
    ...MANTINE_PACKAGES.map((pkg) => join(coreDir, '..', pkg, 'esm'))
      .filter(existsSync)
      .flatMap((dir) => filesUnder(dir, /\.mjs$/)),
  ];
  const seen = new Set<string>();
  const styledParts = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(coreDir)) return;
    seen.add(file);
    const styled = CLASS_MODULE.exec(file)?.[1];
    if (styled) styledParts.add(styled);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) visit(resolve(dirname(file), path!));
  };
  for (const source of sources) {
    for (const [, list, pkg] of readFileSync(source, 'utf8').matchAll(IMPORT)) {
      if (pkg !== '@mantine/core') continue;
      for (const { name } of specifiers(list!)) {
        const file = exports.get(name.replace(/^type\s+/, ''))?.file;
        if (file) visit(file);
      }
    }
  }
  return styledParts;
}

/**
 * `@mantine/core/styles.css` holds every component's styles (33 KB brotli, render-blocking on every
 * page). In the build it is replaced by the global sheets and the sheets of the styled parts the app
 * can draw, in the package's own order (a part's sheet follows those of the parts it builds on): a
 * third smaller, so less blocks the first paint (docs/performance.md). The dev server keeps the whole sheet.
 */
export function mantineStyles(root: string): Plugin {
  let sheetPath = '';
  let styledParts = new Set<string>();
  const stylesDir = () => join(dirname(sheetPath), 'styles');
  return {
    name: 'owner-portal:mantine-styles',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      sheetPath = (await this.resolve('@mantine/core/styles.css', join(root, 'src/main.tsx')))?.id ?? '';
      if (!sheetPath) this.error('@mantine/core/styles.css not found');
      styledParts = styledPartsUsed(join(root, 'src'), dirname(sheetPath));
    },
    load(id) {
      if (id !== sheetPath) return null;
      const whole = readFileSync(sheetPath, 'utf8');
      const sheet = (name: string) => readFileSync(join(stylesDir(), `${name}.css`), 'utf8');
      const parts = [...styledParts]
        .map((name) => sheet(name))
        .map((css) => ({ css, at: whole.indexOf(css.trim()) }))
        .sort((a, b) => a.at - b.at);
      if (parts.some((part) => part.at < 0))
        this.error("a part's sheet is not in @mantine/core/styles.css: its order is unknown");
      return [...GLOBAL_SHEETS.map(sheet), ...parts.map((part) => part.css)].join('\n');
    },
    // A styled part in the bundle without its rules would draw unstyled: fail the build instead.
    buildEnd() {
      const missing = new Set<string>();
      for (const id of this.getModuleIds()) {
        const styled = CLASS_MODULE.exec(id)?.[1];
        if (styled && !styledParts.has(styled)) missing.add(styled);
      }
      if (missing.size) this.error(`Mantine parts without their styles: ${[...missing].join(', ')}`);
    },
  };
}
