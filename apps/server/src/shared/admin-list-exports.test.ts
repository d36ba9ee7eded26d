import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signInStaff } from '../../test/sessions.ts';

let t: TestApp;
const headersOf: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'europe']) headersOf[role] = (await signInStaff(t.app, role)).headers;
});
afterAll(() => t.close());

/** Every GET /api/admin/… route without a path parameter: the lists among them answer a paged reply. */
function adminGetRoutes(): string[] {
  const urls = t.routes
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/') && !r.url.includes(':'))
    .map((r) => r.url)
    .filter((url) => !url.endsWith('/export'));
  return [...new Set(urls)].sort();
}

/** Every row of a list with the given filters, page by page (ids in the list's order). */
async function listIds(url: string, filters: string, headers: Record<string, string>) {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({ url: `${url}?${filters}&page=${page}&per_page=100`, headers });
    const body = res.json<{ data: { id: number }[]; meta: { pagination: { total_pages: number } } }>();
    ids.push(...body.data.map((row) => row.id));
    if (page >= body.meta.pagination.total_pages) return ids;
  }
}

describe('GET /api/admin/<list>/export: every staff list exports what it shows', () => {
  it('every paged admin list has an export with exactly its filtered rows, in order, headed in words of both languages', async () => {
    const checked: string[] = [];
    const unnamed = new Set<string>();
    for (const role of ['admin', 'europe']) {
      const headers = headersOf[role]!;
      for (const url of adminGetRoutes()) {
        const probe = await t.app.inject({ url, headers });
        if (probe.statusCode !== 200) continue;
        if (!probe.json<{ meta?: { pagination?: unknown } }>().meta?.pagination) continue;
        for (const filters of ['order_dir=desc', 'search=e&order_dir=asc']) {
          const ids = await listIds(url, filters, headers);
          const res = await t.app.inject({ url: `${url}/export?${filters}&csv_lang=en`, headers });
          expect(res.statusCode, `${role} ${url}/export`).toBe(200);
          expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
          expect(res.body.startsWith('\uFEFF'), `${url}: byte-order mark`).toBe(true);
          const [header, ...rows] = parse(res.body, { bom: true }) as string[][];

          expect(rows.length, `${role} ${url}/export?${filters}: the list's rows`).toBe(ids.length);
          const idColumn = header!.indexOf('ID');
          expect(idColumn, `${url}: an ID column`).toBeGreaterThanOrEqual(0);
          expect(
            rows.map((row) => Number(row[idColumn])),
            `${role} ${url}?${filters}`,
          ).toEqual(ids);
          for (const cell of header!) if (!/^[A-Z][^_]*$/.test(cell)) unnamed.add(`en ${cell}`);
        }
        const es = await t.app.inject({ url: `${url}/export?csv_lang=es`, headers });
        const [spanish] = parse(es.body, { bom: true }) as string[][];
        for (const cell of spanish!) if (!/^[A-ZÁÉÍÓÚÑ][^_]*$/.test(cell)) unnamed.add(`es ${cell}`);
        checked.push(`${role} ${url}`);
      }
    }
    expect([...unnamed].sort(), 'header cells not in words').toEqual([]);
    // The staff lists of the back office, as the admin and a European staff member reach them.
    expect(checked).toEqual(expect.arrayContaining(['admin /api/admin/customer_users', 'europe /api/admin/customers']));
    expect(checked.length).toBeGreaterThan(15);
  });

  it('a staff member who may not open a list may not export it', async () => {
    const res = await t.app.inject({ url: '/api/admin/customer_users/export', headers: headersOf.europe! });
    expect(res.statusCode).toBe(200);
    const finance = (await signInStaff(t.app, 'finance')).headers;
    const refused = await t.app.inject({ url: '/api/admin/customer_users/export', headers: finance });
    expect(refused.statusCode).toBe(403);
  });
});
