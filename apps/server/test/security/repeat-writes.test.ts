/**
 * A customer cannot fill the audit log by repeating a write: every write a customer's token can
 * reach, taken from the app's own route table, sent 20 times in a row leaves at most the one audit
 * entry of its first change (none for a write that is not audited), and answers as it always did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { auditCount, CUSTOMER_WRITES, customerWriteRoutes, REPEATS, send } from '../customer-writes.ts';
import { statusCounts } from '../http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('repeating a customer write', () => {
  it('every write route a customer token reaches has a factory, and every factory a route', () => {
    expect(customerWriteRoutes(t).sort()).toEqual(Object.keys(CUSTOMER_WRITES).sort());
  });

  it.each(Object.keys(CUSTOMER_WRITES))(
    `%s: ${REPEATS} times in a row record at most one audit entry`,
    async (route) => {
      const write = await CUSTOMER_WRITES[route]!(t);
      const before = await auditCount(t);
      const replies = [];
      for (let i = 0; i < REPEATS; i++) replies.push(await send(t, write, write.owner.headers));
      const statuses = statusCounts(replies.map((r) => ({ status: r.statusCode })));
      if (write.repeats) expect(statuses).toEqual(write.repeats);
      expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
      expect((await auditCount(t)) - before).toBe(write.audits);
    },
  );
});
