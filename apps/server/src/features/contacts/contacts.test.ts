import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MASK } from '@owner-portal/contract/constants';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, buildContact, buildCustomer } from '../../../test/factories.ts';
import { decodeMail, mailedLinkToken } from '../../../test/mail.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  companyId = (await buildCustomer(t.db, { company_name: 'Contact Test Co' })).id;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/admin/customer_users${url}`, headers, ...(payload ? { payload } : {}) });

const valid = (n: string) => ({
  first_name: 'Nina',
  last_name: 'New',
  email: `nina.${n}@contacts.test`,
  phone: '+1 (407) 555-0199',
  customer_id: companyId,
});
const editable = (email: string) => ({ ...valid('x'), email, internal_id: '12345', password: PASSWORD_MASK });
const row = (id: number) =>
  t.db.selectFrom('customer_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/admin/customer_users', () => {
  it('adds a contact, replies it with 201, and mails it an invite to choose a password', async () => {
    await t.drainJobs(); // mail queued by earlier tests
    const before = t.outbox().length;
    const res = await send('POST', '', valid('add'));
    expect(res.statusCode).toBe(201);
    const contact = res.json().data;
    expect(contact).toMatchObject({
      first_name: 'Nina',
      last_name: 'New',
      email: 'nina.add@contacts.test',
      phone: '+14075550199',
      internal_id: null,
      unlocked_trainings: 0,
      lang_code: 'en',
      customer: { id: companyId, company_name: 'Contact Test Co', subsidiary_id: 1 },
    });
    expect(Date.parse(contact.invite_sent_at)).toBeGreaterThan(Date.now() - 60_000);
    // The mail goes out from a job, after the reply.
    expect(t.outbox()).toHaveLength(before);
    await t.drainJobs();
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(decodeMail(mails[0]!)).toMatch(/^To: nina\.add@contacts\.test$/m);
    expect(mailedLinkToken(mails[0]!)).toBeDefined();
    expect((await row(contact.id)).password_hash).toBeNull();
  });

  it('lets the invite link set the password through POST /api/password/reset', async () => {
    await t.drainJobs(); // mail queued by earlier tests
    const before = t.outbox().length;
    const { id } = (await send('POST', '', valid('link'))).json().data;
    await t.drainJobs();
    const token = mailedLinkToken(t.outbox()[before]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'stitch-and-thread-77', password_confirmation: 'stitch-and-thread-77' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await row(id)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('accepts a contact without customer and internal id, and stores a given password as an argon2 hash', async () => {
    const { customer_id: _omit, ...body } = valid('bare');
    const res = await send('POST', '', { ...body, password: 'a-fine-long-passphrase' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.customer).toBeNull();
    expect((await row(res.json().data.id)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 422 with a text per field for blank, bad phone and bad email fields', async () => {
    const res = await send('POST', '', { first_name: ' ', last_name: '', email: 'not-an-email', phone: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        first_name: ['First name is required.'],
        last_name: ['Last name is required.'],
        email: ['Invalid email address.'],
        phone: ['Invalid phone number.'],
      },
    });
  });

  it('answers 422 to a missing body with every required field named', async () => {
    const res = await send('POST', '');
    expect(res.json().errors).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      email: ['Email is required.'],
      phone: ['Phone is required.'],
    });
  });

  it('answers 422 to an internal id that is not digits only', async () => {
    const res = await send('POST', '', { ...valid('digits'), internal_id: '12a' });
    expect(res.json().errors).toEqual({ internal_id: ['Internal id must contain digits only.'] });
  });

  it('answers 422 "The email has already been taken." to a used email, whatever its case', async () => {
    const res = await send('POST', '', { ...valid('dup'), email: 'OWNER@demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers 422 to an unknown customer', async () => {
    const res = await send('POST', '', { ...valid('nocompany'), customer_id: 999999 });
    expect(res.json().errors).toEqual({ customer_id: ['The selected customer is invalid.'] });
  });

  it('writes an audit entry naming the staff member, without the password', async () => {
    const res = await send('POST', '', { ...valid('audit'), password: 'a-secret-passphrase-1' });
    const trail = await auditTrail(t.db, 'customer_user', res.json().data.id);
    expect(trail.map((e) => e.action)).toEqual(['contact.create', 'contact.invite']);
    expect(trail[0]!.actor_kind).toBe('staff');
    expect(JSON.stringify(trail)).not.toContain('a-secret-passphrase-1');
  });
});

describe('PUT /api/admin/customer_users/{id}', () => {
  it('updates the fields and replies the contact', async () => {
    const contact = await buildContact(t.db, { email: 'edit.me@contacts.test' });
    const res = await send('PUT', `/${contact.id}`, {
      ...editable('edited@contacts.test'),
      first_name: 'Edda',
      lang_code: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: contact.id,
      first_name: 'Edda',
      email: 'edited@contacts.test',
      internal_id: '12345',
      lang_code: 'es',
      customer: { id: companyId },
    });
  });

  it('leaves the password and token version alone when the password is the 19-bullet mask', async () => {
    const contact = await buildContact(t.db);
    await t.db.updateTable('customer_users').set({ password_hash: 'kept-hash' }).where('id', '=', contact.id).execute();
    const res = await send('PUT', `/${contact.id}`, editable(contact.email));
    expect(res.statusCode).toBe(200);
    expect(await row(contact.id)).toMatchObject({ password_hash: 'kept-hash', token_version: 0 });
  });

  it('leaves the password alone when none is sent', async () => {
    const contact = await buildContact(t.db);
    await t.db.updateTable('customer_users').set({ password_hash: 'kept-hash' }).where('id', '=', contact.id).execute();
    const { password: _omit, ...body } = editable(contact.email);
    expect((await send('PUT', `/${contact.id}`, body)).statusCode).toBe(200);
    expect((await row(contact.id)).password_hash).toBe('kept-hash');
  });

  it('sets a changed password as an argon2 hash and bumps the token version', async () => {
    const contact = await buildContact(t.db);
    const res = await send('PUT', `/${contact.id}`, { ...editable(contact.email), password: 'brand-new-passphrase' });
    expect(res.statusCode).toBe(200);
    const stored = await row(contact.id);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.token_version).toBe(1);
    const trail = await auditTrail(t.db, 'customer_user', contact.id);
    expect(JSON.parse(trail.at(-1)!.details!)).toMatchObject({ password_changed: true });
    expect(JSON.stringify(trail)).not.toContain('brand-new-passphrase');
  });

  it('answers 422 when internal id or customer is blank, since both are required on edit', async () => {
    const contact = await buildContact(t.db);
    const res = await send('PUT', `/${contact.id}`, { ...editable(contact.email), internal_id: '', customer_id: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      internal_id: ['Internal id is required.'],
      customer_id: ['Customer is required.'],
    });
  });

  it("answers 422 to another contact's email but accepts the contact's own", async () => {
    const contact = await buildContact(t.db);
    expect((await send('PUT', `/${contact.id}`, editable('owner@demo.test'))).json().errors).toEqual({
      email: ['The email has already been taken.'],
    });
    expect((await send('PUT', `/${contact.id}`, editable(contact.email))).statusCode).toBe(200);
  });

  it('answers 404 to an unknown contact', async () => {
    const res = await send('PUT', '/999999', editable('ghost@contacts.test'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('DELETE /api/admin/customer_users/{id}', () => {
  it('deletes the contact with 204 and records who did it', async () => {
    const contact = await buildContact(t.db);
    const res = await send('DELETE', `/${contact.id}`);
    expect(res.statusCode).toBe(204);
    expect(
      await t.db.selectFrom('customer_users').select('id').where('id', '=', contact.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await auditTrail(t.db, 'customer_user', contact.id)).map((e) => e.action)).toEqual(['contact.delete']);
  });

  it('answers 404 to an unknown contact', async () => {
    expect((await send('DELETE', '/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/customer_users/{id}/reinvite', () => {
  it('mails a new set-password link, stamps invite_sent_at and replies the contact', async () => {
    const contact = await buildContact(t.db, { email: 'reinvite.me@contacts.test' });
    await t.drainJobs(); // mail queued by earlier tests
    const before = t.outbox().length;
    const started = Date.now();
    const res = await send('POST', `/${contact.id}/reinvite`);
    expect(res.statusCode).toBe(200);
    const sentAt = Date.parse(res.json().data.invite_sent_at);
    expect(sentAt).toBeGreaterThanOrEqual(started - 1000);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
    await t.drainJobs();
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(decodeMail(mails[0]!)).toMatch(/^To: reinvite\.me@contacts\.test$/m);
    expect(mailedLinkToken(mails[0]!)).toBeDefined();
    expect((await auditTrail(t.db, 'customer_user', contact.id)).map((e) => e.action)).toEqual(['contact.invite']);
  });

  it('retires the previous invite link, so only the newest one works', async () => {
    const contact = await buildContact(t.db);
    await send('POST', `/${contact.id}/reinvite`);
    await t.drainJobs();
    await send('POST', `/${contact.id}/reinvite`);
    await t.drainJobs();
    const open = await t.db
      .selectFrom('password_tokens')
      .select('id')
      .where('account_id', '=', contact.id)
      .where('account_kind', '=', 'customer_user')
      .where('used_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('queues one invite while one is waiting, and keeps the link out of the queue', async () => {
    const contact = await buildContact(t.db, { email: 'twice.quick@contacts.test' });
    const before = t.outbox().length;
    expect((await send('POST', `/${contact.id}/reinvite`)).statusCode).toBe(200);
    expect((await send('POST', `/${contact.id}/reinvite`)).statusCode).toBe(200);
    const queued = (await t.jobs.list('contacts.invite')).filter(
      (j) => (j.data as { customer_user_id: number }).customer_user_id === contact.id,
    );
    // The payload names the contact; the link is made when the job runs.
    expect(queued.map((j) => [j.state, j.data])).toEqual([['created', { customer_user_id: contact.id }]]);
    await t.drainJobs();
    expect(
      t
        .outbox()
        .slice(before)
        .filter((m) => m.includes('To: twice.quick@contacts.test')),
    ).toHaveLength(1);
  });

  it('answers 404 to an unknown contact', async () => {
    expect((await send('POST', '/999999/reinvite')).statusCode).toBe(404);
  });
});

describe('contacts permissions: tech may only update', () => {
  it('lets tech edit a contact and resend its invite', async () => {
    const tech = (await signInStaff(t.app, 'tech')).headers;
    const contact = await buildContact(t.db);
    expect((await send('PUT', `/${contact.id}`, editable(contact.email), tech)).statusCode).toBe(200);
    expect((await send('POST', `/${contact.id}/reinvite`, undefined, tech)).statusCode).toBe(200);
  });

  it('refuses tech adding or deleting a contact with 403, and changes nothing', async () => {
    const tech = (await signInStaff(t.app, 'tech')).headers;
    const contact = await buildContact(t.db);
    expect((await send('POST', '', valid('tech'), tech)).statusCode).toBe(403);
    expect((await send('DELETE', `/${contact.id}`, undefined, tech)).statusCode).toBe(403);
    expect(
      await t.db
        .selectFrom('customer_users')
        .select('id')
        .where('email', '=', 'nina.tech@contacts.test')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await row(contact.id)).id).toBe(contact.id);
  });

  it.each(['service', 'europe'])('lets %s add and delete contacts', async (role) => {
    const headers = (await signInStaff(t.app, role)).headers;
    const res = await send('POST', '', valid(role), headers);
    expect(res.statusCode).toBe(201);
    expect((await send('DELETE', `/${res.json().data.id}`, undefined, headers)).statusCode).toBe(204);
  });

  it.each(['accounting', 'finance', 'sales'])('refuses %s every contacts call with 403', async (role) => {
    const headers = (await signInStaff(t.app, role)).headers;
    const contact = await buildContact(t.db);
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/admin/customer_users', headers }),
      send('POST', '', valid(`${role}-x`), headers),
      send('PUT', `/${contact.id}`, editable(contact.email), headers),
      send('POST', `/${contact.id}/reinvite`, undefined, headers),
      send('DELETE', `/${contact.id}`, undefined, headers),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
  });
});
