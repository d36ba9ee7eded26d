import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { perDatabase, prepareList, prepareQuery } from './prepared.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepared queries', () => {
  it('bind each call’s arguments where the sentinels stood, in any order', async () => {
    const find = prepareQuery(
      t.db,
      (lang: string, email: string) =>
        t.db.selectFrom('customer_users').select('email').where('email', '=', email).where('lang_code', '=', lang),
      ['\0lang', '\0email'],
    );
    expect(await find('en', 'owner@demo.test')).toEqual({ email: 'owner@demo.test' });
    expect(await find('es', 'owner@demo.test')).toBeUndefined();
  });

  it('reply every row as a list', async () => {
    const byLang = prepareList(
      t.db,
      (lang: string) => t.db.selectFrom('languages').select('code').where('code', '=', lang),
      ['\0lang'],
    );
    expect(await byLang('es')).toEqual([{ code: 'es' }]);
    expect(await byLang('xx')).toEqual([]);
  });

  it('refuse a query that binds a value that is not an argument, at start-up', () => {
    expect(() =>
      prepareList(t.db, (lang: string) => t.db.selectFrom('languages').where('code', '=', lang).limit(5).selectAll(), [
        '\0lang',
      ]),
    ).toThrow(/binds a value that is not an argument/);
  });

  it('are made once per database', () => {
    let made = 0;
    const queries = perDatabase(() => ({ n: ++made }));
    expect(queries(t.db)).toBe(queries(t.db));
    expect(made).toBe(1);
  });
});
