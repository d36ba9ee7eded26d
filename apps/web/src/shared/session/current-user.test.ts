import { describe, expect, it } from 'vitest';
import { tokenClaims } from '@owner-portal/contract/user';
import { isTokenClaims } from './current-user.ts';

const customerClaims = {
  typ: 'customer',
  sub: '1',
  ver: 0,
  jti: 'a',
  iat: 1,
  exp: 2,
  user: { id: 1, first_name: 'Olivia', last_name: 'Owner', email: 'o@x.test', lang_code: 'es', role: 'customer' },
  customer: {
    id: 7,
    company_name: 'Stitch & Thread Co.',
    subsidiary_id: 3,
    sales_rep_name: 'Maria',
    sales_rep_email: null,
    sales_rep_phone: '4075550101',
    unlocked_trainings: 1,
  },
};
const staffClaims = {
  ...customerClaims,
  typ: 'staff',
  customer: null,
  user: { ...customerClaims.user, role: 'admin' },
};
const impersonationClaims = {
  ...customerClaims,
  typ: 'impersonation',
  act: { id: 9, email: 'admin@x.test', ver: 0, sid: 'staff-session' },
};

const samples: Array<[string, unknown]> = [
  ['customer claims', customerClaims],
  ['staff claims', staffClaims],
  ['impersonation claims', impersonationClaims],
  ['an unknown token type', { ...customerClaims, typ: 'robot' }],
  ['a missing user', { ...customerClaims, user: undefined }],
  ['a text subsidiary id', { ...customerClaims, customer: { ...customerClaims.customer, subsidiary_id: '3' } }],
  ['a fractional user id', { ...customerClaims, user: { ...customerClaims.user, id: 1.5 } }],
  ['a malformed act', { ...customerClaims, act: { id: 'x' } }],
  ['a read-only impersonation', { ...impersonationClaims, act: { ...impersonationClaims.act, read_only: true } }],
  ['a read_only that is not a boolean', { ...impersonationClaims, act: { ...impersonationClaims.act, read_only: 1 } }],
  ['null', null],
  ['a list', []],
];

describe('zod-free claims twin agrees with the contract', () => {
  it.each(samples)('isTokenClaims on %s', (_name, value) => {
    expect(isTokenClaims(value)).toBe(tokenClaims.safeParse(value).success);
  });
});
