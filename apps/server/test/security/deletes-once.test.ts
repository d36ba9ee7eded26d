/**
 * Every DELETE route, taken from the app's own route table: 20 parallel deletes of one fresh record
 * answer exactly one success and the rest 404 (or the route's "already done" refusal), and leave one
 * audit entry. Each route makes its record with a factory below; a DELETE route added without one
 * fails the first test, so no new delete escapes the rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/db/database.ts';
import { createApiKey } from '../api-keys.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { backOfficeFixtures } from '../back-office-fixtures.ts';
import { contentFixtures } from '../content-fixtures.ts';
import { buildContact, buildCustomer, buildNotification, buildOwnedUnit } from '../factories.ts';
import { all, listen, statusCounts } from '../http.ts';
import { findSlotFor, groupIdOf } from '../schedule-fixtures.ts';
import { signIn, signInStaff } from '../sessions.ts';
import { trainingFixtures } from '../training-fixtures.ts';

const PARALLEL = 20;

let t: TestApp;
let http: Awaited<ReturnType<typeof listen>>;
let admin: Record<string, string>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  http = await listen(t.app);
  admin = (await signInStaff(t.app, 'admin')).headers;
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
});
afterAll(() => t.close());

interface Target {
  url: string;
  headers: Record<string, string>;
  /** The statuses of the parallel deletes, when not one 204 and the rest 404. */
  statuses?: Record<number, number>;
  /** The audit entries they leave, when not one. */
  audits?: number;
}

let n = 0;
const stamps = () => ({ created_at: nowIso(), updated_at: nowIso() });
const named = (what: string) => `Deleted once ${what} ${++n}`;

/** One fresh record per call, and how to delete it. */
const FACTORIES: Record<string, () => Promise<Target>> = {
  'DELETE /api/admin/customer_users/:id': async () => ({
    url: `/api/admin/customer_users/${(await buildContact(t.db)).id}`,
    headers: admin,
  }),
  'DELETE /api/admin/events/:id': async () => ({
    url: `/api/admin/events/${(await backOfficeFixtures(t.db, 1)).eventCodeId}`,
    headers: admin,
  }),
  'DELETE /api/admin/sales-rep/:id': async () => {
    const rep = await t.db
      .insertInto('sales_reps')
      .values({ name: named('rep'), email: `rep.${++n}@deletes.test`, phone: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/sales-rep/${rep.id}`, headers: admin };
  },
  'DELETE /api/admin/notifications/:id': async () => ({
    url: `/api/admin/notifications/${(await buildNotification(t.db)).id}`,
    headers: admin,
  }),
  // Unchecking an item is not a record's delete: each one answers the checked list, none is audited.
  'DELETE /api/videos/:id/checklists-customer/:itemId': async () => {
    const { preVideoId, itemId } = await trainingFixtures(t.db);
    const url = `/api/videos/${preVideoId}/checklists-customer/${itemId}`;
    expect((await http.send('PUT', url, { headers: owner })).status).toBe(200);
    return { url, headers: owner, statuses: { 200: PARALLEL }, audits: 0 };
  },
  // A cancellation answers the appointment; the later ones are refused as already cancelled.
  'DELETE /api/training/appointments/:id/cancel': async () => {
    const software = await groupIdOf(t.db, 'Digitizing Software');
    const chroma = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'chroma inspire')
      .executeTakeFirstOrThrow();
    const company = await buildCustomer(t.db);
    await buildOwnedUnit(t.db, company.id, chroma.id);
    const { password_hash } = await t.db
      .selectFrom('customer_users')
      .select('password_hash')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    const contact = await buildContact(t.db, { customer_id: company.id });
    await t.db.updateTable('customer_users').set({ password_hash }).where('id', '=', contact.id).execute();
    const { headers } = await signIn(t.app, contact.email);
    const slot = await findSlotFor(t.db, software, 'us');
    await t.db.updateTable('training_slots').set({ capacity: 1000 }).where('id', '=', slot.id).execute();
    const body = { slot_id: slot.id, group_id: software, phone: '4075550100' };
    const booked = await http.send('POST', '/api/training/book', { body, headers });
    expect(booked.status).toBe(201);
    const { id } = (booked.body as { data: { id: number } }).data;
    return { url: `/api/training/appointments/${id}/cancel`, headers, statuses: { 200: 1, 422: PARALLEL - 1 } };
  },
  'DELETE /api/admin/products/:id': async () => {
    const product = await t.db
      .insertInto('products')
      .values({
        name: named('product'),
        display_name: named('product'),
        netsuite_name: null,
        thumbnail: null,
        is_translation: 0,
        has_videos: 0,
        group_id: null,
        machine_type_id: null,
        ...stamps(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/products/${product.id}`, headers: admin };
  },
  'DELETE /api/admin/products/:id/resources/:resourceId': async () => {
    const { productId, id } = (await contentFixtures(t.db)).spareResource;
    return { url: `/api/admin/products/${productId}/resources/${id}`, headers: admin };
  },
  'DELETE /api/admin/accessories/:id': async () => ({
    url: `/api/admin/accessories/${(await contentFixtures(t.db)).spareAccessoryId}`,
    headers: admin,
  }),
  'DELETE /api/admin/groups/:id': async () => {
    const group = await t.db
      .insertInto('product_groups')
      .values({ name: named('series'), required: 0, has_training: 0, requires_rep_approval: 0, category_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/groups/${group.id}`, headers: admin };
  },
  'DELETE /api/admin/group-categories/:id': async () => {
    const category = await t.db
      .insertInto('group_categories')
      .values({ name: named('category') })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/group-categories/${category.id}`, headers: admin };
  },
  'DELETE /api/admin/machine-type/:id': async () => {
    const type = await t.db
      .insertInto('machine_types')
      .values({ name: named('machine type') })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/machine-type/${type.id}`, headers: admin };
  },
  // A partial upload is no record: cancelling it removes its bytes and is not audited.
  'DELETE /api/admin/uploads/video/resumable/:id': async () => {
    const tus = { ...admin, 'tus-resumable': '1.0.0' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/video/resumable',
      headers: { ...tus, 'upload-length': '1000' },
    });
    return { url: created.headers.location as string, headers: tus, audits: 0 };
  },
  'DELETE /api/admin/template/:id': async () => ({
    url: `/api/admin/template/${(await contentFixtures(t.db)).spareTemplateId}`,
    headers: admin,
  }),
  'DELETE /api/admin/pre-training/:id': async () => ({
    url: `/api/admin/pre-training/${(await contentFixtures(t.db)).spareVideoIds.pre_training}`,
    headers: admin,
  }),
  'DELETE /api/admin/training-videos/:id': async () => ({
    url: `/api/admin/training-videos/${(await contentFixtures(t.db)).spareVideoIds.training}`,
    headers: admin,
  }),
  'DELETE /api/admin/post-training-videos/:id': async () => ({
    url: `/api/admin/post-training-videos/${(await contentFixtures(t.db)).spareVideoIds.post_training}`,
    headers: admin,
  }),
  'DELETE /api/admin/referral-payout-tag/:id': async () => {
    const tag = await t.db
      .insertInto('referral_payout_tags')
      .values({ name: named('tag'), minimum_referrals: 1, shop_products_reward_bp: 0, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/referral-payout-tag/${tag.id}`, headers: admin };
  },
  'DELETE /api/admin/webhooks/:id': async () => {
    const endpoint = await t.db
      .insertInto('webhook_endpoints')
      .values({
        url: `https://hooks.example.com/${++n}`,
        events: '["contact.created"]',
        secret_sealed: 'v1.unused',
        enabled: 1,
        ...stamps(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { url: `/api/admin/webhooks/${endpoint.id}`, headers: admin };
  },
  // Revoking an API key: the guarded update (revoked_at is null) decides who revoked it.
  'DELETE /api/admin/api-keys/:id': async () => ({
    url: `/api/admin/api-keys/${(await createApiKey(t.app, { name: named('key') })).id}`,
    headers: admin,
  }),
};

const deleteRoutes = () => [
  ...new Set(t.routes.filter((r) => r.method === 'DELETE').map((r) => `${r.method} ${r.url}`)),
];

async function auditCount() {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('parallel deletes of one record, on every DELETE route', () => {
  it('every DELETE route has a factory, and every factory a route', () => {
    expect(deleteRoutes().sort()).toEqual(Object.keys(FACTORIES).sort());
  });

  it.each(Object.keys(FACTORIES))(`%s: ${PARALLEL} at once take effect once`, async (route) => {
    const target = await FACTORIES[route]!();
    const before = await auditCount();
    const replies = await all(PARALLEL, () => http.send('DELETE', target.url, { headers: target.headers }));
    expect(statusCounts(replies)).toEqual(target.statuses ?? { 204: 1, 404: PARALLEL - 1 });
    expect((await auditCount()) - before).toBe(target.audits ?? 1);
  });
});
