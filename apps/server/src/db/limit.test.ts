import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import { limitOf, rowsAt } from './limit.ts';

const db = createDatabase({ engine: 'sqlite', file: ':memory:' });

describe('limitOf', () => {
  it('writes the LIMIT into the SQL text, so no LIMIT parameter is bound', () => {
    const query = db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', 7)
      .limit(limitOf(15))
      .offset(30)
      .compile();
    expect(query.sql).toMatch(/limit 15 offset \?$/);
    expect(query.parameters).toEqual([7, 30]);
  });

  it('refuses anything but a whole number, so nothing else is ever written into SQL', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => limitOf(bad)).toThrow(RangeError);
    }
  });
});

describe('rowsAt', () => {
  const page = (offset: number) =>
    db.selectFrom('orders').select('id').where('customer_id', '=', 7).$call(rowsAt(10, offset)).compile();

  it('leaves OFFSET out of a first page and binds it past one', () => {
    expect(page(0).sql).toMatch(/limit 10$/);
    expect(page(0).parameters).toEqual([7]);
    expect(page(20).sql).toMatch(/limit 10 offset \?$/);
    expect(page(20).parameters).toEqual([7, 20]);
  });
});
