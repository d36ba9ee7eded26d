import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The files under `assets/` (as `assets/index-abc123.js`) of the newest build and of the one before. */
export interface AssetBuilds {
  current: string[];
  previous: string[];
}

/** The record of the last two builds' assets, beside Vite's own manifest. */
export const ASSET_BUILDS_FILE = '.vite/asset-builds.json';

const COPY = /\.(br|gz)$/;

/**
 * The record after a build that wrote `built`: the build before is the record's newest, or, on the
 * first build with a record, whatever other assets the output folder already held.
 */
export function nextAssetBuilds(last: AssetBuilds | null, built: string[], present: string[]): AssetBuilds {
  const previous = last ? last.current : present.filter((file) => !COPY.test(file) && !built.includes(file));
  return { current: built, previous };
}

/** Files of neither build in the record, compressed copies going with their file. */
export function staleAssets(present: string[], builds: AssetBuilds): string[] {
  const kept = new Set([...builds.current, ...builds.previous]);
  return present.filter((file) => !kept.has(file.replace(COPY, '')));
}

/**
 * After a build into `outDir` that wrote the assets `built`: deletes the assets two builds old and
 * records which are the newest build's and the previous one's.
 */
export function prunePreviousAssets(outDir: string, built: string[]): AssetBuilds {
  const assetsDir = join(outDir, 'assets');
  const present = existsSync(assetsDir)
    ? readdirSync(assetsDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `assets/${entry.name}`)
    : [];
  const record = join(outDir, ASSET_BUILDS_FILE);
  const last = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as AssetBuilds) : null;
  const builds = nextAssetBuilds(last, built, present);
  for (const file of staleAssets(present, builds)) rmSync(join(outDir, file), { force: true });
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, `${JSON.stringify(builds, null, 2)}\n`);
  return builds;
}

/**
 * Keeps the previous build's hashed assets in the output folder for one more release (the build
 * does not empty the folder; vite.config.ts). During a rolling deploy, a page from the old release
 * still loads its scripts from a server on the new one; assets older than that are deleted.
 */
export function keepPreviousAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'owner-portal:keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      prunePreviousAssets(
        outDir,
        Object.keys(bundle).filter((file) => file.startsWith('assets/')),
      );
    },
  };
}
