/**
 * Races between parallel writes: real concurrent requests against a listening server, on both
 * engines. A unique field answers the pre-check's 422 whoever wins; a record is deleted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN } from '@owner-portal/contract/contacts/contacts';
import { createTestApp, type TestApp } from '../app.ts';
import { auditTrail, buildContact, buildCustomer, buildNotification } from '../factories.ts';
import { all, listen, statusCounts, type HttpReply } from '../http.ts';
import { signInStaff } from '../sessions.ts';

let t: TestApp;
let http: Awaited<ReturnType<typeof listen>>;
let admin: Record<string, string>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  http = await listen(t.app);
  admin = (await signInStaff(t.app, 'admin')).headers;
  companyId = (await buildCustomer(t.db)).id;
});
afterAll(() => t.close());

const TAKEN = { message: 'The given data was invalid.', errors: { email: [EMAIL_TAKEN] } };
const contact = (email: string) => ({
  first_name: 'Rae',
  last_name: 'Racer',
  email,
  phone: '4075550123',
  customer_id: companyId,
  internal_id: '777',
});
const bodies = (replies: HttpReply[], status: number) => replies.filter((r) => r.status === status).map((r) => r.body);

describe('unique fields under parallel writes', () => {
  it('100 parallel creations of a contact with one email: one 201, the rest the pre-check 422', async () => {
    const email = 'one.email@race.test';
    const replies = await all(100, () =>
      http.send('POST', '/api/admin/customer_users', { body: contact(email), headers: admin }),
    );
    expect(statusCounts(replies)).toEqual({ 201: 1, 422: 99 });
    expect(new Set(bodies(replies, 422).map((b) => JSON.stringify(b)))).toEqual(new Set([JSON.stringify(TAKEN)]));
    const rows = await t.db.selectFrom('customer_users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('100 parallel updates of two contacts to one email: one contact gets it, the other only 422s', async () => {
    const email = 'shared.email@race.test';
    const a = await buildContact(t.db, { customer_id: companyId });
    const b = await buildContact(t.db, { customer_id: companyId });
    const ids = Array.from({ length: 100 }, (_, i) => (i % 2 ? a.id : b.id));
    const replies = await all(100, (i) =>
      http.send('PUT', `/api/admin/customer_users/${ids[i]}`, { body: contact(email), headers: admin }),
    );
    expect(replies.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    expect(bodies(replies, 422).every((body) => JSON.stringify(body) === JSON.stringify(TAKEN))).toBe(true);
    const holders = await t.db.selectFrom('customer_users').select('id').where('email', '=', email).execute();
    expect(holders).toHaveLength(1);
    // Every 200 went to the contact that holds the email.
    expect(new Set(ids.filter((_, i) => replies[i]!.status === 200))).toEqual(new Set([holders[0]!.id]));
  });
});

describe('parallel deletes of one record', () => {
  const deleteAll = (path: string) => all(100, () => http.send('DELETE', path, { headers: admin }));

  it('a contact: exactly one 204, the rest 404, one audit entry', async () => {
    const { id } = await buildContact(t.db, { customer_id: companyId });
    expect(statusCounts(await deleteAll(`/api/admin/customer_users/${id}`))).toEqual({ 204: 1, 404: 99 });
    expect((await auditTrail(t.db, 'customer_user', id)).filter((e) => e.action === 'contact.delete')).toHaveLength(1);
  });

  it('a notification: exactly one 204, the rest 404, one audit entry', async () => {
    const { id } = await buildNotification(t.db);
    expect(statusCounts(await deleteAll(`/api/admin/notifications/${id}`))).toEqual({ 204: 1, 404: 99 });
    expect((await auditTrail(t.db, 'notification', id)).filter((e) => e.action === 'notification.delete')).toHaveLength(
      1,
    );
  });

  it('a sales rep: exactly one 204, the rest 404, one audit entry', async () => {
    const created = await http.send('POST', '/api/admin/sales-rep', {
      body: { name: 'Rory Race', email: 'rory.race@reps.test', phone: '4075550124' },
      headers: admin,
    });
    const { id } = (created.body as { data: { id: number } }).data;
    expect(statusCounts(await deleteAll(`/api/admin/sales-rep/${id}`))).toEqual({ 204: 1, 404: 99 });
    expect((await auditTrail(t.db, 'sales_rep', id)).filter((e) => e.action === 'sales_rep.delete')).toHaveLength(1);
  });
});
