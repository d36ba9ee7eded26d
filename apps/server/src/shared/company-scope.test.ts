import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildContact } from '../../test/factories.ts';
import { signIn } from '../../test/sessions.ts';
import { createPasswordHasher } from '../plugins/passwords.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const hasher = await createPasswordHasher(true);
  const contact = await buildContact(t.db, { email: 'no.company@contacts.test', customer_id: null });
  await t.db
    .updateTable('customer_users')
    .set({ password_hash: await hasher.hash(DEMO_PASSWORD) })
    .where('id', '=', contact.id)
    .execute();
  headers = (await signIn(t.app, 'no.company@contacts.test')).headers;
});
afterAll(() => t.close());

describe('a contact not yet attached to a company', () => {
  it.each(['/api/products', '/api/orders', '/api/transaction'])('sees an empty first page of %s', async (url) => {
    const res = await t.app.inject({ url: `${url}?per_page=4`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: { pagination: { total: 0, count: 0, per_page: 4, current_page: 1, total_pages: 1 } },
    });
  });

  it('sees no gift cards, event codes, product or order', async () => {
    const get = (url: string) => t.app.inject({ url, headers });
    expect((await get('/api/giftcards')).json()).toEqual({ data: [], meta: { total_balance: 0 } });
    expect((await get('/api/events')).json()).toEqual({ data: [] });
    expect((await get('/api/products/1')).statusCode).toBe(404);
    expect((await get('/api/orders/SO-101502')).statusCode).toBe(404);
  });
});
