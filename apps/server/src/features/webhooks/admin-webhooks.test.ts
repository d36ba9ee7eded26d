import dns from 'node:dns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '@owner-portal/contract/webhooks/webhooks';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { addEndpoint } from './webhooks-test-helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ webhookAllowedHosts: ['127.0.0.1:9555', 'erp.internal:8080'] });
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** DNS answers for the host names these tests use; anything else does not resolve. */
function resolveAs(answers: Record<string, string[]>) {
  vi.spyOn(dns.promises, 'lookup').mockImplementation((async (hostname: string) => {
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as unknown as typeof dns.promises.lookup);
}

const endpointCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/admin/webhooks', () => {
  it('answers 201 with the endpoint and its whsec_ secret of 32 random bytes, shown this once', async () => {
    resolveAs({ 'hooks.example.com': ['93.184.216.34'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: {
        url: 'https://hooks.example.com/portal',
        events: ['training.booked', 'contact.created', 'training.booked'],
      },
    });
    expect(res.statusCode).toBe(201);
    const { data, secret } = res.json();
    expect(data).toMatchObject({
      url: 'https://hooks.example.com/portal',
      events: ['contact.created', 'training.booked'],
      enabled: true,
      failing_since: null,
      disabled_for_failures_at: null,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin });
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${data.id}`, headers: admin });
    expect(list.body).not.toContain(secret.slice(6));
    expect(one.body).not.toContain(secret.slice(6));
    expect(list.json().data.map((e: { id: number }) => e.id)).toContain(data.id);
    // Stored sealed, not as it is.
    const row = await t.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    expect(await auditTrail(t.db, 'webhook_endpoint', data.id)).toEqual([
      expect.objectContaining({ action: 'webhook.create', actor_kind: 'staff' }),
    ]);
    expect((await auditTrail(t.db, 'webhook_endpoint', data.id))[0]!.details).not.toContain(secret.slice(6));
  });

  it('gives each endpoint its own secret', async () => {
    resolveAs({ 'hooks.example.com': ['93.184.216.34'] });
    const a = await addEndpoint(t, admin, 'https://hooks.example.com/a', ['contact.created']);
    const b = await addEndpoint(t, admin, 'https://hooks.example.com/b', ['contact.created']);
    expect(a.secret).not.toBe(b.secret);
  });

  it.each([
    ['https://127.0.0.1/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://[::1]/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://10.0.0.8/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlPrivate],
    ['https://[::ffff:127.0.0.1]/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://intranet.example.com/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://split.example.com/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://link-local6.example.com/hooks', WEBHOOK_MESSAGES.urlPrivate],
    ['https://nowhere.example.com/hooks', WEBHOOK_MESSAGES.urlUnresolved],
    ['http://hooks.example.com/hooks', WEBHOOK_MESSAGES.urlHttps],
    ['http://127.0.0.1:9556/hooks', WEBHOOK_MESSAGES.urlHttps],
    ['https://user:secret@hooks.example.com/hooks', WEBHOOK_MESSAGES.urlCredentials],
    ['ftp://hooks.example.com/hooks', WEBHOOK_MESSAGES.urlInvalid],
    ['hooks.example.com/hooks', WEBHOOK_MESSAGES.urlInvalid],
    ['https://hooks.example.com/hooks#part', WEBHOOK_MESSAGES.urlInvalid],
    ['', WEBHOOK_MESSAGES.urlRequired],
  ])('refuses %s with 422 and writes nothing', async (url, message) => {
    resolveAs({
      'hooks.example.com': ['93.184.216.34'],
      'intranet.example.com': ['192.168.1.20'],
      'split.example.com': ['93.184.216.34', '10.0.0.5'],
      'link-local6.example.com': ['2606:2800:220:1::1', 'fe80::1'],
    });
    const before = await endpointCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: { url, events: ['contact.created'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url: [message] });
    expect(await endpointCount()).toBe(before);
  });

  it('lets a host of WEBHOOK_ALLOWED_HOSTS use plain http and a private address, on its port only', async () => {
    resolveAs({ 'erp.internal': ['10.20.0.4'] });
    expect((await addEndpoint(t, admin, 'http://127.0.0.1:9555/in', ['contact.created'])).data).toBeDefined();
    expect((await addEndpoint(t, admin, 'http://ERP.internal:8080/in', ['contact.created'])).data).toBeDefined();
    const otherPort = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: { url: 'https://erp.internal:8443/in', events: ['contact.created'] },
    });
    expect(otherPort.json().errors).toEqual({ url: [WEBHOOK_MESSAGES.urlPrivate] });
  });

  it('asks for at least one event, each one the portal sends', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: { url: 'https://hooks.example.com/x', events: [] },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ events: [WEBHOOK_MESSAGES.eventsRequired] });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: { url: 'https://hooks.example.com/x', events: ['order.shipped'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'events.0': [WEBHOOK_MESSAGES.eventUnknown] });
  });

  it('is for admins only', async () => {
    for (const role of ['service', 'accounting', 'tech', 'europe']) {
      const { headers } = await signInStaff(t.app, role);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers,
        payload: { url: 'https://hooks.example.com/x', events: ['contact.created'] },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('PUT and DELETE /api/admin/webhooks/{id}', () => {
  it('changes what is sent and keeps the rest; a new URL is checked like a new endpoint', async () => {
    resolveAs({ 'hooks.example.com': ['93.184.216.34'], 'evil.example.com': ['127.0.0.1'] });
    const { data } = await addEndpoint(t, admin, 'https://hooks.example.com/put', ['contact.created']);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/webhooks/${data.id}`, headers: admin, payload });

    const events = await put({ events: ['referral.earned', 'referral.redeemed'] });
    expect(events.statusCode).toBe(200);
    expect(events.json().data).toMatchObject({
      url: 'https://hooks.example.com/put',
      events: ['referral.earned', 'referral.redeemed'],
      enabled: true,
    });
    expect((await put({ enabled: false })).json().data).toMatchObject({ enabled: false });
    expect((await put({ enabled: true })).json().data).toMatchObject({ enabled: true });

    const moved = await put({ url: 'https://evil.example.com/in' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ url: [WEBHOOK_MESSAGES.urlPrivate] });
    expect((await put({ enabled: 'yes' })).json().errors).toEqual({ enabled: [WEBHOOK_MESSAGES.enabledBoolean] });
    const after = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${data.id}`, headers: admin });
    expect(after.json().data.url).toBe('https://hooks.example.com/put');
  });

  it('deletes an endpoint with its deliveries: 204, then 404', async () => {
    resolveAs({ 'hooks.example.com': ['93.184.216.34'] });
    const { data } = await addEndpoint(t, admin, 'https://hooks.example.com/del', ['contact.created']);
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${data.id}`, headers: admin });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    const deliveries = await t.app.inject({
      method: 'GET',
      url: `/api/admin/webhooks/${data.id}/deliveries`,
      headers: admin,
    });
    expect(deliveries.statusCode).toBe(404);
  });
});
