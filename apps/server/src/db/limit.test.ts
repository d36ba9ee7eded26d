import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';
import { limitOf } from './limit.ts';

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
