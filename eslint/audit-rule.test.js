// Only auditedWrite records an audit entry (decision 091): the write, its audit entry and its jobs
// commit together or not at all.
import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-text.js';

const ROUTE = 'apps/server/src/features/contacts/contacts.routes.ts';
const RULE = 'no-restricted-imports';

describe('only auditedWrite records an audit entry', () => {
  it('refuses recordAudit imported into a feature route', async () => {
    const code = "import { recordAudit } from '../../shared/audit.ts';\nexport { recordAudit };\n";
    expect(await lintAs(ROUTE, code, RULE)).toEqual([
      expect.stringContaining('Record audit entries through auditedWrite'),
    ]);
  });

  it('refuses it under another name, through a namespace, or re-exported', async () => {
    const tricks = [
      "import { recordAudit as audit } from '../../shared/audit.ts';\nexport { audit };\n",
      "import * as audit from '../../shared/audit.ts';\nexport { audit };\n",
      "export { recordAudit } from '../../shared/audit.ts';\n",
    ];
    for (const code of tricks) expect(await lintAs(ROUTE, code, RULE)).toHaveLength(1);
  });

  it('lets auditedWrite record it, and anyone use the entry type', async () => {
    const own = "import { recordAudit } from './audit.ts';\nexport { recordAudit };\n";
    expect(await lintAs('apps/server/src/shared/audited-write.ts', own, RULE)).toEqual([]);
    const typeOnly = "import type { AuditEntry } from '../../shared/audit.ts';\nexport type { AuditEntry };\n";
    expect(await lintAs(ROUTE, typeOnly, RULE)).toEqual([]);
  });
});
