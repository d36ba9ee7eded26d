/**
 * Tech reads customers' records in the back office and changes none of them; acting as a customer,
 * it may look and not change. Every write a customer's token reaches, taken from the app's route
 * table (test/customer-writes.ts), answers a tech impersonation 403 and changes nothing; an admin's
 * impersonation still writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, READ_ONLY_IMPERSONATION_MESSAGE } from '@owner-portal/contract/errors';
import { createTestApp, type TestApp } from '../app.ts';
import { CUSTOMER_WRITES, customerWriteRoutes, firstStatus, send, type Owner } from '../customer-writes.ts';
import { decodeClaims, signInStaff } from '../sessions.ts';

let t: TestApp;
let tech: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tech = (await signInStaff(t.app, 'tech')).headers;
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function impersonate(staff: Record<string, string>, owner: Owner): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${owner.customerId}/impersonate`,
    headers: staff,
    payload: { customer_user_id: owner.contactId, reason: 'Security check' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

/** Every row of every table, in a stable order: what "nothing changed" is checked against. */
async function everyRow(): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await t.db.introspection.getTables()) {
    const name = table.schema ? `${table.schema}.${table.name}` : table.name;
    const all = await t.db
      .selectFrom(name as 'languages')
      .selectAll()
      .execute();
    rows[name] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

describe('impersonation by a read-only role', () => {
  it("says so in tech's token, and not in admin's", async () => {
    const owner = (await CUSTOMER_WRITES['PUT /api/customer']!(t)).owner;
    expect(decodeClaims(await impersonate(tech, owner)).act).toMatchObject({ read_only: true });
    expect(decodeClaims(await impersonate(admin, owner)).act).not.toHaveProperty('read_only');
  });

  it('is refused every write a customer token reaches with 403 and its message, and changes nothing', async () => {
    expect(customerWriteRoutes(t).sort()).toEqual(Object.keys(CUSTOMER_WRITES).sort());
    const attempts = [];
    for (const [route, factory] of Object.entries(CUSTOMER_WRITES)) {
      const write = await factory(t);
      attempts.push({ route, write, token: await impersonate(tech, write.owner) });
    }
    const before = await everyRow();
    for (const { route, write, token } of attempts) {
      const res = await send(t, write, bearer(token));
      expect(res.statusCode, route).toBe(403);
      expect(res.json(), route).toEqual({ message: READ_ONLY_IMPERSONATION_MESSAGE });
    }
    expect(await everyRow()).toEqual(before);
  });

  it('still reads what the customer sees', async () => {
    const owner = (await CUSTOMER_WRITES['PUT /api/customer']!(t)).owner;
    const token = await impersonate(tech, owner);
    for (const url of ['/api/customer', '/api/training', '/api/training/appointments', '/api/notifications']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/customer', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('turns read-only when the staff member who started it becomes a read-only role', async () => {
    const service = await signInStaff(t.app, 'service');
    const write = await CUSTOMER_WRITES['POST /api/training/:id/acknowledge']!(t);
    const token = await impersonate(service.headers, write.owner);
    await t.db.updateTable('staff_users').set({ role: 'tech' }).where('email', '=', 'service@demo.test').execute();
    try {
      expect((await send(t, write, bearer(token))).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('staff_users').set({ role: 'service' }).where('email', '=', 'service@demo.test').execute();
    }
    expect((await send(t, write, bearer(token))).statusCode).toBe(200);
  });
});

describe("an admin's impersonation", () => {
  it.each(Object.keys(CUSTOMER_WRITES))('%s: still writes as the customer', async (route) => {
    const write = await CUSTOMER_WRITES[route]!(t);
    const res = await send(t, write, bearer(await impersonate(admin, write.owner)));
    if (write.ownerOnly) {
      // The contact's own password: no one acting as the customer changes it.
      expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
      return;
    }
    // The route's own answer, as to the contact (its own rules may still refuse, never as read-only).
    if (write.repeats) expect(res.statusCode, res.body).toBe(firstStatus(write.repeats));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toContain(READ_ONLY_IMPERSONATION_MESSAGE);
  });
});
