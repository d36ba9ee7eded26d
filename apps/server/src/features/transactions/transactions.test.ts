import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/sessions.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let ownerCompany: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  other = (await signIn(t.app, 'other.owner@demo.test')).headers;
  ownerCompany = (
    await t.db
      .selectFrom('customer_users')
      .select('customer_id')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow()
  ).customer_id!;
});
afterAll(() => t.close());

const get = (url: string, headers = owner) => t.app.inject({ url, headers });
type Tx = { id: number; date: string; amount: number; document_number: string; memo: string | null };

describe('GET /api/transaction', () => {
  it('pages two years of history, newest first, amounts as numbers', async () => {
    const body = (await get('/api/transaction')).json();
    expect(body.meta.pagination).toMatchObject({ total: 46, count: 15, per_page: 15, current_page: 1, total_pages: 4 });
    const dates = body.data.map((r: Tx) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      document_number: expect.any(String),
      type: expect.stringMatching(/^(invoice|payment|credit_memo|refund)$/),
      status: expect.any(String),
      memo: expect.any(String),
      order_number: expect.toBeOneOf([null, expect.any(String)]),
      amount: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const last = (await get('/api/transaction?page=4')).json();
    expect(last.data).toHaveLength(1);
  });

  it('filters by date range and search', async () => {
    const all: Tx[] = (await get('/api/transaction?per_page=100')).json().data;
    const oldest = all.at(-1)!.date;
    const inRange = (await get(`/api/transaction?per_page=100&start_date=${oldest}&end_date=${oldest}`)).json().data;
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((r: Tx) => r.date === oldest)).toBe(true);
    const credits = (await get('/api/transaction?per_page=100&search=CM-')).json().data;
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((r: Tx) => r.document_number.startsWith('CM-'))).toBe(true);
  });

  it('sorts by a whitelisted column and refuses any other with 422', async () => {
    const asc = (await get('/api/transaction?order_by=amount&order_dir=asc&per_page=100'))
      .json()
      .data.map((r: Tx) => r.amount);
    expect(asc).toEqual([...asc].sort((a: number, b: number) => a - b));
    const res = await get('/api/transaction?order_by=customer_id');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.order_by[0]).toContain('order by');
  });

  it('shows another company only its own transactions', async () => {
    expect((await get('/api/transaction', other)).json().meta.pagination.total).toBe(6);
  });
});

describe('GET /api/transaction/{id}', () => {
  it("returns one of the company's transactions and 404 for another company's", async () => {
    const [first] = (await get('/api/transaction')).json().data;
    const res = await get(`/api/transaction/${first.id}`);
    expect(res.json()).toEqual({ data: first });
    expect((await get(`/api/transaction/${first.id}`, other)).statusCode).toBe(404);
  });
});

const ENGLISH_HEADER = 'Date,Document number,Type,Status,Memo,Order number,Amount';

describe('GET /api/transaction/export', () => {
  it('streams exactly the filtered rows as CSV with a header row', async () => {
    const filtered = (await get('/api/transaction?per_page=100&search=PAY-')).json();
    const res = await get('/api/transaction/export?search=PAY-');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(ENGLISH_HEADER);
    expect(lines).toHaveLength(filtered.meta.pagination.total + 1);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(filtered.data.map((r: Tx) => r.document_number));
    expect(lines[1]).toMatch(/,-\d+\.\d{2}$/);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await t.db
      .insertInto('transactions')
      .values({
        customer_id: ownerCompany,
        document_number: 'INV-EVIL',
        type: 'invoice',
        status: 'Open',
        memo: '=HYPERLINK("http://evil.test","click")',
        order_number: '+1-555',
        amount_cents: 100,
        date: '2000-01-01',
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await get('/api/transaction/export?search=INV-EVIL');
    const [, row] = res.body.trim().split('\r\n');
    expect(row).toBe('2000-01-01,INV-EVIL,Invoice,Open,"\'=HYPERLINK(""http://evil.test"",""click"")","\'+1-555",1.00');
  });

  it('answers 422 to a date that is no real day, like the list', async () => {
    for (const url of ['/api/transaction/export?start_date=2026-13-01', '/api/transaction?end_date=2026-02-30']) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([url.includes('start') ? 'start_date' : 'end_date']);
    }
  });

  it('writes Spanish headers, types and statuses when asked with lang_code=es, the same rows', async () => {
    const english = (await get('/api/transaction/export?search=INV-')).body.trim().split('\r\n');
    const res = await get('/api/transaction/export?search=INV-&lang_code=es');
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Fecha,Número de documento,Tipo,Estado,Nota,Número de pedido,Importe');
    expect(lines).toHaveLength(english.length);
    const types = new Set(lines.slice(1).map((l) => l.split(',')[2]));
    const statuses = new Set(lines.slice(1).map((l) => l.split(',')[3]));
    expect([...types]).toEqual(['Factura']);
    expect([...statuses].every((s) => ['Abierta', 'Pagada por completo'].includes(s!))).toBe(true);
    expect(english[0]).toBe(ENGLISH_HEADER);
    expect((await get('/api/transaction/export?lang_code=fr')).statusCode).toBe(422);
  });

  it('exports only the header for a filter that matches nothing', async () => {
    const res = await get('/api/transaction/export?search=no-such-document');
    expect(res.body).toBe(`\uFEFF${ENGLISH_HEADER}\r\n`);
  });

  it("opens in Excel: UTF-8 with a byte-order mark, in the reader's own language without lang_code", async () => {
    await t.db
      .updateTable('customer_users')
      .set({ lang_code: 'es' })
      .where('email', '=', 'other.owner@demo.test')
      .execute();
    const spanish = (await signIn(t.app, 'other.owner@demo.test')).headers;
    const res = await get('/api/transaction/export', spanish);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')[0]).toBe(
      'Fecha,Número de documento,Tipo,Estado,Nota,Número de pedido,Importe',
    );
    expect((await get('/api/transaction/export?lang_code=en', spanish)).body.slice(1)).toMatch(
      /^Date,Document number,/,
    );
  });

  it('writes a Spanish reader in Europe the semicolons and decimal commas of their Excel', async () => {
    await t.db
      .updateTable('customer_users')
      .set({ lang_code: 'es' })
      .where('email', '=', 'eu.owner@demo.test')
      .execute();
    const european = (await signIn(t.app, 'eu.owner@demo.test')).headers;
    const lines = (await get('/api/transaction/export', european)).body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Fecha;Número de documento;Tipo;Estado;Nota;Número de pedido;Importe');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/;-?\d+,\d{2}$/);
    const english = (await get('/api/transaction/export?lang_code=en', european)).body.slice(1).trim().split('\r\n');
    expect(english[1]).toMatch(/,-?\d+\.\d{2}$/);
  });
});
