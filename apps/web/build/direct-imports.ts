import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Packages whose index module re-exports every component (every hook, for @mantine/hooks): imports
 * from them go to the component's own file.
 */
const PACKAGES = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/carousel',
  '@mantine/hooks',
  '@tabler/icons-react',
];
export const IMPORT =
  /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/(?:core|dates|notifications|carousel|hooks)|@tabler\/icons-react)["'];?/g;

/** Where each name an index module exports is defined: the file and the name it has there. */
export type ExportMap = Map<string, { file: string; name: string }>;

export const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return { name: name!, alias: alias ?? name! };
    });

/**
 * Reads an index module made of `import { a, b as c } from './x.mjs'`, `export { a, c as d }` and
 * `export { default as E } from './y.mjs'` lines (how Mantine and Tabler publish theirs). Names it
 * cannot place (namespaces, `export *`) are left out, so their imports keep going through the index.
 */
export function readIndex(indexFile: string): ExportMap {
  const code = readFileSync(indexFile, 'utf8');
  const local = new Map<string, { file: string; name: string }>();
  const map: ExportMap = new Map();
  // A package the index re-exports from (Mantine's RemoveScroll) is kept as written; resolved later.
  const at = (path: string) => (path.startsWith('.') ? resolve(dirname(indexFile), path) : path);
  for (const [, list, path] of code.matchAll(/^import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    for (const { name, alias } of specifiers(list!)) local.set(alias, { file: at(path!), name });
  }
  for (const [, list, path] of code.matchAll(/^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    for (const { name, alias } of specifiers(list!)) map.set(alias, { file: at(path!), name });
  }
  for (const [, list] of code.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const { name, alias } of specifiers(list!)) {
      const source = local.get(name);
      if (source) map.set(alias, source);
    }
  }
  return map;
}

/**
 * Rewrites `import { Button, Modal } from '@mantine/core'` (in the app and in Mantine's other
 * packages) into imports of each component's own module, as babel-plugin-import does. Without it
 * every module that names a component imports the package's index, which imports every component
 * the build kept: whichever chunk holds the index then loads all of them, so a form-only component
 * used by one screen was downloaded by every signed-in first screen, past its JavaScript budget.
 */
export function directImports(): Plugin {
  const indexes = new Map<string, ExportMap>();
  return {
    name: 'owner-portal:direct-imports',
    apply: 'build',
    // A name the index module could not place would bring the whole package back: fail the build.
    buildEnd() {
      for (const index of indexes.keys()) {
        const importers = this.getModuleInfo(index)?.importers ?? [];
        if (importers.length) this.error(`${index} is still imported by ${importers.join(', ')}`);
      }
    },
    transform: {
      filter: { code: /@mantine\/|@tabler\/icons-react/ },
      async handler(code, id) {
        if (id.startsWith('\0')) return null;
        let changed = false;
        const pieces: string[] = [];
        let last = 0;
        for (const match of code.matchAll(IMPORT)) {
          const [statement, list, pkg] = match;
          const index = (await this.resolve(pkg!, id))?.id;
          if (!index || !PACKAGES.includes(pkg!)) continue;
          if (!indexes.has(index)) indexes.set(index, readIndex(index));
          const exports = indexes.get(index)!;
          const byFile = new Map<string, string[]>();
          const rest: string[] = [];
          for (const { name, alias } of specifiers(list!)) {
            if (name.startsWith('type ')) continue;
            const source = exports.get(name);
            if (!source) rest.push(name === alias ? name : `${name} as ${alias}`);
            else byFile.set(source.file, [...(byFile.get(source.file) ?? []), `${source.name} as ${alias}`]);
          }
          const lines: string[] = [];
          for (const [file, names] of byFile) {
            const path = file.startsWith('/') ? file : ((await this.resolve(file, index))?.id ?? file);
            lines.push(`import { ${names.join(', ')} } from ${JSON.stringify(path)};`);
          }
          if (rest.length) lines.push(`import { ${rest.join(', ')} } from ${JSON.stringify(pkg)};`);
          pieces.push(code.slice(last, match.index), lines.join(' '));
          last = match.index + statement.length;
          changed = true;
        }
        if (!changed) return null;
        pieces.push(code.slice(last));
        return { code: pieces.join(''), map: null };
      },
    },
  };
}
