// Prints the JavaScript the sign-in route (/auth/login) downloads before it can render, gzipped,
// and fails when it is over the budget (issue 3: at most 150 KB).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const SIGN_IN_MODULES = ['src/features/auth/components/visitor-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry for ${key}.`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('The build manifest has no entry chunk.');
collect(entry);
for (const key of SIGN_IN_MODULES) collect(key);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`Sign-in route initial JS: ${(total / 1024).toFixed(1)} KB gzipped (${verdict} the ${BUDGET_BYTES / 1024} KB budget)`);
if (total > BUDGET_BYTES) process.exit(1);
