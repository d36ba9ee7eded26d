import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '@owner-portal/contract/audit/audit';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The actions and record types the server's audited writes name, read from the source. */
function written() {
  const actions = new Set<string>();
  const subjects = new Set<string>();
  for (const file of sources(SRC)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      // action: 'contact.update', action: adding ? 'payout_tag.create' : 'payout_tag.update'
      if (/\baction: /.test(line)) for (const [, a] of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) actions.add(a!);
      // writeRoutes' audit: { action: 'group', subject: 'product_group' } → group.create, .update, .delete
      const declared = /audit: \{ action: '([a-z_]+)', subject: '([a-z_]+)' \}/.exec(line);
      if (declared) {
        for (const verb of ['create', 'update', 'delete']) actions.add(`${declared[1]}.${verb}`);
        subjects.add(declared[2]!);
      }
      // the integration upserts: entity: 'customer' → customer.create, customer.update
      const entity = /^\s+entity: '([a-z_]+)',/.exec(line);
      if (entity) for (const verb of ['create', 'update']) actions.add(`${entity[1]}.${verb}`);
      for (const [, s] of line.matchAll(/subjectType: '([a-z_]+)'/g)) subjects.add(s!);
    }
  }
  return { actions, subjects };
}

describe('the audit log names every action in words', () => {
  const { actions, subjects } = written();

  it('has words for every action an audited write records', () => {
    expect(actions.size).toBeGreaterThan(40);
    expect([...actions].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
  });

  it('has a name for every record type', () => {
    expect([...subjects].filter((s) => !(AUDIT_SUBJECT_TYPES as readonly string[]).includes(s))).toEqual([]);
  });
});
