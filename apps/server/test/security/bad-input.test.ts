/**
 * Bad input answers 4xx with a clear message on both engines, never 500 (docs/security.md, input
 * validation): NUL in text, integers beyond an integer column, dates outside 1900–2200 or not on
 * the calendar, broken multipart bodies. PostgreSQL refused these values with 500 where SQLite
 * stored them; the contract now refuses them first, the same way on both.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { signInStaff } from '../sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const NUL_EMAIL = 'owner\u0000@demo.test';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

describe('a NUL byte in text', () => {
  it.each(['/api/login', '/api/admin/login', '/api/password/request'])(
    'is refused in the email of POST %s without signing in',
    async (url) => {
      const res = await t.app.inject({ method: 'POST', url, payload: { email: NUL_EMAIL, password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Email may not contain control characters.'] });
    },
  );

  it('is refused in a list search and in its CSV export, before the export starts', async () => {
    for (const url of ['/api/admin/customers?search=a%00b', '/api/admin/customers/export?search=a%00b']) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ search: ['Search may not contain control characters.'] });
    }
  });

  it('is refused in a free-text body field the route validates only for length', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/template',
      headers: admin,
      payload: { name: 'Template', note: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ note: ['Note may not contain control characters.'] });
  });
});

describe('integers beyond an integer column (2147483647)', () => {
  it('are refused as a body id with a 422 naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/customers/1',
      headers: admin,
      payload: { company_name: 'Acme', subsidiary_id: 1, sales_rep_id: 2147483648 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ sales_rep_id: ['The selected sales rep is invalid.'] });
  });

  it('are a search text, not an id, in the customer search', async () => {
    for (const url of [
      '/api/admin/customers?search=2147483648',
      '/api/admin/customers/find?search=9223372036854775808',
    ]) {
      expect((await get(url)).statusCode).toBe(200);
    }
  });

  it('name no record as a path id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/machine-type-referral-payout-tag/2147483648',
      headers: admin,
      payload: { name: 'Tag', machine_type_referral_tag: [] },
    });
    expect(res.statusCode).toBe(404);
  });

  it('are refused as a page', async () => {
    const res = await get('/api/admin/customers?page=2147483648');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['page']);
  });
});

describe('dates', () => {
  it.each(['0000-01-01', '9999-12-31', '2026-02-31'])('%s is refused as a list date', async (day) => {
    const res = await get(`/api/admin/customers?start_date=${day}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ start_date: ['The start date must be a date in yyyy-MM-dd form.'] });
  });

  it.each(['0000-01-01', '9999-12-31', '2026-02-31'])('%s is refused as a training class date', async (day) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/training-schedule/us/slots',
      headers: admin,
      payload: { location_id: 1, date: day, time: '10:00' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.date).toEqual(['Date must be a date in yyyy-MM-dd form.']);
  });

  it('out of range is refused in the training schedule filter', async () => {
    const res = await get('/api/admin/training-schedule/us/slots?from=0000-01-01&to=9999-12-31');
    expect(res.statusCode).toBe(422);
  });
});

describe('uploads', () => {
  const boundary = 'regressionboundary';
  const pdfPart = (filename: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%regression\n\r\n--${boundary}--\r\n`,
    );
  const storedFiles = () => {
    const dir = join(t.config.dataDir, 'uploads');
    if (!existsSync(dir)) return [];
    return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile());
  };

  it('refuse a file name with a NUL byte before storing anything', async () => {
    const before = storedFiles().length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/pdf',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: pdfPart('report\u0000.pdf'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['File has a name with control characters.'] });
    expect(storedFiles()).toHaveLength(before);
  });

  it.each([
    ['no boundary', 'multipart/form-data', pdfPart('a.pdf')],
    ['broken part headers', `multipart/form-data; boundary=${boundary}`, Buffer.from(`--${boundary}\r\n\r\n\u0000`)],
  ])('refuse a malformed multipart body (%s) with 422', async (_, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/pdf',
      headers: { ...admin, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      file: ['The upload is not a well-formed multipart/form-data body with one file.'],
    });
  });
});
