import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const linters = new Map();

/**
 * What the repository's own configuration reports for `code` as the file at `path` (from the
 * repository root), as `rule: message` lines; `rule` runs that rule alone.
 */
export async function lintAs(path, code, rule) {
  if (!linters.has(rule))
    linters.set(rule, new ESLint({ cwd: root, ...(rule && { ruleFilter: ({ ruleId }) => ruleId === rule }) }));
  const [result] = await linters.get(rule).lintText(code, { filePath: join(root, path) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** The linter for files on disk (a cycle needs both modules written). */
export const eslintOf = () => linters.get(undefined) ?? new ESLint({ cwd: root });
