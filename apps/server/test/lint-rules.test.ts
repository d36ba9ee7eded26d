import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');
// The repository's own configuration, with only the rule under test run: the rest would parse half the app.
const eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (from the repository root). */
async function errorsIn(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const ROUTE = 'apps/server/src/features/contacts/contacts.routes.ts';

// Loading the configuration (typescript-eslint, import-x) takes seconds on a busy machine.
describe('only auditedWrite records an audit entry (decision 091)', { timeout: 60_000 }, () => {
  it('refuses recordAudit imported into a feature route', async () => {
    const errors = await errorsIn(
      ROUTE,
      "import { recordAudit } from '../../shared/audit.ts';\nexport { recordAudit };\n",
    );
    expect(errors).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('Record audit entries through auditedWrite') },
    ]);
  });

  it('refuses it under another name, through a namespace, or re-exported', async () => {
    const tricks = [
      "import { recordAudit as audit } from '../../shared/audit.ts';\nexport { audit };\n",
      "import * as audit from '../../shared/audit.ts';\nexport { audit };\n",
      "export { recordAudit } from '../../shared/audit.ts';\n",
    ];
    for (const code of tricks) expect(await errorsIn(ROUTE, code)).toHaveLength(1);
  });

  it('lets auditedWrite record it, and anyone use the entry type', async () => {
    const code = "import { recordAudit } from './audit.ts';\nexport { recordAudit };\n";
    expect(await errorsIn('apps/server/src/shared/audited-write.ts', code)).toEqual([]);
    const typeOnly = "import type { AuditEntry } from '../../shared/audit.ts';\nexport type { AuditEntry };\n";
    expect(await errorsIn(ROUTE, typeOnly)).toEqual([]);
  });
});
