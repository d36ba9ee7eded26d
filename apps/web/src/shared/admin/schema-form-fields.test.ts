import { describe, expect, it } from 'vitest';
import { groupBody } from '@owner-portal/contract/products/admin-catalog';
import { formFields } from './schema-form-fields.ts';

describe('formFields', () => {
  it("shows the contract's yes-or-no flags (true/false or 1/0) as checkboxes, not text", () => {
    const fields = formFields({ schema: groupBody, fields: { name: {}, required: {}, has_training: {} } });
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['required', 'checkbox'],
      ['has_training', 'checkbox'],
    ]);
  });
});
