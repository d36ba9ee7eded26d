import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

// The guide shows the files an operator copies; a copy that drifted from the file would mislead.
describe('the operator’s guide (docs/operations.md)', () => {
  const guide = read('docs/operations.md');
  const blocks = [...guide.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang, body }));

  it.each([
    ['Dockerfile', 'dockerfile'],
    ['deploy/owner-portal.service', 'ini'],
    ['deploy/haproxy.cfg', 'haproxy'],
  ])('shows %s exactly as it is in the repository', (file, lang) => {
    expect(blocks.find((block) => block.lang === lang)?.body).toBe(read(file));
  });
});
