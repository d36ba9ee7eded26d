import { describe, expect, it } from 'vitest';
import { CONTACT_ORDER_COLUMNS } from '@owner-portal/contract/contacts/contacts';
import { contactColumns } from './contacts-columns.tsx';

describe('contact table columns', () => {
  it('offer sorting only on columns the API whitelists for order_by', () => {
    const sortable = contactColumns.filter((c) => c.sortable).map((c) => c.key);
    expect(sortable.length).toBeGreaterThan(0);
    expect(sortable.filter((key) => !(CONTACT_ORDER_COLUMNS as readonly string[]).includes(key))).toEqual([]);
  });
});
