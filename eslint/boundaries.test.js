// The lint rules that hold the architecture fail on the imports they forbid, and pass the front doors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eslintOf, lintAs as messagesOf, root } from './lint-text.js';

describe('feature boundaries', () => {
  it('refuses a deep import into another web feature', async () => {
    const messages = await messagesOf(
      'apps/web/src/features/giftcards/api/probe.ts',
      "import { latestOrderQuery } from '../../orders/api/orders-api.ts';\nexport const probe = latestOrderQuery;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('Use what the orders feature exports'));
  });

  it('refuses a deep import into another server feature', async () => {
    const messages = await messagesOf(
      'apps/server/src/features/orders/probe.ts',
      "import { findOwnedProduct } from '../products/products.repository.ts';\nexport const probe = findOwnedProduct;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('Use what the products feature exports'));
  });

  it('lets a feature use another through its front door', async () => {
    const messages = await messagesOf(
      'apps/server/src/features/orders/probe.ts',
      "import { findOwnedProduct } from '../products/products.feature.ts';\nexport const probe = findOwnedProduct;\n",
    );
    expect(messages).toEqual([]);
  });

  it('refuses an import from a higher layer', async () => {
    const messages = await messagesOf(
      'apps/server/src/db/probe.ts',
      "import { contactsFeature } from '../features/contacts/contacts.feature.ts';\nexport const probe = contactsFeature;\n",
    );
    expect(messages).toContainEqual(expect.stringContaining('server db may not import from'));
    const web = await messagesOf(
      'apps/web/src/shared/ui/probe.ts',
      "import { ordersScreens } from '../../features/orders/orders.feature.tsx';\nexport const probe = ordersScreens;\n",
    );
    expect(web).toContainEqual(expect.stringContaining('web shared may not import from features'));
  });
});

describe('import cycles', () => {
  const dir = mkdtempSync(join(root, 'apps/web/src/shared/cycle-probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const [result] = await eslintOf().lintFiles([join(dir, 'a.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
