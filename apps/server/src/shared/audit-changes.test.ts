import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes.ts';

describe('changedFields: the before and after of an update', () => {
  it('lists only the sent fields whose value differs from the record', () => {
    const before = { id: 3, name: 'Ann', email: 'ann@x.test', phone: null };
    expect(changedFields(before, { name: 'Anne', email: 'ann@x.test', phone: '2223334444' })).toEqual({
      name: ['Ann', 'Anne'],
      phone: [null, '2223334444'],
    });
  });

  it('compares an x_id sent with the x the record shows', () => {
    const before = { id: 1, customer: { id: 4, company_name: 'Acme' } };
    expect(changedFields(before, { customer_id: 5 })).toEqual({ customer_id: [4, 5] });
    expect(changedFields({ id: 1, customer: null }, { customer_id: 5 })).toEqual({ customer_id: [null, 5] });
  });

  it('never records a password, secret or token, nor fields the record does not show', () => {
    const before = { id: 1, name: 'A', password: 'x' };
    expect(changedFields(before, { password: 'new-secret-1', secret: 's', unknown: 1 })).toBeNull();
  });

  it('records nothing when nothing changed or there is no record or body', () => {
    expect(changedFields({ id: 1, tags: ['a'] }, { tags: ['a'] })).toBeNull();
    expect(changedFields(undefined, { a: 1 })).toBeNull();
    expect(changedFields({ a: 1 }, null)).toBeNull();
  });
});
