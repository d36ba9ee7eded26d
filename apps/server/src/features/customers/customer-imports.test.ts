import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { importCsv, importRows, importXlsx, TEN_BAD } from '../../../test/customer-import-files.ts';
import { all, listen, statusCounts } from '../../../test/http.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let base: string;
let send: Awaited<ReturnType<typeof listen>>['send'];
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ importInvitesPerMinute: 2 });
  ({ base, send } = await listen(t.app));
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

interface ImportReply {
  id: number;
  status: string;
  columns: string[];
  mapping: Record<string, string | null>;
  rows_total: number | null;
  rows_done: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  invites: number;
}

async function upload(bytes: Uint8Array | string, name: string, headers = admin) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${base}/api/admin/customer-imports`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { data: ImportReply; errors?: Record<string, string[]> } };
}

async function importFile(bytes: Uint8Array | string, name: string, options: { invite?: boolean; headers?: Record<string, string> } = {}) {
  const headers = options.headers ?? admin;
  const up = await upload(bytes, name, headers);
  expect(up.status).toBe(201);
  const start = await send('POST', `/api/admin/customer-imports/${up.body.data.id}/start`, {
    headers,
    body: { mapping: up.body.data.mapping, invite: options.invite ?? false },
  });
  expect(start.status).toBe(202);
  await t.drainJobs();
  const done = await send('GET', `/api/admin/customer-imports/${up.body.data.id}`, { headers });
  return done.body as { data: ImportReply };
}

const contactCount = async () =>
  Number(
    (await t.db.selectFrom('customer_users').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );

describe('POST /api/admin/customer-imports and its job', () => {
  const csv = importCsv(importRows(1000, { bad: TEN_BAD, tag: 'k1' }));

  it('imports 990 of a 1,000-row CSV with 10 bad rows, and a re-run of the same file changes nothing', async () => {
    const before = await contactCount();
    const first = await importFile(csv, 'customers.csv');
    expect(first.data).toMatchObject({ status: 'done', rows_total: 1000, rows_done: 1000, created: 990, rejected: 10 });
    expect(await contactCount()).toBe(before + 990);
    const imported = await t.db
      .selectFrom('customer_users as cu')
      .innerJoin('customers as c', 'c.id', 'cu.customer_id')
      .select(['cu.phone', 'cu.internal_id', 'cu.lang_code', 'c.company_name', 'c.subsidiary_id'])
      .where('cu.email', '=', 'k1.contact7@example.test')
      .executeTakeFirstOrThrow();
    expect(imported).toEqual({
      phone: '3055550007',
      internal_id: importRows(8, { tag: 'k1' })[7]![6],
      lang_code: 'es',
      company_name: 'k1 Company 0',
      subsidiary_id: 3,
    });

    const again = await importFile(csv, 'customers.csv');
    expect(again.data).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 990, rejected: 10 });
    expect(await contactCount()).toBe(before + 990);
  });

  it('matches a contact by internal id before email: a changed email updates that contact', async () => {
    const rows = importRows(3, { tag: 'k2' });
    await importFile(importCsv(rows), 'a.csv');
    rows[1]![4] = 'k2.renamed@example.test';
    const second = await importFile(importCsv(rows), 'a.csv');
    expect(second.data).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const renamed = await t.db
      .selectFrom('customer_users')
      .select('internal_id')
      .where('email', '=', 'k2.renamed@example.test')
      .executeTakeFirstOrThrow();
    expect(renamed.internal_id).toBe(rows[1]![6]);
  });

  it('applies a later row of the same contact in one file to the contact the earlier row made', async () => {
    const rows = importRows(2, { tag: 'k9' });
    rows[1] = [...rows[0]!];
    rows[1][2] = 'Renamed';
    const done = await importFile(importCsv(rows), 'twice.csv');
    expect(done.data).toMatchObject({ created: 1, updated: 1, rejected: 0 });
    const contact = await t.db
      .selectFrom('customer_users')
      .select('first_name')
      .where('email', '=', rows[0]![4]!)
      .executeTakeFirstOrThrow();
    expect(contact.first_name).toBe('Renamed');
  });

  it('reads an Excel workbook as well as a CSV', async () => {
    const xlsx = await importXlsx(importRows(25, { bad: [4], tag: 'k3' }));
    const done = await importFile(xlsx, 'customers.xlsx');
    expect(done.data).toMatchObject({ status: 'done', rows_total: 25, created: 24, rejected: 1 });
  });

  it('refuses a file that is neither CSV nor XLSX, a malformed body and a file without a header, writing nothing', async () => {
    const png = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'photo.png');
    expect(png.status).toBe(422);
    expect(png.body.errors).toEqual({ file: ['The file must be a CSV file or an Excel workbook (.xlsx).'] });
    const empty = await upload('\r\n\r\n', 'empty.csv');
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ file: ['The file has no header row.'] });
    const broken = await fetch(`${base}/api/admin/customer-imports`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nnonsense',
    });
    expect(broken.status).toBe(422);
  });

  it('previews the first 20 rows with their errors, and refuses a mapping without a required field', async () => {
    const up = await upload(csv, 'customers.csv');
    const { mapping } = up.body.data;
    expect(mapping).toMatchObject({ company_name: 'Company', email: 'Email', phone: 'Phone', internal_id: 'Internal ID' });
    const preview = await send('POST', `/api/admin/customer-imports/${up.body.data.id}/preview`, {
      headers: admin,
      body: { mapping },
    });
    expect(preview.status).toBe(200);
    const rows = (preview.body as { data: { row: number; errors: Record<string, string[]> }[] }).data;
    expect(rows).toHaveLength(20);
    expect(rows[3]).toMatchObject({ row: 5, errors: { email: ['Invalid email address.'] } });
    expect(rows[0]!.errors).toEqual({});

    const unmapped = await send('POST', `/api/admin/customer-imports/${up.body.data.id}/start`, {
      headers: admin,
      body: { mapping: { ...mapping, email: null } },
    });
    expect(unmapped.status).toBe(422);
    expect((unmapped.body as { errors: object }).errors).toEqual({ 'mapping.email': ['Choose the column to read it from.'] });
  });

  it('starts an import once, however many starts arrive together', async () => {
    const up = await upload(importCsv(importRows(5, { tag: 'k4' })), 'race.csv');
    const replies = await all(6, () =>
      send('POST', `/api/admin/customer-imports/${up.body.data.id}/start`, {
        headers: admin,
        body: { mapping: up.body.data.mapping },
      }),
    );
    expect(statusCounts(replies)).toEqual({ 202: 1, 422: 5 });
    expect((await t.jobs.list('customers.import')).filter((j) => (j.data as { import_id: number }).import_id === up.body.data.id)).toHaveLength(1);
    await t.drainJobs();
  });

  it('remembers the mapping of a file with its own headers for the staff member’s next import', async () => {
    const header = ['Firma', 'Sub', 'Vorname', 'Nachname', 'Mail', 'Tel', 'Nr', 'Sprache'];
    const sheet = importCsv(importRows(2, { tag: 'k5' }), header);
    const first = await upload(sheet, 'de.csv');
    const mapping = {
      company_name: 'Firma',
      subsidiary_id: 'Sub',
      first_name: 'Vorname',
      last_name: 'Nachname',
      email: 'Mail',
      phone: 'Tel',
      internal_id: 'Nr',
      lang_code: 'Sprache',
    };
    await send('POST', `/api/admin/customer-imports/${first.body.data.id}/start`, { headers: admin, body: { mapping } });
    await t.drainJobs();
    const next = await upload(sheet, 'de.csv');
    expect(next.body.data.mapping).toEqual(mapping);
  });

  it('downloads the rejected rows as CSV with their reasons, headers in the reader’s language', async () => {
    const done = await importFile(csv, 'customers.csv');
    const en = await fetch(`${base}/api/admin/customer-imports/${done.data.id}/rejections?lang_code=en`, { headers: admin });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await en.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Row,Email,Company,Reason');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe('5,not-an-email-3,k1 Company 0,Email: Invalid email address.');
    const es = await fetch(`${base}/api/admin/customer-imports/${done.data.id}/rejections?lang_code=es`, { headers: admin });
    const esLines = Buffer.from(await es.arrayBuffer()).toString('utf8').slice(1).trim().split('\r\n');
    expect(esLines[0]).toBe('Fila,Correo electrónico,Empresa,Motivo');
    expect(esLines[1]).toContain('Correo electrónico: Correo electrónico no válido.');
  });

  it('shows an import only to the staff member who uploaded it', async () => {
    const up = await upload(importCsv(importRows(1, { tag: 'k6' })), 'mine.csv');
    const service = (await signInStaff(t.app, 'service')).headers;
    const other = await send('GET', `/api/admin/customer-imports/${up.body.data.id}`, { headers: service });
    expect(other.status).toBe(404);
    const current = await send('GET', '/api/admin/customer-imports/current', { headers: admin });
    expect((current.body as { data: { status: string } }).data.status).toBe('done');
  });

  it('lets Europe staff import only into subsidiary 3', async () => {
    const europe = (await signInStaff(t.app, 'europe')).headers;
    const done = await importFile(importCsv(importRows(14, { tag: 'k7' })), 'eu.csv', { headers: europe });
    // Rows 0 and 7 are subsidiary 3; the other twelve are refused.
    expect(done.data).toMatchObject({ created: 2, rejected: 12 });
  });
});

describe('invitations of an import', () => {
  it('invites each new contact once, at most IMPORT_INVITES_PER_MINUTE a minute', async () => {
    const sheet = importCsv(importRows(5, { tag: 'k8' }));
    const startedAt = Date.now();
    const done = await importFile(sheet, 'invite.csv', { invite: true });
    expect(done.data.invites).toBe(5);
    const ids = (
      await t.db.selectFrom('customer_users').select('id').where('email', 'like', 'k8.%').execute()
    ).map((r) => r.id);
    const invites = (await t.jobs.list('contacts.invite')).filter((j) => ids.includes((j.data as { customer_user_id: number }).customer_user_id));
    expect(invites).toHaveLength(5);
    const minutes = invites
      .map((j) => Math.floor((new Date(j.startAfter).getTime() - startedAt + 30_000) / 60_000))
      .sort();
    expect(minutes).toEqual([0, 0, 1, 1, 2]);

    const again = await importFile(sheet, 'invite.csv', { invite: true });
    expect(again.data.invites).toBe(0);
    expect((await t.jobs.list('contacts.invite')).filter((j) => ids.includes((j.data as { customer_user_id: number }).customer_user_id))).toHaveLength(5);
  });
});
