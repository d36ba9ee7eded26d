import dns from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_MESSAGES } from '@owner-portal/contract/webhooks/webhooks';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { inTransaction } from '../../db/database.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { RETRY_DELAYS_SECONDS, SCHEDULED_ATTEMPTS } from './delivery.rules.ts';
import { emitEvent } from './emit.ts';
import { addEndpoint, deliveriesOf, startReceiver, type Receiver } from './webhooks-test-helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ webhookAllowedHosts: [receiver.hostPort, `receiver.test:${receiver.port}`] });
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => vi.restoreAllMocks());

let contacts = 0;
/** Adds a contact through the back office: `contact.created` is sent to whoever takes it. */
async function addContact() {
  contacts += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/customer_users',
    headers: admin,
    payload: {
      first_name: 'Hook',
      last_name: `Test${contacts}`,
      email: `hook.${contacts}.${Date.now()}@example.com`,
      phone: '4075550111',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number; email: string } }>().data;
}

/** Runs the jobs due by `seconds` from now (the schedule's next attempt, without waiting for it). */
const runDueIn = (seconds: number) => t.drainJobs({ asOf: new Date(Date.now() + seconds * 1000) });

const endpointRow = (id: number) =>
  t.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a delivery', () => {
  it('is signed as Standard Webhooks say: the standardwebhooks package verifies it', async () => {
    const { data: endpoint, secret } = await addEndpoint(t, admin, receiver.url('/signed'), ['contact.created']);
    const contact = await addContact();
    expect(receiver.at('/signed')).toHaveLength(0); // queued, not sent in the request
    await t.drainJobs();

    const [request] = receiver.at('/signed');
    expect(request!.headers['content-type']).toBe('application/json');
    const verified = new Webhook(secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    });
    expect(verified).toEqual({
      type: 'contact.created',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      data: expect.objectContaining({ id: contact.id, email: contact.email, first_name: 'Hook' }),
    });
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(request!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    // Another secret, or a body changed on the way, does not verify.
    const other = await addEndpoint(t, admin, receiver.url('/other'), ['training.booked']);
    expect(() => new Webhook(other.secret).verify(request!.body, request!.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook(secret).verify(request!.body.replace('Hook', 'Hack'), request!.headers as Record<string, string>),
    ).toThrow();

    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery).toMatchObject({ event_type: 'contact.created', status: 'delivered', next_attempt_at: null });
    expect(delivery!.attempts).toEqual([
      {
        status_code: 204,
        error: null,
        manual: false,
        attempted_at: expect.any(String),
        duration_ms: expect.any(Number),
      },
    ]);
  });

  it('goes only to enabled endpoints that take its event', async () => {
    const takes = await addEndpoint(t, admin, receiver.url('/takes'), ['contact.created', 'referral.earned']);
    await addEndpoint(t, admin, receiver.url('/ignores'), ['referral.earned']);
    const off = await addEndpoint(t, admin, receiver.url('/off'), ['contact.created']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${off.data.id}`,
      headers: admin,
      payload: { enabled: false },
    });
    await addContact();
    await t.drainJobs();
    expect(receiver.at('/takes')).toHaveLength(1);
    expect(receiver.at('/ignores')).toHaveLength(0);
    expect(receiver.at('/off')).toHaveLength(0);
    expect(await deliveriesOf(t, admin, takes.data.id)).toHaveLength(1);
  });

  it('to a receiver that fails and then recovers is retried on the schedule, with the same webhook-id, until it gets through', async () => {
    const { data: endpoint, secret } = await addEndpoint(t, admin, receiver.url('/flaky'), ['contact.created']);
    receiver.answer('/flaky', 500, 503);
    await addContact();
    await t.drainJobs();
    let [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery!.status).toBe('pending');
    expect(delivery!.attempts.map((a) => a.status_code)).toEqual([500]);
    expect(delivery!.attempts[0]!.error).toBe('The receiver answered 500.');
    const firstRetry = Date.parse(delivery!.next_attempt_at!) - Date.parse(delivery!.attempts[0]!.attempted_at);
    expect(firstRetry).toBe(RETRY_DELAYS_SECONDS[0] * 1000);
    expect((await endpointRow(endpoint.id)).failing_since).not.toBeNull();

    // Not before its time.
    await t.drainJobs();
    expect(receiver.at('/flaky')).toHaveLength(1);

    await runDueIn(6);
    [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery!.attempts.map((a) => a.status_code)).toEqual([500, 503]);
    const secondRetry = Date.parse(delivery!.next_attempt_at!) - Date.parse(delivery!.attempts[1]!.attempted_at);
    expect(secondRetry).toBe(RETRY_DELAYS_SECONDS[1] * 1000);

    await runDueIn(RETRY_DELAYS_SECONDS[1] + 1);
    [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', next_attempt_at: null });
    expect(delivery!.attempts.map((a) => a.status_code)).toEqual([500, 503, 204]);
    expect((await endpointRow(endpoint.id)).failing_since).toBeNull();

    const requests = receiver.at('/flaky');
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const request of requests) {
      expect(() => new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).not.toThrow();
    }
  });

  it('that never gets through is tried 8 times over the schedule, then left failed', async () => {
    const { data: endpoint } = await addEndpoint(t, admin, receiver.url('/down'), ['contact.created']);
    receiver.answer('/down', ...Array<number>(SCHEDULED_ATTEMPTS).fill(502));
    await addContact();
    await t.drainJobs();
    for (const delay of RETRY_DELAYS_SECONDS) await runDueIn(delay + 1);
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(delivery!.attempts.map((a) => a.status_code)).toEqual(Array(SCHEDULED_ATTEMPTS).fill(502));
    await runDueIn(48 * 3600);
    expect(receiver.at('/down')).toHaveLength(SCHEDULED_ATTEMPTS);
  });

  it('is retried by staff at once, whatever its status, as a manual attempt', async () => {
    const { data: endpoint } = await addEndpoint(t, admin, receiver.url('/again'), ['contact.created']);
    await addContact();
    await t.drainJobs();
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint.id}/deliveries/${delivery!.id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(202);
    expect(retry.json().data).toMatchObject({ id: delivery!.id, status: 'delivered' });
    await t.drainJobs();
    const [after] = await deliveriesOf(t, admin, endpoint.id);
    expect(after!.attempts.map((a) => a.manual)).toEqual([false, true]);
    expect(receiver.at('/again').map((r) => r.headers['webhook-id'])).toEqual([
      delivery!.message_id,
      delivery!.message_id,
    ]);

    // Another endpoint's delivery is not this one's.
    const other = await addEndpoint(t, admin, receiver.url('/again-other'), ['referral.earned']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${other.data.id}/deliveries/${delivery!.id}/retry`,
      headers: admin,
    });
    expect(wrong.statusCode).toBe(404);
    // A disabled endpoint is enabled first.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${endpoint.id}`,
      headers: admin,
      payload: { enabled: false },
    });
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint.id}/deliveries/${delivery!.id}/retry`,
      headers: admin,
    });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors).toEqual({ id: [WEBHOOK_MESSAGES.endpointDisabled] });
  });
});

describe('an endpoint failing for a day', () => {
  it('is disabled at its next failure, its waiting deliveries stop, and the back office lists it as disabled for failures', async () => {
    const { data: endpoint } = await addEndpoint(t, admin, receiver.url('/dead'), ['contact.created']);
    receiver.answer('/dead', ...Array<number>(10).fill(500));
    await addContact();
    await addContact();
    await t.drainJobs();
    expect((await endpointRow(endpoint.id)).enabled).toBe(1);
    // What a day of failures leaves: the first failed attempt a day ago.
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000 - 1000).toISOString();
    await t.db.updateTable('webhook_endpoints').set({ failing_since: dayAgo }).where('id', '=', endpoint.id).execute();

    await runDueIn(6);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${endpoint.id}`, headers: admin });
    expect(listed.json().data).toMatchObject({
      enabled: false,
      failing_since: dayAgo,
      disabled_for_failures_at: expect.any(String),
    });
    const deliveries = await deliveriesOf(t, admin, endpoint.id);
    expect(deliveries.map((d) => d.status)).toEqual(['failed', 'failed']);
    const sent = receiver.at('/dead').length;
    await runDueIn(48 * 3600);
    expect(receiver.at('/dead')).toHaveLength(sent);

    // New events are not queued for it until staff enable it again.
    await addContact();
    expect(await deliveriesOf(t, admin, endpoint.id)).toHaveLength(2);
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${endpoint.id}`,
      headers: admin,
      payload: { enabled: true },
    });
    expect(enabled.json().data).toMatchObject({ enabled: true, failing_since: null, disabled_for_failures_at: null });
  });

  it('is not disabled by failures that began less than a day ago', async () => {
    const { data: endpoint } = await addEndpoint(t, admin, receiver.url('/shaky'), ['contact.created']);
    receiver.answer('/shaky', 500, 500);
    await addContact();
    await t.drainJobs();
    const hoursAgo = new Date(Date.now() - 23 * 3600 * 1000).toISOString();
    await t.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: hoursAgo })
      .where('id', '=', endpoint.id)
      .execute();
    await runDueIn(6);
    expect((await endpointRow(endpoint.id)).enabled).toBe(1);
  });
});

describe('the address a delivery goes to', () => {
  /** DNS as a test says: each call answers the next list (the last one again when they run out). */
  function dnsAnswers(...answers: string[][]) {
    const calls: string[] = [];
    vi.spyOn(dns.promises, 'lookup').mockImplementation((async (hostname: string) => {
      calls.push(hostname);
      const addresses = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    }) as unknown as typeof dns.promises.lookup);
    return calls;
  }

  it('is checked again before every attempt: a host that now resolves to loopback is not sent to', async () => {
    dnsAnswers(['93.184.216.34'], ['127.0.0.1']);
    const { data: endpoint } = await addEndpoint(t, admin, 'https://rebind.example.com/in', ['contact.created']);
    await addContact();
    await t.drainJobs();
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery!.status).toBe('pending');
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({
        status_code: null,
        error: 'Not sent: the host now resolves to a private, loopback or link-local address (127.0.0.1).',
      }),
    ]);
  });

  it('is the one checked: the connection goes to the address resolved and checked, without asking DNS again', async () => {
    // receiver.test is in WEBHOOK_ALLOWED_HOSTS but in no DNS: only the address resolved here reaches it.
    const calls = dnsAnswers(['127.0.0.1']);
    const asked = () => calls.filter((host) => host === 'receiver.test').length;
    const { data: endpoint } = await addEndpoint(t, admin, `http://receiver.test:${receiver.port}/pinned`, [
      'contact.created',
    ]);
    expect(asked()).toBe(1);
    await addContact();
    await t.drainJobs();
    expect(asked()).toBe(2);
    expect(receiver.at('/pinned')).toHaveLength(1);
    expect(receiver.at('/pinned')[0]!.headers.host).toBe(`receiver.test:${receiver.port}`);
    const [delivery] = await deliveriesOf(t, admin, endpoint.id);
    expect(delivery!.status).toBe('delivered');
  });
});

describe('emitEvent', () => {
  it('queues a delivery only with the transaction that emitted it: rolled back, nothing is left', async () => {
    const { data: endpoint } = await addEndpoint(t, admin, receiver.url('/rollback'), ['referral.redeemed']);
    const jobsBefore = (await t.jobs.list('webhooks.deliver')).length;
    await expect(
      inTransaction(t.db, async (trx) => {
        await emitEvent(t.jobs, trx, 'referral.redeemed', { id: 1 });
        throw new Error('the write failed after the event');
      }),
    ).rejects.toThrow('the write failed after the event');
    expect(await deliveriesOf(t, admin, endpoint.id)).toEqual([]);
    expect(await t.jobs.list('webhooks.deliver')).toHaveLength(jobsBefore);

    await inTransaction(t.db, (trx) => emitEvent(t.jobs, trx, 'referral.redeemed', { id: 2 }));
    expect(await deliveriesOf(t, admin, endpoint.id)).toHaveLength(1);
    expect(await t.jobs.list('webhooks.deliver')).toHaveLength(jobsBefore + 1);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(emitEvent(t.jobs, t.db, 'referral.redeemed', {})).rejects.toThrow(/transaction/);
  });
});
