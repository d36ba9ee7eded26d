import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

// The reply to POST /api/password/request must not tell which emails have accounts.

/** The statements the app's routes run, as "select customer_users", "insert request_limits", ... */
const statements: string[] = [];

function tableOf(node: OperationNode | undefined): string {
  const found = JSON.stringify(node ?? {}).match(/"kind":"TableNode".*?"name":"([^"]+)"/);
  return found?.[1] ?? '?';
}

const recorder: KyselyPlugin = {
  transformQuery({ node }: { node: RootOperationNode }) {
    const verb = node.kind.replace('QueryNode', '').toLowerCase();
    statements.push(`${verb} ${tableOf(node)}`);
    return node;
  },
  transformResult: async ({ result }) => result,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { appDb: (db) => db.withPlugin(recorder) });
});
afterAll(() => t.close());

const KNOWN = ['owner@demo.test', 'other.owner@demo.test', 'eu.owner@demo.test'];
const UNKNOWN = ['nobody@demo.test', 'no.one@nowhere.test', 'ghost@demo.test'];

async function request(email: string) {
  await t.db.deleteFrom('request_limits').execute();
  statements.length = 0;
  const started = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/password/request', payload: { email } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(res.statusCode).toBe(200);
  return { ms, statements: [...statements], body: res.body };
}

describe('POST /api/password/request timing', () => {
  it('runs the same statements for a known and an unknown email, none of them on accounts', async () => {
    const known = await request('owner@demo.test');
    const unknown = await request('nobody@demo.test');
    expect(known.statements).toEqual(unknown.statements);
    expect(known.body).toBe(unknown.body);
    for (const table of ['customer_users', 'staff_users', 'password_tokens']) {
      expect(known.statements.join(',')).not.toContain(table);
    }
    // Both queued the same job; the account is looked up only when it runs.
    const jobs = (await t.jobs.list('auth.password-reset')).slice(-2);
    expect(jobs.map((j) => [j.state, j.data])).toEqual([
      ['created', { email: 'owner@demo.test' }],
      ['created', { email: 'nobody@demo.test' }],
    ]);
  });

  it('answers known and unknown emails in indistinguishable times', async () => {
    // Warm up, then interleave so load on the machine hits both alike.
    for (const email of [...KNOWN, ...UNKNOWN]) await request(email);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 24; i++) {
      known.push((await request(KNOWN[i % KNOWN.length]!)).ms);
      unknown.push((await request(UNKNOWN[i % UNKNOWN.length]!)).ms);
    }
    // The share of (known, unknown) pairs in which the unknown email answered faster: about one half
    // when the times come from one distribution; it was nearly 1 when the reply waited for a known
    // email's work.
    let faster = 0;
    for (const k of known) for (const u of unknown) faster += u < k ? 1 : u === k ? 0.5 : 0;
    const share = faster / (known.length * unknown.length);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.85);
  });
});
