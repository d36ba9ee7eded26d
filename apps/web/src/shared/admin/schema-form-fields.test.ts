import { describe, expect, it } from 'vitest';
import { groupBody } from '@owner-portal/contract/products/admin-catalog';
import { fieldRules, formFields, initialValues, toBody } from './schema-form-fields.ts';
import type { FormContext, FormSpec } from './form-spec.ts';

describe('formFields', () => {
  it("shows the contract's yes-or-no flags (true/false or 1/0) as checkboxes, not text", () => {
    const fields = formFields({ schema: groupBody, fields: { name: {}, required: {}, has_training: {} } });
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['required', 'checkbox'],
      ['has_training', 'checkbox'],
    ]);
  });

  it('takes a field the schema lacks when it says its type, and refuses one that does not', () => {
    const fields = formFields({ schema: groupBody, fields: { name: {}, extra: { type: 'rows' } } });
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['extra', 'rows', false],
    ]);
    expect(() => formFields({ schema: groupBody, fields: { nmae: {} } })).toThrow('The schema has no field nmae');
  });
});

type Shop = {
  id: number;
  name: string;
  phone: string | null;
  owner: { id: number; name: string } | null;
  tags: number[];
  logo: string | null;
};
const shop: Shop = {
  id: 4,
  name: 'Hoops',
  phone: '4075550111',
  owner: { id: 9, name: 'Ada' },
  tags: [1, 3],
  logo: '/f/logo.png',
};

const spec: FormSpec<Shop> = {
  fields: {
    name: { required: true },
    phone: { type: 'phone' },
    owner: { type: 'choice', to: 'owner_id', from: (s) => s.owner?.id, required: ({ mode }) => mode === 'edit' },
    tags: { type: 'choice', multiple: true },
    logo: { type: 'file', file: 'image', sends: 'url' },
    password: { type: 'password', mask: '••••' },
    open: { type: 'checkbox' },
    until: { type: 'date', when: ({ values }) => values.open === true, required: true },
    steps: { type: 'rows', item: {}, blank: () => '', initial: () => ['Unpack'] },
    code: {
      initial: () => 'X-1',
      send: (value: string, { shown, mode }) => (mode === 'add' && shown ? value : undefined),
    },
    note: { type: 'note', text: () => 'A note holds no value.' },
  },
};
const fields = formFields(spec);
const ctx = (mode: 'add' | 'edit', values = {}): FormContext<Shop> => ({
  mode,
  item: mode === 'edit' ? shop : null,
  data: undefined,
  values,
});

describe('a declared form’s values', () => {
  it('starts from the record when editing, as each widget holds it (a value it lacks as when adding)', () => {
    expect(initialValues(fields, ctx('edit'))).toEqual({
      name: 'Hoops',
      phone: '(407) 555 - 0111',
      owner: '9',
      tags: ['1', '3'],
      logo: { id: null, url: '/f/logo.png' },
      password: '••••',
      open: false,
      until: '',
      steps: ['Unpack'],
      code: 'X-1',
    });
  });

  it('starts empty, or as declared, when adding; a note has no value', () => {
    expect(initialValues(fields, ctx('add'))).toEqual({
      name: '',
      phone: '',
      owner: '',
      tags: [],
      logo: null,
      password: '',
      open: false,
      until: '',
      steps: ['Unpack'],
      code: 'X-1',
    });
  });
});

describe('a declared form’s rules', () => {
  it('checks only the shown fields, with rules that depend on the mode and the other values', () => {
    expect(fieldRules(fields, ctx('add', { open: false }))).toEqual({
      name: ['required'],
      phone: ['phone'],
      owner: [],
      tags: [],
      logo: [],
      password: [],
      open: [],
      steps: [],
      code: [],
    });
    const editing = fieldRules(fields, ctx('edit', { open: true }));
    expect(editing.owner).toEqual(['required']);
    expect(editing.until).toEqual(['required']);
  });
});

describe('a declared form’s body', () => {
  const values = {
    name: '  Hoops Co ',
    phone: '(407) 555 - 0111',
    owner: '9',
    tags: ['1', '3'],
    logo: { id: 12, url: '/f/new.png' },
    password: '••••',
    open: false,
    until: '2027-01-01',
    steps: ['Unpack', 'Plug in'],
    code: 'X-1',
  };

  it('sends each shown value converted, under the body’s name, and leaves out the hidden and the unchanged mask', () => {
    expect(toBody(fields, ctx('edit', values), { region: 'us' })).toEqual({
      region: 'us',
      name: 'Hoops Co',
      phone: '(407) 555 - 0111',
      owner_id: 9,
      tags: [1, 3],
      logo: '/f/new.png',
      open: false,
      steps: ['Unpack', 'Plug in'],
    });
  });

  it('sends blanks as null, a changed password, a shown dependent field, and what a field’s own send says', () => {
    const body = toBody(
      fields,
      ctx('add', { ...values, phone: ' ', owner: '', logo: null, password: 'n3w-secret', open: true }),
    );
    expect(body).toMatchObject({
      phone: null,
      owner_id: null,
      logo: null,
      password: 'n3w-secret',
      until: '2027-01-01',
      code: 'X-1',
    });
  });
});
