import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

const UNAUTHENTICATED = { message: 'Unauthenticated.' };

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const createKey = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload: payload as object });
/** An integration call that every key with referrals:write may make: a referral sale with no body (422). */
const integrationCall = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/integration/referral-sales', headers, payload: {} });
const keyRow = (id: number) => t.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/admin/api-keys', () => {
  it('answers 201 with the key shown once: op_ and 32 random bytes, stored only as its sha256', async () => {
    const res = await createKey({ name: 'NetSuite', scopes: ['orders:write', 'customers:write'] });
    expect(res.statusCode).toBe(201);
    const { data, key } = res.json();
    expect(key).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'NetSuite',
      scopes: ['customers:write', 'orders:write'],
      prefix: key.slice(0, 11),
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: null,
    });
    const row = await keyRow(data.id);
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(11));
    const list = await t.app.inject({ url: '/api/admin/api-keys', headers: admin });
    expect(list.json().data).toContainEqual(data);
    expect(list.body).not.toContain(key.slice(11));
  });

  it('refuses a key without a name or scopes, with an unknown scope or an expiry in the past (422, nothing stored)', async () => {
    const before = await t.db.selectFrom('api_keys').select('id').execute();
    const errors = async (payload: unknown) => (await createKey(payload)).json().errors;
    expect(await errors({ scopes: ['orders:write'] })).toEqual({ name: ['Name is required.'] });
    expect(await errors({ name: 'x', scopes: [] })).toEqual({ scopes: ['Choose at least one scope.'] });
    expect(Object.values(await errors({ name: 'x', scopes: ['orders:read'] })).flat()).toEqual([
      'A scope must be one of customers:write, orders:write, transactions:write, giftcards:write, events:write, referrals:write, catalog:write.',
    ]);
    expect(await errors({ name: 'x', scopes: ['orders:write'], expires_at: '2020-01-01T00:00:00Z' })).toEqual({
      expires_at: ['The expiry must be in the future.'],
    });
    expect(await t.db.selectFrom('api_keys').select('id').execute()).toEqual(before);
  });

  it('is for admins only', async () => {
    for (const role of ['service', 'accounting', 'tech']) {
      const headers = (await signInStaff(t.app, role)).headers;
      expect((await createKey({ name: 'x', scopes: ['orders:write'] }, headers)).statusCode, role).toBe(403);
    }
  });

  it('records the creation and the revocation in the audit log under the admin, without the key', async () => {
    const key = await createApiKey(t.app, { name: 'Audited key', scopes: ['events:write'] });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${key.id}`, headers: admin });
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'details'])
      .where('subject_type', '=', 'api_key')
      .where('subject_id', '=', key.id)
      .orderBy('id')
      .execute();
    expect(trail.map((e) => [e.action, e.actor_kind])).toEqual([
      ['api_key.create', 'staff'],
      ['api_key.revoke', 'staff'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(key.key.slice(11));
  });
});

describe('an API key on /api/integration/', () => {
  it('lets a key with the scope in, and refuses a key without it with 403 naming the scope', async () => {
    const allowed = await createApiKey(t.app, { scopes: ['referrals:write'] });
    expect((await integrationCall(allowed.headers)).statusCode).toBe(422);
    const other = await createApiKey(t.app, { scopes: ['orders:write', 'catalog:write'] });
    const refused = await integrationCall(other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This API key does not have the referrals:write scope.' });
  });

  it('is refused with 401 from the request after its revocation on; revoking twice is a 404', async () => {
    const key = await createApiKey(t.app, { scopes: ['referrals:write'] });
    expect((await integrationCall(key.headers)).statusCode).toBe(422);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${key.id}`, headers: admin });
    expect(revoke.statusCode).toBe(204);
    const after = await integrationCall(key.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
    expect((await t.app.inject({ url: '/api/admin/api-keys', headers: admin })).json().data).not.toContainEqual(
      expect.objectContaining({ id: key.id }),
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${key.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('is refused with 401 once it has expired, and an unknown or malformed key too', async () => {
    const key = await createApiKey(t.app, { scopes: ['referrals:write'] });
    await t.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', key.id)
      .execute();
    expect((await integrationCall(key.headers)).statusCode).toBe(401);
    for (const authorization of [`Bearer op_${'A'.repeat(43)}`, 'Bearer op_', `Basic ${key.key}`, key.key]) {
      expect((await integrationCall({ authorization })).json(), authorization).toEqual(UNAUTHENTICATED);
    }
    expect((await integrationCall({})).statusCode).toBe(401);
  });

  it('refuses staff and customer sign-in tokens with 401', async () => {
    for (const headers of [
      admin,
      (await signInStaff(t.app, 'accounting')).headers,
      (await signIn(t.app, 'owner@demo.test')).headers,
    ]) {
      const res = await integrationCall(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('is no credential anywhere else: 401 on customer, staff and signed-in routes', async () => {
    const key = await createApiKey(t.app);
    for (const url of ['/api/customer', '/api/admin/api-keys', '/api/admin/customers', '/api/languages']) {
      const res = await t.app.inject({ url, headers: key.headers });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(UNAUTHENTICATED);
    }
  });

  it('stamps last_used_at on use, at most once a minute', async () => {
    const key = await createApiKey(t.app, { scopes: ['referrals:write'] });
    await integrationCall(key.headers);
    const first = (await keyRow(key.id)).last_used_at;
    expect(first).not.toBeNull();
    const recent = new Date(Date.now() - 30_000).toISOString();
    await t.db.updateTable('api_keys').set({ last_used_at: recent }).where('id', '=', key.id).execute();
    await integrationCall(key.headers);
    expect(new Date((await keyRow(key.id)).last_used_at!).toISOString()).toBe(recent);
    const old = new Date(Date.now() - 61_000).toISOString();
    await t.db.updateTable('api_keys').set({ last_used_at: old }).where('id', '=', key.id).execute();
    await integrationCall(key.headers);
    expect(Date.parse(new Date((await keyRow(key.id)).last_used_at!).toISOString())).toBeGreaterThan(Date.parse(old));
    const listed = (await t.app.inject({ url: '/api/admin/api-keys', headers: admin })).json().data;
    expect(listed.find((k: { id: number }) => k.id === key.id).last_used_at).not.toBeNull();
  });
});

describe('the per-key request limit', () => {
  it('answers 429 with Retry-After past the limit, counted across processes on the database, per key', async () => {
    const limited = await createTestApp({ apiKeyRequestsPerMinute: 3 });
    // A second app on the same database: another process behind the load balancer.
    const second = await buildApp(limited.config, { db: limited.db, logger: false });
    try {
      const key = await createApiKey(limited.app, { scopes: ['referrals:write'] });
      const call = (app: typeof limited.app, headers = key.headers) =>
        app.inject({ method: 'POST', url: '/api/integration/referral-sales', headers, payload: {} });
      expect((await call(limited.app)).statusCode).toBe(422);
      expect((await call(second)).statusCode).toBe(422);
      expect((await call(limited.app)).statusCode).toBe(422);
      const over = await call(second);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: 'Too many requests for this API key. Try again later.' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
      const other = await createApiKey(limited.app, { scopes: ['referrals:write'] });
      expect((await call(limited.app, other.headers)).statusCode).toBe(422);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});
