import { describe, expect, it } from 'vitest';
import {
  checkRow,
  decideContact,
  inviteTime,
  mappingErrors,
  matchContact,
  secondsLeft,
  suggestMapping,
  type StoredContact,
} from './customer-import.rules.ts';

const ROW = {
  company_name: 'Acme',
  subsidiary_id: '1',
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'Ana@Example.test',
  phone: '(305) 555-0100',
  internal_id: '77',
  lang_code: 'ES',
};

const stored = (over: Partial<StoredContact> = {}): StoredContact => ({
  id: 5,
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.test',
  phone: '3055550100',
  internal_id: '77',
  lang_code: 'es',
  customer_id: 9,
  subsidiary_id: 1,
  invite_sent_at: null,
  password_hash: null,
  ...over,
});

describe('suggestMapping', () => {
  it('offers the column used last time when the file has it, else one whose header names the field', () => {
    const columns = ['Correo', 'Empresa', 'Tel', 'Nombre'];
    expect(suggestMapping(columns, { phone: 'Tel', email: 'Mail' })).toMatchObject({
      email: 'Correo',
      company_name: 'Empresa',
      phone: 'Tel',
      first_name: 'Nombre',
      last_name: null,
    });
  });
});

describe('mappingErrors', () => {
  it('asks for a column for every required field and refuses a column the file lacks', () => {
    expect(mappingErrors({ email: 'E-mail', company_name: 'Company' }, ['Company'])).toMatchObject({
      'mapping.email': ['The file has no column E-mail.'],
      'mapping.phone': ['Choose the column to read it from.'],
    });
  });
});

describe('checkRow: the forms’ rules', () => {
  it('reads a good row as the forms store it (email lower-cased, phone digits, language lower-cased)', () => {
    expect(checkRow(ROW, null).row).toEqual({
      company_name: 'Acme',
      subsidiary_id: 1,
      first_name: 'Ana',
      last_name: 'Diaz',
      email: 'ana@example.test',
      phone: '3055550100',
      internal_id: '77',
      lang_code: 'es',
    });
  });

  it('names each field’s error with the forms’ messages', () => {
    const { errors } = checkRow({ ...ROW, email: 'nope', phone: '', subsidiary_id: 'Europe', internal_id: 'A1' }, null);
    expect(errors).toEqual({
      email: ['Invalid email address.'],
      phone: ['Phone is required.'],
      subsidiary_id: ['The subsidiary id must be a whole number.'],
      internal_id: ['Internal id must contain digits only.'],
    });
  });

  it('keeps a subsidiary-scoped importer to their subsidiary', () => {
    expect(checkRow(ROW, 3).errors).toEqual({ subsidiary_id: ['You may import only customers of subsidiary 3.'] });
    expect(checkRow({ ...ROW, subsidiary_id: '3' }, 3).row).toBeDefined();
  });
});

describe('matching and deciding a contact', () => {
  const row = checkRow(ROW, null).row!;

  it('matches by internal id before email', () => {
    const byId = stored({ id: 1, email: 'other@example.test' });
    const byEmail = stored({ id: 2 });
    expect(matchContact(row, new Map([['77', byId]]), new Map([[byEmail.email, byEmail]]))?.id).toBe(1);
    expect(matchContact({ ...row, internal_id: null }, new Map([['77', byId]]), new Map([[byEmail.email, byEmail]]))?.id).toBe(2);
  });

  it('leaves a contact whose values are all equal unchanged, so a re-run writes nothing', () => {
    expect(decideContact(row, 9, stored(), stored(), null)).toEqual({ kind: 'unchanged' });
  });

  it('updates what differs, and keeps a stored internal id or language the row leaves empty', () => {
    const decision = decideContact({ ...row, internal_id: null, lang_code: undefined }, 10, stored(), stored(), null);
    expect(decision).toEqual({
      kind: 'update',
      values: expect.objectContaining({ customer_id: 10, internal_id: '77', lang_code: 'es' }),
    });
  });

  it('refuses an email another contact has, and a contact of another subsidiary to a scoped importer', () => {
    expect(decideContact(row, 9, stored(), stored({ id: 6 }), null)).toEqual({
      kind: 'reject',
      errors: { email: ['The email has already been taken.'] },
    });
    expect(decideContact(row, 9, stored({ subsidiary_id: 1 }), stored(), 3)).toMatchObject({ kind: 'reject' });
  });

  it('creates a contact nobody has, in English unless the row says otherwise', () => {
    expect(decideContact({ ...row, lang_code: undefined }, 9, undefined, undefined, null)).toMatchObject({
      kind: 'create',
      values: { lang_code: 'en', customer_id: 9 },
    });
  });
});

describe('pace and time left', () => {
  it('sends at most perMinute invitations a minute from the import’s start', () => {
    const start = Date.parse('2026-11-26T10:00:00Z');
    expect([0, 1, 2, 59, 60, 121].map((n) => inviteTime(start, n, 60).toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:00',
      '10:00',
      '10:00',
      '10:01',
      '10:02',
    ]);
  });

  it('estimates the seconds left from the pace so far, and none before a row is done or once all are', () => {
    expect(secondsLeft(0, 10_000, 100, 1000)).toBe(90);
    expect(secondsLeft(0, 10_000, 0, 1000)).toBeNull();
    expect(secondsLeft(0, 10_000, 1000, 1000)).toBeNull();
    expect(secondsLeft(null, 10_000, 10, 1000)).toBeNull();
  });
});
