import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildContact } from '../../../test/factories.ts';

let t: TestApp;
let key: TestApiKey;
beforeAll(async () => {
  t = await createTestApp();
  key = await createApiKey(t.app, { name: 'NetSuite' });
  const company = await put('customers/CUST-1', {
    company_name: 'Upsert Embroidery LLC',
    subsidiary_id: 1,
    updated_at: T1,
  });
  expect(company.statusCode).toBe(201);
});
afterAll(() => t.close());

const T0 = '2026-11-26T09:00:00Z';
const T1 = '2026-11-26T10:00:00Z';
const T2 = '2026-11-26T11:00:00Z';
const INVALID = 'The given data was invalid.';

const put = (path: string, payload: object, headers = key.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/integration/${path}`, headers, payload });

/** Each record kind: its path, a first body, a changed body, what the reply shows of each, and its scope. */
const RECORDS = [
  {
    kind: 'customer',
    path: 'customers/CUST-R',
    scope: 'customers:write',
    first: { company_name: 'Rivera Print Co.', subsidiary_id: 1, sales_rep_email: 'maria.lopez@reps.demo.test' },
    changed: { company_name: 'Rivera Print & Stitch', subsidiary_id: 3, sales_rep_email: null },
    shows: ['company_name', 'subsidiary_id', 'sales_rep_email'],
  },
  {
    kind: 'contact',
    path: 'contacts/CONT-R',
    scope: 'customers:write',
    first: {
      customer_external_id: 'CUST-1',
      first_name: 'Rosa',
      last_name: 'Rivera',
      email: 'rosa@rivera.test',
      phone: '4075550123',
    },
    changed: {
      customer_external_id: 'CUST-1',
      first_name: 'Rosa',
      last_name: 'Rivera-Ortiz',
      email: 'rosa.ortiz@rivera.test',
      phone: null,
      lang_code: 'es',
    },
    shows: ['first_name', 'last_name', 'email', 'phone'],
  },
  {
    kind: 'product',
    path: 'products/EMB-RIVERA-6',
    scope: 'catalog:write',
    first: {
      name: 'rivera 6',
      display_name: 'Rivera 6-Needle',
      group: 'Embroidery Machines',
      machine_type: 'Embroidery',
    },
    changed: { name: 'rivera 6 pro', display_name: 'Rivera 6-Needle Pro', group: null, machine_type: 'DTG' },
    shows: ['name', 'display_name', 'group', 'machine_type'],
  },
  {
    kind: 'transaction',
    path: 'transactions/TXN-R',
    scope: 'transactions:write',
    first: {
      customer_external_id: 'CUST-1',
      type: 'invoice',
      amount: 1250.5,
      date: '2026-11-20',
      memo: 'Hoops',
      status: 'Open',
      document_number: 'INV-1042',
    },
    changed: {
      customer_external_id: 'CUST-1',
      type: 'invoice',
      amount: 1250.5,
      date: '2026-11-20',
      memo: 'Hoops',
      status: 'Paid In Full',
      document_number: 'INV-1042',
    },
    shows: ['type', 'amount', 'date', 'memo', 'status', 'document_number'],
  },
  {
    kind: 'gift card',
    path: 'giftcards/GC-R',
    scope: 'giftcards:write',
    first: { customer_external_id: 'CUST-1', balance: 100 },
    changed: { customer_external_id: 'CUST-1', balance: 37.25, code: 'GIFT-R' },
    shows: ['balance'],
  },
  {
    kind: 'event code',
    path: 'event-codes/SHOW-R',
    scope: 'events:write',
    first: { customer_external_id: 'CUST-1', description: 'Trade show discount', description_es: 'Descuento de feria' },
    changed: { customer_external_id: 'CUST-1', description: 'Trade show discount', redeemed: true },
    shows: ['description', 'description_es'],
  },
] as const;

const pick = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, data[f]]));

describe.each(RECORDS)('PUT /api/integration/ a $kind', (record) => {
  it('creates it (201, applied), ignores a replay (200, not applied) and applies a newer change (200)', async () => {
    const created = await put(record.path, { ...record.first, updated_at: T1 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().applied).toBe(true);
    expect(pick(created.json().data, record.shows)).toEqual(pick({ ...record.first } as never, record.shows));
    expect(created.json().data.updated_at).toBe('2026-11-26T10:00:00.000Z');

    const replay = await put(record.path, { ...record.first, updated_at: T1 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...created.json(), applied: false });

    const newer = await put(record.path, { ...record.changed, updated_at: T2 });
    expect(newer.statusCode).toBe(200);
    expect(newer.json().applied).toBe(true);
    expect(newer.json().data.id).toBe(created.json().data.id);
  });

  it('acknowledges an older updated_at with the stored record and changes nothing, audit included', async () => {
    const audits = await t.db.selectFrom('audit_log').select('id').execute();
    const older = await put(record.path, { ...record.first, updated_at: T0 });
    expect(older.statusCode).toBe(200);
    expect(older.json().applied).toBe(false);
    expect(older.json().data.updated_at).toBe('2026-11-26T11:00:00.000Z');
    const stored = pick(older.json().data, record.shows);
    expect(stored).not.toEqual(pick({ ...record.first } as never, record.shows));
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual(audits);
  });

  it(`refuses a key without ${record.scope} with 403 naming it, writing nothing`, async () => {
    const other = await createApiKey(t.app, { scopes: ['referrals:write', 'orders:write'] });
    const res = await put(record.path, { ...record.changed, updated_at: '2026-11-27T00:00:00Z' }, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: `This API key does not have the ${record.scope} scope.` });
    const after = await put(record.path, { ...record.changed, updated_at: T2 });
    expect(after.json().applied).toBe(false);
  });

  it('refuses a body without updated_at, or with one that is not a date and time, with 422', async () => {
    expect((await put(record.path, record.first)).json().errors.updated_at).toEqual(['Updated at is required.']);
    expect((await put(record.path, { ...record.first, updated_at: '2026-11-26' })).json().errors.updated_at).toEqual([
      'The updated at must be a date and time with its offset, e.g. 2026-11-26T09:30:00Z.',
    ]);
  });
});

describe('unknown references name the field they came in (422, nothing written)', () => {
  it.each([
    ['contacts/CONT-X', { customer_external_id: 'NOPE', first_name: 'A', last_name: 'B', email: 'x@y.test' }],
    ['transactions/TXN-X', { customer_external_id: 'NOPE', type: 'payment', amount: -5, date: '2026-11-01' }],
    ['giftcards/GC-X', { customer_external_id: 'NOPE', balance: 1 }],
    ['event-codes/NOPE-X', { customer_external_id: 'NOPE', description: 'x' }],
  ])('%s', async (path, body) => {
    const res = await put(path, { ...body, updated_at: T1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: INVALID,
      errors: { customer_external_id: ['The customer external id is unknown.'] },
    });
  });

  it('a sales rep, a product group and a machine type by their names', async () => {
    const rep = await put('customers/CUST-X', {
      company_name: 'X',
      subsidiary_id: 1,
      sales_rep_email: 'nobody@reps.test',
      updated_at: T1,
    });
    expect(rep.json().errors).toEqual({ sales_rep_email: ['The sales rep email is unknown.'] });
    const group = await put('products/X-1', { name: 'x', display_name: 'X', group: 'Lasers', updated_at: T1 });
    expect(group.json().errors).toEqual({ group: ['The group is unknown.'] });
    const type = await put('products/X-1', { name: 'x', display_name: 'X', machine_type: 'Laser', updated_at: T1 });
    expect(type.json().errors).toEqual({ machine_type: ['The machine type is unknown.'] });
    expect(await t.db.selectFrom('customers').select('id').where('external_id', '=', 'CUST-X').execute()).toEqual([]);
    expect(await t.db.selectFrom('products').select('id').where('netsuite_name', '=', 'X-1').execute()).toEqual([]);
  });

  it('a reference in the path that is too long or holds a control character', async () => {
    const long = await put(`customers/${'C'.repeat(65)}`, { company_name: 'X', subsidiary_id: 1, updated_at: T1 });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      external_id: ['External id must be 1 to 64 characters without control characters.'],
    });
    const control = await put('customers/C%07X', { company_name: 'X', subsidiary_id: 1, updated_at: T1 });
    expect(control.json().errors.external_id).toHaveLength(1);
  });
});

describe('PUT /api/integration/contacts/{external_id}', () => {
  const contact = (email: string, extra: object = {}) => ({
    customer_external_id: 'CUST-1',
    first_name: 'Ivy',
    last_name: 'Invite',
    email,
    ...extra,
  });

  it('queues the invitation mail once for invite: true, whatever is sent after', async () => {
    const first = await put('contacts/INV-1', { ...contact('ivy@invite.test', { invite: true }), updated_at: T1 });
    expect(first.json().data.invite_sent_at).toEqual(expect.any(String));
    await put('contacts/INV-1', { ...contact('ivy@invite.test', { invite: true }), updated_at: T1 });
    await put('contacts/INV-1', { ...contact('ivy@invite.test', { invite: true }), updated_at: T2 });
    await t.drainJobs();
    const mails = t.outbox().filter((m) => m.includes('ivy@invite.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Your Owner Portal invitation');
    const trail = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'actor_name'])
      .where('subject_type', '=', 'customer_user')
      .where('subject_id', '=', first.json().data.id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { action: 'contact.create', actor_kind: 'api_key', actor_name: 'NetSuite' },
      { action: 'contact.invite', actor_kind: 'api_key', actor_name: 'NetSuite' },
      { action: 'contact.update', actor_kind: 'api_key', actor_name: 'NetSuite' },
    ]);
  });

  it('does not invite without invite: true', async () => {
    const res = await put('contacts/INV-2', { ...contact('quiet@invite.test'), updated_at: T1 });
    expect(res.json().data.invite_sent_at).toBeNull();
  });

  it('takes over a contact staff entered with the same email, keeping its id', async () => {
    const staffMade = await buildContact(t.db, { email: 'entered@by-staff.test' });
    const res = await put('contacts/ADOPT-1', { ...contact('entered@by-staff.test'), updated_at: T1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: staffMade.id, external_id: 'ADOPT-1', customer_external_id: 'CUST-1' });
  });

  it("refuses another external contact's email with 422, writing nothing", async () => {
    await put('contacts/MINE-1', { ...contact('taken@contacts.test'), updated_at: T1 });
    const res = await put('contacts/MINE-2', { ...contact('taken@contacts.test'), updated_at: T1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect(await t.db.selectFrom('customer_users').select('id').where('external_id', '=', 'MINE-2').execute()).toEqual(
      [],
    );
  });
});

describe('PUT /api/integration/event-codes/{code}', () => {
  it('keeps codes in capitals: the same code in any case is one record', async () => {
    const lower = await put('event-codes/caps20', { customer_external_id: 'CUST-1', description: 'x', updated_at: T1 });
    const upper = await put('event-codes/CAPS20', { customer_external_id: 'CUST-1', description: 'x', updated_at: T1 });
    expect(lower.json().data.discount_code).toBe('CAPS20');
    expect(upper.json()).toEqual({ ...lower.json(), applied: false });
  });
});

describe('two first deliveries of one reference at once', () => {
  it('create one record; the other answers as a replay', async () => {
    const body = { company_name: 'Racing Co.', subsidiary_id: 1, updated_at: T1 };
    const replies = await Promise.all([put('customers/RACE-1', body), put('customers/RACE-1', body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await t.db.selectFrom('customers').select('id').where('external_id', '=', 'RACE-1').execute()).toHaveLength(
      1,
    );
  });
});
