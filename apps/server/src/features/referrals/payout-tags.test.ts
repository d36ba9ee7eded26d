import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { machineTypeId } from './referral-test-helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const save = (tagId: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/machine-type-referral-payout-tag/${tagId}`,
    headers: admin,
    payload: payload as object,
  });
type Value = { machine_type_name: string; value: number };

describe('GET /api/admin/referral-payout-tag', () => {
  it('lists tags with a value for every machine type and how many customers carry each', async () => {
    const body = (await t.app.inject({ url: '/api/admin/referral-payout-tag', headers: admin })).json();
    const standard = body.data.find((tag: { name: string }) => tag.name === 'Standard Owner');
    expect(standard).toMatchObject({
      minimum_referrals: 1,
      shop_products_reward: 5,
      is_influencer: false,
      customers_count: 2,
    });
    expect(standard.machine_type_referral_tag.find((v: Value) => v.machine_type_name === 'DTG').value).toBe(750);
    const types = (await t.app.inject({ url: '/api/admin/referral-payout-tag/machine-types', headers: admin })).json()
      .data;
    expect(standard.machine_type_referral_tag).toHaveLength(types.length);
  });
});

describe('POST /api/admin/machine-type-referral-payout-tag/{tagId}', () => {
  it('adds a tag with tagId 0 and updates it with its id, values per machine type replaced, both audited', async () => {
    const dtg = await machineTypeId(t.db, 'DTG');
    const created = await save(0, {
      name: 'Summer Influencer',
      minimum_referrals: 2,
      shop_products_reward: 7.5,
      machine_type_referral_tag: [{ machine_type_id: dtg, value: 321.09 }],
    });
    expect(created.statusCode).toBe(201);
    const tag = created.json().data;
    expect(tag).toMatchObject({
      name: 'Summer Influencer',
      shop_products_reward: 7.5,
      is_influencer: true,
      customers_count: 0,
    });
    expect(tag.machine_type_referral_tag.find((v: Value) => v.machine_type_name === 'DTG').value).toBe(321.09);
    const updated = await save(tag.id, {
      name: 'Summer Partner',
      minimum_referrals: 4,
      shop_products_reward: 3,
      machine_type_referral_tag: [],
    });
    expect(updated.json().data).toMatchObject({ name: 'Summer Partner', minimum_referrals: 4, is_influencer: false });
    expect(updated.json().data.machine_type_referral_tag.every((v: Value) => v.value === 0)).toBe(true);
    expect((await auditTrail(t.db, 'referral_payout_tag', tag.id)).map((e) => e.action)).toEqual([
      'payout_tag.create',
      'payout_tag.update',
    ]);
  });

  it('answers 422 with the field for a bad body and 404 for an unknown tag', async () => {
    const bad = await save(0, {
      name: '',
      minimum_referrals: -1,
      shop_products_reward: 101,
      machine_type_referral_tag: [{ machine_type_id: 999999, value: 1 }],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['minimum_referrals', 'name', 'shop_products_reward']);
    const unknownType = await save(0, {
      name: 'X',
      minimum_referrals: 0,
      shop_products_reward: 0,
      machine_type_referral_tag: [{ machine_type_id: 999999, value: 1 }],
    });
    expect(unknownType.json().errors.machine_type_referral_tag).toEqual(['Unknown machine type: 999999.']);
    expect((await save(999999, { name: 'X', minimum_referrals: 0, shop_products_reward: 0 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/referral-payout-tag/{id}', () => {
  it('refuses a tag still in use with a clear message, deletes an unused one', async () => {
    const standard = await t.db
      .selectFrom('referral_payout_tags')
      .select('id')
      .where('name', '=', 'Standard Owner')
      .executeTakeFirstOrThrow();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/referral-payout-tag/${standard.id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This payout tag is still assigned to 2 customers.');
    const spare = (await save(0, { name: 'Spare', minimum_referrals: 0, shop_products_reward: 0 })).json().data;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/referral-payout-tag/${spare.id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/referral-payout-tag/${spare.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});
