/**
 * Path ids (docs/decisions/010-path-ids-are-plain-digits.md): only plain decimal digits name a
 * record. `0x1`, `1e0`, ` 1`, `01` and the like are 404 on every route with an id in its path, for a
 * caller who may use the route, so no route reads them as 1. Routes come from the app itself: a new
 * route is covered without a new row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { signIn, signInStaff } from '../sessions.ts';

let t: TestApp;
let callers: Record<string, string>[];
beforeAll(async () => {
  t = await createTestApp();
  // Admin may use every staff route, the US owner every customer route; the first that is let in is used.
  callers = [(await signInStaff(t.app, 'admin')).headers, (await signIn(t.app, 'owner@demo.test')).headers];
});
afterAll(() => t.close());

const NOT_IDS = [
  '0x1',
  '1e0',
  '%201',
  '1%20',
  '01',
  '+1',
  '-1',
  '1.0',
  '0',
  '1_000',
  '%EF%BC%91',
  '2147483648',
  '99999999999999999999',
];
const ID_PARAM = /:(id|\w+Id|\w+_id)\b/g;
const hasIdParam = (url: string) => new RegExp(ID_PARAM.source).test(url);

function idRoutes() {
  const seen = new Set<string>();
  return t.routes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    // The integration API's paths name records by the business systems' own references (decision 115).
    if (r.url.startsWith('/api/integration/')) return false;
    if (r.method === 'HEAD' || !hasIdParam(r.url) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('ids in paths', () => {
  it('some routes have ids in their paths (the table below is not empty)', () => {
    expect(idRoutes().length).toBeGreaterThanOrEqual(10);
  });

  it.each(NOT_IDS)('answers %j with 404 on every route that takes an id', async (notAnId) => {
    const wrong: string[] = [];
    for (const route of idRoutes()) {
      const url = route.url.replace(ID_PARAM, notAnId);
      let status = 0;
      for (const headers of callers) {
        status = (await t.app.inject({ method: route.method as 'GET', url, headers, payload: {} })).statusCode;
        if (status !== 403) break;
      }
      if (status !== 404) wrong.push(`${route.method} ${route.url}: ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still reads a plain id', async () => {
    const { id } = await t.db.selectFrom('customer_users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await t.app.inject({
      url: `/api/admin/customer_users/${id}`,
      method: 'PUT',
      headers: callers[0],
      payload: {},
    });
    // Past the id, the body is checked: 422 for the missing fields, not 404.
    expect(res.statusCode).toBe(422);
  });
});
