import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prunePreviousAssets } from './previous-assets.ts';

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** Writes a build's assets, each with a brotli copy, then prunes as the build's last step does. */
function build(...names: string[]) {
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  for (const name of names) {
    writeFileSync(join(outDir, 'assets', name), name);
    writeFileSync(join(outDir, 'assets', `${name}.br`), name);
  }
  return prunePreviousAssets(
    outDir,
    names.map((name) => `assets/${name}`),
  );
}
const assets = () => readdirSync(join(outDir, 'assets')).sort();

describe('the previous build’s assets', () => {
  it('are kept for one release, and gone, with their compressed copies, two builds later', () => {
    outDir = mkdtempSync(join(tmpdir(), 'op-web-build-'));
    build('index-aaa.js', 'shared-111.js');
    build('index-bbb.js', 'shared-111.js');
    expect(assets()).toEqual([
      'index-aaa.js',
      'index-aaa.js.br',
      'index-bbb.js',
      'index-bbb.js.br',
      'shared-111.js',
      'shared-111.js.br',
    ]);
    const third = build('index-ccc.js', 'shared-222.js');
    expect(assets()).toEqual([
      'index-bbb.js',
      'index-bbb.js.br',
      'index-ccc.js',
      'index-ccc.js.br',
      'shared-111.js',
      'shared-111.js.br',
      'shared-222.js',
      'shared-222.js.br',
    ]);
    expect(third).toEqual({
      current: ['assets/index-ccc.js', 'assets/shared-222.js'],
      previous: ['assets/index-bbb.js', 'assets/shared-111.js'],
    });
  });

  it('are, on the first build with a record, whatever assets the folder already held', () => {
    outDir = mkdtempSync(join(tmpdir(), 'op-web-build-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'index-old.js'), '');
    expect(build('index-new.js').previous).toEqual(['assets/index-old.js']);
    expect(assets()).toContain('index-old.js');
    build('index-newer.js');
    expect(assets()).not.toContain('index-old.js');
  });
});
